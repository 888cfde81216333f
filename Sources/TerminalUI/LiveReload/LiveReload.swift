import Foundation

/// A file an ``Application`` watches while it runs, and reads again when it changes on disk: a
/// stylesheet (``Application/watch(stylesheet:every:)``) or a view description
/// (``Application/watch(description:for:registry:every:rebuilt:)``). Keep it to stop watching
/// with ``invalidate()``, or to look at its ``problem``.
///
/// ```swift
/// let theme = try app.watch(stylesheet: URL(filePath: "theme.yaml"))
/// // … edit theme.yaml in another window: the screen is restyled within a second
/// theme.problem   // nil, or why the last edit could not be read
/// theme.invalidate()
/// ```
///
/// **How a change is seen.** Every ``interval`` (¼ s by default) an application timer looks at the
/// file's modification time, size and file number (`stat`, nothing is read), and reads the file only
/// when one of them changed, so a file saved in place and one replaced by a rename (as vim saves)
/// are both seen. Polling is used rather than inotify or kqueue because it is the same on every
/// platform, needs no thread or file descriptor, stops by itself when the run ends, and still
/// sees the file after an editor replaced it (a watch on the old inode would not). Timers fire
/// only while the application runs, so nothing is checked before ``Application/run()`` or after
/// it returns, and nothing is left running.
///
/// **When an edit is broken**, nothing on screen changes: the last version that was read stays,
/// ``problem`` holds the reader's report (a ``SelectorStylesheetError`` or
/// ``ViewDescriptionError``, every problem with its file and line), and the window shows its first
/// line on its bottom row with a count of the others (``Window/liveReloadProblem``). The next good
/// edit applies and clears the message. A file that disappears is not a problem at once, since an
/// editor may delete it while saving: only after ``missingChecksBeforeProblem`` checks in a row
/// is it reported (``LiveReloadError/fileMissing(path:)``), and it is read again when it is back.
@MainActor public final class LiveReload {
    /// How often the file is looked at unless told otherwise: four times a second, so an edit
    /// shows within a second.
    ///
    /// ```swift
    /// LiveReload.defaultInterval   // .milliseconds(250)
    /// ```
    public static let defaultInterval = Duration.milliseconds(250)

    /// How many checks in a row must find the file missing before that is a ``problem``: an
    /// editor that deletes the file and writes it again is done long before (a second, at the
    /// default interval).
    ///
    /// ```swift
    /// LiveReload.missingChecksBeforeProblem   // 4
    /// ```
    public static let missingChecksBeforeProblem = 4

    /// The file watched.
    ///
    /// ```swift
    /// reload.url.lastPathComponent   // "theme.yaml"
    /// ```
    public let url: URL

    /// How often ``check()`` runs while the application runs.
    ///
    /// ```swift
    /// try app.watch(stylesheet: theme, every: .milliseconds(100)).interval   // 100 ms
    /// ```
    public let interval: Duration

    /// Why the file's last version could not be used, until a version can: the reader's error
    /// (whose description is the whole report), or ``LiveReloadError``. Nil while the last
    /// version read is the one in use.
    ///
    /// ```swift
    /// if let problem = reload.problem { print(problem) }
    /// ```
    public private(set) var problem: (any Error)? {
        didSet { problemDidChange() }
    }

    /// Whether the file is still watched: false after ``invalidate()``.
    ///
    /// ```swift
    /// reload.invalidate()
    /// reload.isValid   // false
    /// ```
    public private(set) var isValid = true

    /// ``problem`` in one line, as the window's bottom row shows it: the first problem's first line,
    /// and how many more the report holds; nil without a problem.
    ///
    /// ```swift
    /// reload.problemSummary   // "theme.yaml:2: invalid selector … (and 1 more problem)"
    /// ```
    public var problemSummary: String? {
        problem.map(Self.summary(of:))
    }

    /// What the file looked like when it was last read (nil: missing then).
    private var signature: FileSignature?
    /// Checks in a row that found no file.
    private var missingChecks = 0
    private let apply: @MainActor () throws -> Void
    private let problemDidChange: @MainActor () -> Void
    var timer: ApplicationTimer?

    /// A watch on `url` that calls `apply` (which reads the file and uses it, or throws leaving
    /// everything as it was) when the file changed, and `problemDidChange` when ``problem`` did.
    /// The file as it is now counts as read.
    init(
        url: URL, interval: Duration, apply: @escaping @MainActor () throws -> Void,
        problemDidChange: @escaping @MainActor () -> Void
    ) {
        self.url = url
        self.interval = interval
        self.apply = apply
        self.problemDidChange = problemDidChange
        signature = FileSignature(of: url)
    }

    /// Looks at the file now, as the timer does, and reads and applies it if it changed since it
    /// was last read, or came back after it was reported missing. Returns whether it was read. Tests
    /// call it to drive a watch step by step.
    ///
    /// ```swift
    /// try "Label: { textColor: red }".write(to: theme, atomically: true, encoding: .utf8)
    /// reload.check()   // true: the window is restyled
    /// ```
    @discardableResult
    public func check() -> Bool {
        guard isValid else { return false }
        guard let current = FileSignature(of: url) else {
            missingChecks += 1
            if missingChecks == Self.missingChecksBeforeProblem {
                problem = LiveReloadError.fileMissing(path: url.path)
            }
            return false
        }
        let wasMissing = missingChecks >= Self.missingChecksBeforeProblem
        missingChecks = 0
        guard current != signature || wasMissing else { return false }
        // Noted before reading: a write that lands while the file is read changes it again, and
        // the next check reads it again.
        signature = current
        do {
            try apply()
            if problem != nil { problem = nil }
        } catch {
            problem = error
        }
        return true
    }

    /// Stops watching: the file is not looked at again, and its problem, if any, leaves the screen.
    ///
    /// ```swift
    /// reload.invalidate()
    /// ```
    public func invalidate() {
        isValid = false
        timer?.invalidate()
        timer = nil
        if problem != nil { problem = nil }
    }

    /// `error` in one line: the first line of its first problem, then how many more there are.
    static func summary(of error: any Error) -> String {
        let (first, count): (String, Int)
        switch error {
        case let error as ViewDescriptionError:
            (first, count) = (
                error.problems.first?.description ?? "\(error)", error.problems.count + error.unlistedCount
            )
        case SelectorStylesheetError.unreadable(_, let problems, let unlisted):
            (first, count) = (problems.first?.description ?? "\(error)", problems.count + unlisted)
        case SelectorStylesheetError.declarationsFailed(_, let failures, let unlisted):
            (first, count) = (failures.first?.description ?? "\(error)", failures.count + unlisted)
        default:
            (first, count) = ("\(error)", 1)
        }
        let line = first.prefix { $0 != "\n" }
        guard count > 1 else { return String(line) }
        return "\(line) (and \(count - 1) more problem\(count == 2 ? "" : "s"))"
    }
}

/// Why a watched file (``LiveReload``) could not be read, other than what its reader reports.
///
/// ```swift
/// "\(LiveReloadError.fileMissing(path: "/app/theme.yaml"))"
/// // "/app/theme.yaml is missing; the last version read stays until the file is back"
/// ```
public enum LiveReloadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file was not there for ``LiveReload/missingChecksBeforeProblem`` checks in a row.
    case fileMissing(path: String)

    /// What happened, and what happens meanwhile.
    ///
    /// ```swift
    /// LiveReloadError.fileMissing(path: "theme.yaml").description
    /// ```
    public var description: String {
        switch self {
        case .fileMissing(let path): "\(path) is missing; the last version read stays until the file is back"
        }
    }
}
