/// Where ``Application/run(events:columns:rows:)`` sleeps between events: until an event arrives,
/// something asks for a redraw, or the next timer is due. A signal given while nothing waits is
/// kept for the next wait, so none is lost.
@MainActor final class LoopSignal {
    private var waiting: CheckedContinuation<Void, Never>?
    private var isSignaled = false

    /// Ends the wait in progress, or the next one.
    func signal() {
        if let waiting {
            self.waiting = nil
            waiting.resume()
        } else {
            isSignaled = true
        }
    }

    /// Returns after ``signal()``, or after `timeout` (nil: no limit).
    func wait(timeout: Duration?) async {
        guard !isSignaled else {
            isSignaled = false
            return
        }
        let timeoutTask = timeout.map { timeout in
            Task { [weak self] in
                // Cancelled once the wait ends otherwise: then it must not signal the next wait.
                guard (try? await Task.sleep(for: timeout)) != nil else { return }
                self?.signal()
            }
        }
        await withCheckedContinuation { waiting = $0 }
        timeoutTask?.cancel()
        isSignaled = false
    }
}
