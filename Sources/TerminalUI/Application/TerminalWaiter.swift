import Dispatch

/// Waits for terminal events on a thread of its own, so that the main actor stays free for tasks
/// while ``Application/run()`` waits for a key: the blocking `poll` must not hold the main
/// thread (the main actor's jobs would never run) nor a thread of the cooperative pool (which has
/// one thread per core).
///
/// The session is handed over, not shared: the loop awaits each wait before it touches the session
/// again (drawing, suspending), so only one thread uses it at a time. That is what makes the
/// `@unchecked Sendable` box below sound.
struct TerminalWaiter {
    /// The session, as the waiting thread borrows it.
    private struct Borrowed: @unchecked Sendable {
        let session: TerminalSession
    }

    private let borrowed: Borrowed
    private let queue = DispatchQueue(label: "TerminalUI.Application.terminal-events")

    init(session: TerminalSession) {
        borrowed = Borrowed(session: session)
    }

    /// `TerminalSession.waitForEvents(timeout:)`, on the waiting thread. `TerminalSession.wakeUp()`
    /// ends it early.
    func waitForEvents(timeout: Duration?) async throws -> [TerminalEvent] {
        let borrowed = borrowed
        return try await withCheckedThrowingContinuation { continuation in
            queue.async {
                continuation.resume(with: Result { try borrowed.session.waitForEvents(timeout: timeout) })
            }
        }
    }
}
