import Foundation

/// A value that loading skipped or left at its default, instead of failing, because its property
/// is marked ``LossyElements()`` or ``DefaultOnMismatch()`` and the caller asked for recoveries, and
/// an unknown enum case read as the case marked ``FallbackCase()``.
///
/// ```swift
/// var recoveries: [ArchiveRecovery] = []
/// let feed = try Feed.load(from: data, recoveries: &recoveries)
/// for recovery in recoveries { print(recovery) }
/// // Skipped 'posts[1]': Expected 'posts[1].title' to be a String, but was actually an integer (7)
/// ```
public struct ArchiveRecovery: Sendable, Hashable, CustomStringConvertible {
    /// What loading did instead of failing.
    public enum Action: Sendable, Hashable {
        /// Left out an element of an array or dictionary (``LossyElements()``).
        case skippedElement
        /// Kept the property's initial value (``DefaultOnMismatch()``).
        case keptDefault
        /// Read an unknown enum case as the case marked ``FallbackCase()``.
        case usedFallbackCase
    }

    public let action: Action
    /// Where: the element (`posts[1]`, `scores.ada`) or the property (`retries`).
    public let keyPath: String
    /// The error that strict loading throws for it.
    public let reason: ArchiveError

    public init(action: Action, keyPath: String, reason: ArchiveError) {
        self.action = action
        self.keyPath = keyPath
        self.reason = reason
    }

    public var description: String {
        let shown = keyPath.isEmpty ? "the root" : "'\(keyPath)'"
        return switch action {
        case .skippedElement: "Skipped \(shown): \(reason)"
        case .keptDefault: "Kept the default of \(shown): \(reason)"
        case .usedFallbackCase: "Used the fallback case for \(shown): \(reason)"
        }
    }
}

/// The recoveries of the load in progress on this task; nil while loading is strict.
final class ArchiveRecoveryLog: @unchecked Sendable {
    @TaskLocal static var current: ArchiveRecoveryLog?

    // A lock rather than `Synchronization.Mutex`, as ``ArchiveRegistry`` explains.
    private let lock = NSLock()
    private var recorded: [ArchiveRecovery] = []

    var recoveries: [ArchiveRecovery] { lock.withLock { recorded } }

    func record(_ recovery: ArchiveRecovery) { lock.withLock { recorded.append(recovery) } }

    /// Runs `body` with recoveries collected, and hands them to `recoveries`.
    static func collecting<Result>(
        into recoveries: inout [ArchiveRecovery], _ body: () throws -> Result
    ) throws
        -> Result
    {
        let log = ArchiveRecoveryLog()
        defer { recoveries = log.recoveries }
        return try $current.withValue(log) { try body() }
    }
}

/// Records `error`, thrown while decoding the value at `codingPath` (plus `index` for an array
/// element), as recovered with `action`; throws it again when loading is strict or it is not a
/// decoding error.
@usableFromInline
func recover(from error: any Error, at codingPath: [any CodingKey], index: Int?, action: ArchiveRecovery.Action) throws
{
    guard let log = ArchiveRecoveryLog.current else { throw error }
    let reason: ArchiveError
    switch error {
    case let error as ArchiveError: reason = error
    case let error as DecodingError: reason = ArchiveError(error)
    default: throw error
    }
    let path = index.map { codingPath + [ArchiveIndexKey($0)] } ?? codingPath
    log.record(ArchiveRecovery(action: action, keyPath: keyPathText(path), reason: reason))
}
