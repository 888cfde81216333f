import Foundation
import LoomTestSupport
import Testing

/// The example app's gallery (`EXAMPLE_SCREEN=gallery`) in a real terminal (tmux): the screen the
/// README shows, then the widgets worked with the keys, waiting for each screen.
@Suite("Gallery in tmux", .enabled(if: TmuxSession.isAvailable && ExampleBinary.exists))
struct GalleryAppTests {
    private func startGallery(columns: Int) throws -> TmuxSession {
        let tmux = try TmuxSession(
            command: [ExampleBinary.path], columns: columns, rows: 24,
            environment: ["EXAMPLE_SCREEN": "gallery", "NO_COLOR": ""])
        try tmux.waitUntil { $0.contains("Open a page") }
        return tmux
    }

    @Test func showsTheReadmeScreenAndItsWidgetsAnswerTheirKeys() throws {
        let tmux = try startGallery(columns: 80)
        defer { tmux.kill() }
        try tmux.waitUntil { $0 == GalleryScreen.at80By24 }
        // The button has the focus first.
        try tmux.sendKeys("Enter")
        try tmux.waitUntil { $0.contains(" Press me   Pressed 1 time\n") }
        try tmux.sendKeys("Tab", "Tab", "Space")
        try tmux.waitUntil { $0.contains(" Switch                 [x]  On\n") }
        // To the table, past the stepper, the two buttons, the text view and the scroll view.
        try tmux.sendKeys("Tab", "Tab", "Tab", "Tab", "Tab", "Tab", "/")
        try tmux.sendKeys("-l", "zü")
        try tmux.waitUntil {
            $0.contains(" TableView               Zürich                                   Switzerland\n")
                && $0.contains("\n                         / zü                                          1 of 8\n")
        }
        try tmux.sendKeys("Escape", "Tab", "Enter")
        try tmux.waitUntil { $0.contains("‹ Gallery") && $0.contains("Escape goes back") }
        try tmux.sendKeys("Escape")
        try tmux.waitUntil { $0.contains(" NavigationController    Open a page ›") }
        try tmux.sendKeys("C-c")
        #expect(try tmux.waitForExit() == 0)
    }
}
