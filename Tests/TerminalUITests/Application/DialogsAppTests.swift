import Foundation
import LoomTestSupport
import Testing

/// A context menu and an alert in a real terminal (tmux): the example app's dialogs screen
/// (`EXAMPLE_SCREEN=dialogs`), checked the way a person sees it, waiting for each screen.
@Suite("Dialogs in tmux", .enabled(if: TmuxSession.isAvailable && ExampleBinary.exists))
struct DialogsAppTests {
    @Test func mOpensTheMenuDeleteAsksInAnAlertAndChoosingItDeletes() throws {
        let tmux = try TmuxSession(
            command: [ExampleBinary.path], columns: 40, rows: 12,
            environment: ["EXAMPLE_SCREEN": "dialogs", "NO_COLOR": "1"])
        defer { tmux.kill() }
        try tmux.waitUntil { $0.contains("Last choice: none") }
        try tmux.sendKeys("m")
        try tmux.waitUntil {
            $0 == """
                                Dialogs

                  Draft: Shopping list

                   Actions…
                   ┌ Draft ────┐
                  L│>Rename    │one
                   │ (Archive) │
                   │ ! Delete… │
                   └───────────┘
                """
        }
        // Down skips the disabled Archive.
        try tmux.sendKeys("Down", "Enter")
        try tmux.waitUntil {
            $0 == """
                                Dialogs

                  ┌──────────────────────────────────┐
                  │        Delete the draft?         │
                  │                                  │
                  │   Shopping list is deleted for   │
                  │              good.               │
                  │                                  │
                  │       >Cancel    ! Delete        │
                  └ Esc cancels ─────────────────────┘
                """
        }
        // q is the app's quit key, but the alert takes every key.
        try tmux.sendKeys("q", "Right", "Enter")
        try tmux.waitUntil { $0.contains("Draft: (deleted)") && $0.contains("Last choice: Delete") }
        try tmux.sendKeys("F10")
        try tmux.waitUntil { $0.contains(">Rename") }
        try tmux.sendKeys("Escape")
        try tmux.waitUntil { !$0.contains("Rename") }
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
    }
}
