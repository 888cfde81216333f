import Bindings
import Foundation
import KeyCoding
import LoomTestSupport
import Observation
import Testing

@testable import TerminalUI

/// An app driven by events a test sends, as `Application.run(events:columns:rows:)` takes them:
/// tasks that handlers start change views and models, and the loop draws what they did without a
/// key or a timer to wake it.
@MainActor @Suite struct ApplicationConcurrencyTests {
    @Observable @Keyed final class Download {
        var status = "idle"
    }

    /// A page with a status label bound to a `Download`, and a "fetch" action on Enter.
    final class DownloadController: ViewController {
        let download = Download()
        let status = Label(text: "")
        /// Resumed by the test, standing for a network reply: the task waits on it.
        var reply: CheckedContinuation<String, Never>?

        override func viewDidLoad() {
            super.viewDidLoad()
            status.frame = CGRect(x: 0, y: 0, width: 30, height: 1)
            view.addSubview(status)
            view.dataObject = download
            do { try status.bind("text", to: "@superview.dataObject.status") } catch { Issue.record(error) }
        }

        override func handleKey(_ key: Key) -> Bool {
            guard key == .enter else { return super.handleKey(key) }
            Task {
                download.status = "fetching"
                let text = await withCheckedContinuation { reply = $0 }
                download.status = "got \(text)"
            }
            return true
        }
    }

    /// Runs `app` on a stream the test feeds, until the test's body returns; then ends the stream
    /// and waits for the run to end.
    private func running(
        _ app: Application, columns: Int = 30, rows: Int = 3,
        _ body: (AsyncStream<ApplicationEvent>.Continuation) async throws -> Void
    ) async throws {
        let (events, input) = AsyncStream.makeStream(of: ApplicationEvent.self)
        let run = Task { await app.run(events: events, columns: columns, rows: rows) }
        try await body(input)
        input.finish()
        await run.value
        #expect(!app.isRunning)
    }

    private func screenShows(_ app: Application, _ text: String) async -> Bool {
        await Patience.waitSuspending { app.lastFrame?.plainText().contains(text) == true }
    }

    @Test func aTaskStartedByAKeyChangesTheModelAcrossAnAwaitAndEachChangeIsDrawn() async throws {
        let controller = DownloadController()
        let app = Application(rootViewController: controller, environment: [:])
        try await running(app) { input in
            #expect(await screenShows(app, "idle"))
            input.yield(.key(.enter))
            #expect(await screenShows(app, "fetching"))
            // No key and no timer from here on: only the model change can wake the loop.
            #expect(await Patience.waitSuspending { controller.reply != nil })
            controller.reply?.resume(returning: "42 contacts")
            #expect(await screenShows(app, "got 42 contacts"))
        }
        #expect(app.lastFrame?.plainText() == "got 42 contacts\n\n")
    }

    @Test func aTaskThatChangesAViewDirectlyIsDrawn() async throws {
        let controller = DownloadController()
        let app = Application(rootViewController: controller, environment: [:])
        try await running(app) { _ in
            #expect(await screenShows(app, "idle"))
            Task { @MainActor in
                await Task.yield()
                controller.status.text = "changed by a task"
            }
            #expect(await screenShows(app, "changed by a task"))
        }
    }

    @Test func keysResizesAndCtrlCComeFromTheEvents() async throws {
        let field = TextField()
        let controller = ViewController()
        field.frame = CGRect(x: 0, y: 0, width: 12, height: 1)
        controller.view.addSubview(field)
        let app = Application(rootViewController: controller, environment: [:])
        let (events, input) = AsyncStream.makeStream(of: ApplicationEvent.self)
        input.yield(contentsOf: ApplicationEvent.typing("Ada") + [.resized(columns: 20, rows: 2), .key(.control("c"))])
        // Ctrl-C ends the run; the stream is never finished.
        await app.run(events: events, columns: 30, rows: 3)
        #expect(field.text == "Ada")
        #expect(app.window.frame.size == CGSize(width: 20, height: 2))
        #expect(!app.isRunning)
    }

    @Test func aOneShotTimerFiresOnceAndAnInvalidatedTimerNoMore() async throws {
        let app = Application(rootViewController: ViewController(), environment: [:])
        var ticks = 0
        var ticksWhenDone: Int?
        var repeating: ApplicationTimer?
        var oneShot: ApplicationTimer?
        repeating = app.schedule(every: .milliseconds(1)) {
            ticks += 1
            guard ticks == 3 else { return }
            // Stopped from its own action: it never ticks a fourth time, however long the run goes on.
            repeating?.invalidate()
            oneShot = app.schedule(after: .milliseconds(20)) { ticksWhenDone = ticks }
        }
        try await running(app) { _ in
            #expect(await Patience.waitSuspending { ticksWhenDone != nil })
        }
        #expect(ticksWhenDone == 3)
        #expect(ticks == 3)
        #expect(repeating?.isValid == false)
        #expect(repeating?.interval == .milliseconds(1))
        #expect(oneShot?.isValid == false)
        #expect(oneShot?.interval == nil)
    }

    @Test func aTimerAddedByATaskWhileTheLoopWaitsFires() async throws {
        let app = Application(rootViewController: ViewController(), environment: [:])
        var fired = false
        try await running(app) { _ in
            #expect(await Patience.waitSuspending { app.lastFrame != nil })
            Task { @MainActor in app.schedule(after: .zero) { fired = true } }
            #expect(await Patience.waitSuspending { fired })
        }
    }

    @Test func stopFromATaskEndsTheRunWhileItWaits() async throws {
        let app = Application(rootViewController: ViewController(), environment: [:])
        let (events, _) = AsyncStream.makeStream(of: ApplicationEvent.self)
        Task { @MainActor in
            await Task.yield()
            app.stop()
        }
        await app.run(events: events, columns: 10, rows: 2)
        #expect(!app.isRunning)
    }
}
