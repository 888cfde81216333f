/// An action an ``Application`` calls later, once or every interval, on the main actor while it
/// runs: the terminal's `Timer`. Keep it to stop it with ``invalidate()``.
///
/// A repeating timer that falls behind (the process was stopped, a key took long) skips the ticks
/// it missed instead of firing them in a burst.
///
/// ```swift
/// let clock = app.schedule(every: .seconds(1)) { model.now = Date() }
/// app.schedule(after: .seconds(3)) { status.text = "" }   // once
/// clock.invalidate()                                     // no more ticks
/// ```
@MainActor public final class ApplicationTimer {
    /// The time between two calls of a repeating timer; nil for a one-shot timer.
    ///
    /// ```swift
    /// app.schedule(after: .seconds(3)) {}.interval   // nil
    /// ```
    public let interval: Duration?
    /// Whether the timer will still fire: false once ``invalidate()`` ran, or once a one-shot
    /// timer fired.
    ///
    /// ```swift
    /// timer.invalidate()
    /// timer.isValid   // false
    /// ```
    public private(set) var isValid = true

    var due: ContinuousClock.Instant
    private let action: @MainActor () -> Void

    init(interval: Duration?, due: ContinuousClock.Instant, action: @escaping @MainActor () -> Void) {
        self.interval = interval
        self.due = due
        self.action = action
    }

    /// Stops the timer: it does not fire again, and the application forgets it.
    ///
    /// ```swift
    /// timer.invalidate()
    /// ```
    public func invalidate() {
        isValid = false
    }

    /// Calls the action if the timer is due at `now`; a repeating timer is then due again one
    /// interval after the last tick it missed, a one-shot timer is done.
    func fireIfDue(at now: ContinuousClock.Instant) {
        guard isValid, due <= now else { return }
        if let interval {
            while due <= now { due += interval }
        } else {
            isValid = false
        }
        action()
    }
}
