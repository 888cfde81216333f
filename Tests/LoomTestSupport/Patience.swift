import Foundation

/// How long tests wait for a state they need: until it comes, or until a limit that only a hang
/// reaches, however busy the machine is. Tests wait for states, never for a fixed time, and never
/// assert on how long something took.
///
/// ```swift
/// #expect(Patience.wait { received.withLock { !$0.isEmpty } })
/// ```
public enum Patience {
    /// The longest a test waits for anything: minutes, so that a loaded machine never reaches it.
    public static let limit: Duration = .seconds(120)

    /// ``limit`` in milliseconds, for `poll(2)`.
    public static var limitInMilliseconds: Int32 {
        Int32(limit.components.seconds * 1000)
    }

    /// Checks `condition` every `interval` until it holds, for at most `limit`; whether it held.
    public static func wait(
        upTo limit: Duration = limit, checkingEvery interval: Duration = .milliseconds(10),
        until condition: () throws -> Bool
    ) rethrows -> Bool {
        let deadline = ContinuousClock.now + limit
        while true {
            if try condition() { return true }
            guard ContinuousClock.now < deadline else { return false }
            Thread.sleep(
                forTimeInterval: Double(interval.components.seconds) + Double(interval.components.attoseconds) / 1e18)
        }
    }

    /// ``wait(upTo:checkingEvery:until:)`` that suspends between checks instead of blocking the
    /// thread, on the caller's actor: for waiting on the main actor for what tasks on it do.
    ///
    /// ```swift
    /// #expect(await Patience.waitSuspending { app.lastFrame?.plainText().contains("Loaded") == true })
    /// ```
    public static func waitSuspending(
        upTo limit: Duration = limit, checkingEvery interval: Duration = .milliseconds(5),
        isolation: isolated (any Actor)? = #isolation, until condition: () throws -> Bool
    ) async rethrows -> Bool {
        let deadline = ContinuousClock.now + limit
        while true {
            if try condition() { return true }
            guard ContinuousClock.now < deadline else { return false }
            try? await Task.sleep(for: interval)
        }
    }
}
