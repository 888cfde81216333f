import Foundation
import LoomTestSupport
import Testing

/// `PhoneNumbers --theme-file` in a real terminal (tmux): the stylesheet is edited on disk while
/// the app runs, and the screen follows; a broken edit shows its problem on the bottom row and a
/// good one clears it. Each step waits for the screen, never for a time.
@Suite("PhoneNumbers' live theme in tmux", .enabled(if: TmuxSession.isAvailable && PhoneNumbersBinary.exists))
struct LiveThemeTests {
    @Test func editingTheThemeFileRestylesTheRunningApp() throws {
        let dataHome = try PhoneNumbersBinary.temporaryDataHome()
        defer { try? FileManager.default.removeItem(at: dataHome) }
        let theme = dataHome.appending(path: "theme.yaml")
        try Data(".status: { text: Theme one }\n".utf8).write(to: theme)

        let tmux = try TmuxSession(
            command: [PhoneNumbersBinary.path, "--theme-file", theme.path], columns: 60, rows: 8,
            environment: ["XDG_DATA_HOME": dataHome.path, "PHONENUMBERS_ENV": "development"])
        defer { tmux.kill() }
        try tmux.waitUntil { $0.hasSuffix("\n Theme one") }

        // Written in place: the status line's text changes, and it turns bold.
        try Data(".status: { text: Theme two, font: bold }\n".utf8).write(to: theme)
        try tmux.waitUntil { $0.hasSuffix("\n Theme two") }
        #expect(try tmux.captureWithStyles().contains("\u{1b}[1mTheme two"))

        // A broken edit: the problem takes the bottom row, and the rest stays as it was.
        try Data("Label..x: { text: broken }\n".utf8).write(to: theme)
        let broken = try tmux.waitUntil { $0.contains("\n! ") }
        #expect(broken.hasSuffix(#"! theme.yaml:1: invalid selector "Label..x" at column 7: exp"#))
        #expect(broken.hasPrefix("                       Phone Numbers\n Link to another page"))

        // Fixed by writing a new file and renaming it over the old one, as vim saves.
        let saved = dataHome.appending(path: ".theme.yaml.swp")
        try Data(".status: { text: Theme three }\n".utf8).write(to: saved)
        #expect(rename(saved.path, theme.path) == 0)
        let fixed = try tmux.waitUntil { $0.hasSuffix("\n Theme three") }
        #expect(!fixed.contains("! "))

        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
    }
}
