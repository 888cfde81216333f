import Observation

/// A running observation of one key path, made by ``KeyCodable/observe(_:_:)``. It lasts until
/// ``cancel()`` or until it is released.
///
/// ```swift
/// let observation = try fruit.observe("origin.country") { value in print(value) }
/// observation.cancel()
/// ```
@MainActor
public final class KeyPathObservation {
    private let tracker: KeyPathTracker

    init(tracker: KeyPathTracker) {
        self.tracker = tracker
    }

    /// Stops the observation: no value is delivered after this.
    ///
    /// ```swift
    /// observation.cancel()
    /// ```
    public func cancel() {
        tracker.cancel()
    }

    isolated deinit {
        tracker.cancel()
    }
}

/// Reads a key path under Observation's tracking and reads it again, on the main actor, once
/// after each batch of changes: tracking is registered anew by every read, so a change to any
/// `@Observable` object along the path (the last property, or an object in the middle being
/// replaced) is seen, and the new path is the one tracked next.
@MainActor
final class KeyPathTracker {
    /// Nil once the observed object is gone.
    private let read: () -> Result<Any?, any Error>?
    private let deliver: (Result<Any?, any Error>) -> Void
    /// Called once when the observed object is found gone: nothing is left to observe.
    var onEnd: (() -> Void)?
    private var isCancelled = false

    init(read: @escaping () -> Result<Any?, any Error>?, deliver: @escaping (Result<Any?, any Error>) -> Void) {
        self.read = read
        self.deliver = deliver
    }

    /// Reads and tracks the path, delivering the value; a failure ends the observation.
    func readAndDeliver() {
        guard !isCancelled else { return }
        let result = withObservationTracking {
            read()
        } onChange: { [weak self] in
            // Observation calls this before the change is made, on the thread that makes it;
            // tracking is one-shot, so the changes until the read below make one delivery.
            Task { @MainActor in self?.readAndDeliver() }
        }
        guard let result else {
            isCancelled = true
            onEnd?()
            return
        }
        if case .failure = result { isCancelled = true }
        deliver(result)
    }

    func cancel() {
        isCancelled = true
    }
}

extension KeyCodable where Self: AnyObject & Observable {
    /// Calls `onChange` with the value at `keyPath` now and again after every change to it, on the
    /// main actor. Changes made together (before the main actor's next turn) give one call; a
    /// change to an object in the middle of the path (`origin` replaced in `origin.country`) is
    /// followed, and the new object is the one observed from then on. A read that fails delivers
    /// the error and ends the observation. The model is not kept alive; the returned observation
    /// must be, and it ends when released or cancelled.
    ///
    /// ```swift
    /// @Observable @Keyed final class Fruit { var name = "apple" }
    /// let observation = try fruit.observe("name") { result in print(try? result.get()) }
    /// fruit.name = "pear"    // prints Optional("pear") on the main actor's next turn
    /// ```
    ///
    /// - Throws: ``KeyCodingError/invalidKeyPath(keyPath:column:reason:)`` for a malformed path,
    ///   checked before anything is observed.
    @MainActor
    public func observe(
        _ keyPath: String, _ onChange: @escaping @MainActor (Result<Any?, any Error>) -> Void
    ) throws -> KeyPathObservation {
        let tracker = try makeTracker(keyPath, deliver: onChange)
        tracker.readAndDeliver()
        return KeyPathObservation(tracker: tracker)
    }

    /// The value at `keyPath` now and after every change, as an async sequence of `Value`, with
    /// the behaviour of ``observe(_:_:)``: nil where the path reads nil, an error ending the
    /// sequence when a read fails or gives a value that is not a `Value`. The observation ends
    /// when the loop does.
    ///
    /// The values are typed because they leave the main actor: `Value` must be `Sendable`.
    ///
    /// ```swift
    /// for try await name in try fruit.observe("name", as: String.self) {
    ///     print(name ?? "none")
    /// }
    /// ```
    @MainActor
    public func observe<Value: Sendable>(
        _ keyPath: String, as type: Value.Type
    ) throws -> AsyncThrowingStream<Value?, any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: Value?.self, throwing: (any Error).self)
        let tracker = try makeTracker(keyPath) { result in
            do {
                let value = try result.get()
                guard let value else {
                    continuation.yield(nil)
                    return
                }
                guard let typed = value as? Value else {
                    throw KeyCodingError.unexpectedValueType(
                        keyPath: keyPath, expected: typeName(Value.self), actual: typeName(Swift.type(of: value)))
                }
                continuation.yield(typed)
            } catch {
                continuation.finish(throwing: error)
            }
        }
        tracker.onEnd = { continuation.finish() }
        continuation.onTermination = { _ in Task { @MainActor in tracker.cancel() } }
        tracker.readAndDeliver()
        return stream
    }

    @MainActor
    private func makeTracker(
        _ keyPath: String, deliver: @escaping @MainActor (Result<Any?, any Error>) -> Void
    ) throws -> KeyPathTracker {
        _ = try KeyPathSteps(keyPath)
        return KeyPathTracker(
            read: { [weak self] in self.map { model in Result { try model.value(forKeyPath: keyPath) } } },
            deliver: deliver)
    }
}
