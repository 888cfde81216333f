import CellControllers
import Foundation
import Testing

@testable import TerminalUI

/// Context menus: `m` or F10 opens the menu of the first responder that offers one, beside the
/// focused view; arrows, Enter and Escape work it, disabled actions are skipped.
@MainActor @Suite("Context menu")
struct MenuTests {
    /// A menu of three actions, the second disabled and the third destructive, recording choices.
    @MainActor private final class Choices {
        var chosen: [String] = []
        var menu: Menu {
            Menu(
                title: "Ada",
                children: [
                    MenuAction(title: "Show details") { [unowned self] in chosen.append($0.title) },
                    MenuAction(title: "Call", attributes: .disabled) { [unowned self] in chosen.append($0.title) },
                    MenuAction(title: "Delete", attributes: .destructive) { [unowned self] in chosen.append($0.title) },
                ])
        }
    }

    @Test("m opens the menu below the focused button; the arrows skip the disabled action; Enter chooses after closing")
    func openMoveChoose() {
        let (window, screen) = formWindow()
        let choices = Choices()
        screen.menu = choices.menu
        window.focus(screen.save)
        #expect(window.handle(.character("m")))
        #expect(
            window.render().plainText() == """

                  Ada

                   Save    Reset
                   ┌ Ada ─────────┐
                  E│>Show details │s dimmed under an alert.
                   │ (Call)       │
                   │ ! Delete     │
                   └──────────────┘



                """)
        window.handle(.down)
        #expect(window.render().plainText().contains("   │>! Delete     │"))
        window.handle(.down)  // wraps to the top
        window.handle(.up)
        window.handle(.enter)
        #expect(choices.chosen == ["Delete"])
        #expect(!window.isPresenting)
        #expect(window.focusedView === screen.save)
        #expect(!window.render().plainText().contains("Show details"))
    }

    @Test("Escape closes the menu and chooses nothing; keys do not reach the screen while it shows")
    func escapeCloses() {
        let (window, screen) = formWindow()
        let choices = Choices()
        screen.menu = choices.menu
        window.focus(screen.reset)
        #expect(window.handle(.function(10)))
        #expect(window.handle(.character("x")))
        #expect(window.handle(.tab))
        #expect(window.focusedView is MenuView)
        #expect(window.handle(.escape))
        #expect(choices.chosen.isEmpty)
        // Only the key that opened the menu passed the screen (which did not handle it).
        #expect(screen.keysReceived == [.function(10)])
        #expect(window.focusedView === screen.reset)
    }

    @Test("a focused text field types m; F10 still opens the menu")
    func textFieldTypesM() {
        let (window, screen) = formWindow()
        screen.menu = Choices().menu
        window.handle(.character("m"))
        #expect(screen.nameField.text == "mAda")
        #expect(!window.isPresenting)
        window.handle(.function(10))
        #expect(window.isPresenting)
    }

    @Test("without colors nothing is dimmed or red; with them the disabled action is dim and the destructive one red")
    func styles() throws {
        let (window, screen) = formWindow(colorMode: .trueColor)
        screen.menu = Choices().menu
        window.focus(screen.save)
        window.handle(.character("m"))
        let frame = window.render()
        let text = frame.plainText()
        #expect(text.contains("   │ Call         │\n   │ Delete       │"))
        #expect(frame[5, 6].character == "C" && frame[5, 6].style.isDim)
        #expect(frame[5, 7].character == "D" && frame[5, 7].style.foreground == .red)
        #expect(frame[5, 5].style.isInverse)  // the highlighted row
    }

    /// A table of numbered rows whose controller offers a menu for the selected row.
    private final class RowsController: TableViewController {
        override var contextMenu: Menu? {
            guard let row = tableView.indexPathForSelectedRow?.row else { return nil }
            return Menu(title: "Row \(row)", children: [MenuAction(title: "Open") { _ in }])
        }
    }

    @Test("the menu opens below a table's selected row, above it when there is no room below")
    func besideTheSelectedRow() {
        let rows = RowsController(tableController: FixedController([TableSection(rows: numberedRows(8))]))
        let window = Window(frame: CGRect(x: 0, y: 0, width: 30, height: 8))
        window.colorMode = nil
        window.rootViewController = rows
        window.handle(.down)
        window.handle(.character("m"))
        #expect(
            window.render().plainText() == """
                 Row 0
                >Row 1
                 ┌ Row 1 ─┐
                 │>Open   │
                 └────────┘
                 Row 5
                 Row 6
                 Row 7
                """)
        window.handle(.escape)
        for _ in 0..<5 { window.handle(.down) }
        window.handle(.character("m"))
        #expect(
            window.render().plainText() == """
                 Row 0
                 Row 1
                 Row 2
                 ┌ Row 6 ─┐
                 │>Open   │
                 └────────┘
                >Row 6
                 Row 7
                """)
    }

    @Test("the keys overlay lists m F10 while a menu is offered, and not otherwise")
    func keyHelp() {
        let (window, screen) = formWindow()
        let label = "m F10: show the actions menu"
        #expect(!window.keyHelpOnShow.map { "\($0.keysLabel): \($0.title)" }.contains(label))
        screen.menu = Choices().menu
        #expect(window.keyHelpOnShow.map { "\($0.keysLabel): \($0.title)" }.contains(label))
        window.handle(.function(10))
        #expect(
            window.keyHelpOnShow.map { "\($0.keysLabel): \($0.title)" } == [
                "↑ ↓ Home End: move among the actions", "Enter Space: choose the action", "Esc: close the menu",
                "? F1: show these keys",
            ])
    }
}
