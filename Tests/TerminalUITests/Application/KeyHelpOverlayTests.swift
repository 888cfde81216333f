import CellControllers
import Foundation
import StringCoding
import Testing

@testable import TerminalUI

/// `?` shows the keys of the screen on show in a box over it, gathered from the responders a key
/// would go through; any key closes it.
@MainActor @Suite("Keys overlay")
struct KeyHelpOverlayTests {
    /// An application showing a table of three rows under a navigation bar titled "Numbers".
    private func app() -> (Application, NavigationController, TableViewController) {
        let numbers = TableViewController(tableController: FixedController([TableSection(rows: numberedRows(3))]))
        numbers.title = "Numbers"
        let navigation = NavigationController(rootViewController: numbers)
        let app = Application(rootViewController: navigation, environment: [:])
        app.quitKeys = [.character("q")]
        return (app, navigation, numbers)
    }

    @Test("? shows the table's, the window's and the application's keys in a box over the screen")
    func overlay() {
        let (app, _, _) = app()
        _ = app.headlessFrame(columns: 60, rows: 16)
        #expect(app.window.handle(.character("?")))
        #expect(app.window.isShowingKeyHelp)
        #expect(
            app.headlessFrame(columns: 60, rows: 16) == """
                                          Numbers
                >Row 0
                 Row 1
                     ┌ Keys ─────────────────────────────────────────┐
                     │ ↑ ↓          move the selection               │
                     │ PgUp PgDn    move a page                      │
                     │ Home End     go to the first or last row      │
                     │ Enter Space  select the row                   │
                     │ /            filter the rows                  │
                     │ ? F1         show these keys                  │
                     │ Ctrl-Z       suspend (the shell's fg resumes) │
                     │ q Ctrl-C     quit                             │
                     └ any key closes ───────────────────────────────┘



                """)
    }

    @Test("at 40 columns the descriptions wrap beside their keys")
    func narrow() {
        let (app, _, _) = app()
        app.window.showKeyHelp()
        #expect(
            app.headlessFrame(columns: 40, rows: 16) == """
                                Numbers
                >Row 0
                 ┌ Keys ──────────────────────────────┐
                 │ ↑ ↓          move the selection    │
                 │ PgUp PgDn    move a page           │
                 │ Home End     go to the first or    │
                 │              last row              │
                 │ Enter Space  select the row        │
                 │ /            filter the rows       │
                 │ ? F1         show these keys       │
                 │ Ctrl-Z       suspend (the shell's  │
                 │              fg resumes)           │
                 │ q Ctrl-C     quit                  │
                 └ any key closes ────────────────────┘


                """)
    }

    @Test("lines that do not fit scroll with the arrows; any other key closes and does nothing else")
    func scrolling() {
        let (app, _, numbers) = app()
        app.window.showKeyHelp()
        let top = app.headlessFrame(columns: 40, rows: 8)
        #expect(
            top == """
                                Numbers
                 ┌ Keys ──────────────────────────────┐
                 │ ↑ ↓          move the selection    │
                 │ PgUp PgDn    move a page           │
                 │ Home End     go to the first or    │
                 │              last row              │
                 └ ↑ ↓ scroll, other keys close ──────┘

                """)
        #expect(app.window.handle(.down))
        #expect(app.headlessFrame(columns: 40, rows: 8).contains(" │ PgUp PgDn    move a page           │\n"))
        #expect(!app.headlessFrame(columns: 40, rows: 8).contains("move the selection"))
        app.window.handle(.end)
        #expect(app.headlessFrame(columns: 40, rows: 8).contains(" │ q Ctrl-C     quit                  │\n"))
        app.window.handle(.home)
        #expect(app.headlessFrame(columns: 40, rows: 8) == top)
        // The table's selection did not move under the overlay, and "q" closes it without quitting.
        #expect(numbers.tableView.indexPathForSelectedRow == TableIndexPath(row: 0, section: 0))
        #expect(app.window.handle(.character("q")))
        #expect(!app.window.isShowingKeyHelp)
        #expect(numbers.tableView.indexPathForSelectedRow == TableIndexPath(row: 0, section: 0))
        #expect(app.headlessFrame(columns: 40, rows: 8).hasPrefix("                Numbers\n>Row 0\n Row 1\n"))
    }

    @Test("a key is listed where it is first handled: Escape clears the filter before it goes back")
    func chainOrder() {
        let (app, navigation, numbers) = app()
        let details = ViewController()
        details.title = "Details"
        navigation.pushViewController(details)
        #expect(
            app.window.keyHelpOnShow.map(\.keysLabel) == ["Esc", "? F1", "Ctrl-Z", "q Ctrl-C"])
        #expect(app.window.keyHelpOnShow.first?.title == "go back")
        navigation.popViewController()
        app.window.focus(numbers.tableView)
        numbers.tableView.filterText = "Row"
        let help = app.window.keyHelpOnShow
        #expect(help.map(\.keysLabel).prefix(6) == ["↑ ↓", "PgUp PgDn", "Home End", "Enter Space", "/", "Esc"])
        #expect(help[5].title == "clear the filter")
        // While the filter is typed, the field's keys come first; "?" is typed, F1 shows the keys.
        app.window.handle(.character("/"))
        #expect(app.window.keyHelpOnShow.map(\.keysLabel).prefix(2) == ["Enter", "Esc"])
        app.window.handle(.character("?"))
        #expect(numbers.tableView.filterText == "Row?")
        #expect(!app.window.isShowingKeyHelp)
        app.window.handle(.function(1))
        #expect(app.window.isShowingKeyHelp)
    }

    @Test("Tab is listed while there is more than one view to focus")
    func tab() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 30, height: 5))
        let screen = ViewController()
        window.rootViewController = screen
        #expect(window.keyHelpOnShow.map(\.keysLabel) == ["? F1"])
        screen.view.addSubview(Button(title: "OK"))
        screen.view.addSubview(Button(title: "Cancel"))
        #expect(window.keyHelpOnShow.map(\.keysLabel) == ["Tab Shift-Tab", "? F1"])
    }

    @Test("merging keeps each key where it is first declared and drops lines left with none")
    func merged() {
        let merged = KeyHelp.merged([
            [KeyHelp(keys: [.escape], title: "clear"), KeyHelp(keys: [.up, .down], title: "move")],
            [KeyHelp(keys: [.escape], title: "back"), KeyHelp(keys: [.down, .character("j")], title: "next")],
        ])
        #expect(
            merged == [
                KeyHelp(keys: [.escape], title: "clear"), KeyHelp(keys: [.up, .down], title: "move"),
                KeyHelp(keys: [.character("j")], title: "next"),
            ])
    }

    @Test("a stylesheet colors the box through the class keyHelp")
    func styled() throws {
        let (app, _, _) = app()
        let yaml = ".keyHelp: { textColor: red, backgroundColor: navy }"
        app.window.stylesheet = try SelectorStylesheet(data: Data(yaml.utf8), source: "theme.yaml")
        app.window.showKeyHelp()
        _ = app.headlessFrame(columns: 40, rows: 16)
        let frame = app.window.render()
        #expect(frame[1, 2].character == "┌")
        #expect(frame[1, 2].style.foreground == .red)
        #expect(frame[5, 3].style.background == (try Color(parsing: "navy")))
        #expect(frame[0, 3].style.background == nil)
        #expect(app.window.stylesheetProblems.isEmpty)
    }

    @Test("showKeyHelp's example: a window of two buttons")
    func documentedExample() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 44, height: 7))
        let screen = ViewController()
        window.rootViewController = screen
        let cancel = Button(title: "Cancel")
        cancel.frame.origin.y = 6
        screen.view.addSubview(Button(title: "OK"))
        screen.view.addSubview(cancel)
        window.showKeyHelp()
        #expect(
            window.render().plainText() == """
                 OK
                     ┌ Keys ──────────────────────────┐
                     │ Tab Shift-Tab  move the focus  │
                     │ ? F1           show these keys │
                     └ any key closes ────────────────┘

                 Cancel
                """)
    }

    @Test("in windows too small for the box, the overlay and the filter line draw what fits")
    func tinyWindows() {
        let (app, _, numbers) = app()
        numbers.tableView.filterText = "Row"
        app.window.showKeyHelp()
        for columns in 0...8 {
            for rows in 0...6 {
                let frame = app.headlessFrame(columns: columns, rows: rows)
                #expect(frame.split(separator: "\n", omittingEmptySubsequences: false).count <= max(rows, 1))
                app.window.handle(.down)
                app.window.handle(.pageDown)
            }
        }
        let smallest = app.headlessFrame(columns: 12, rows: 4)
        #expect(smallest.hasPrefix(" ┌ Keys ──┐\n"))
        #expect(smallest.hasSuffix("\n └ ↑ ↓ s──┘"))
    }
}
