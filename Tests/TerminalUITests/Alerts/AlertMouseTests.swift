import Foundation
import Testing

@testable import TerminalUI

/// The mouse over alerts and menus: a click chooses a button or an action, and a press outside
/// reaches nothing under them (an alert stays; a menu closes).
@MainActor @Suite("Alerts and menus with the mouse")
struct AlertMouseTests {
    /// Where `text` is drawn on `window`'s screen: its column and row, in plain text.
    private func cell(of text: String, in window: Window) throws -> (column: Int, row: Int) {
        let lines = window.render().plainText().split(separator: "\n", omittingEmptySubsequences: false)
        let row = try #require(lines.firstIndex { $0.contains(text) })
        let range = try #require(lines[row].range(of: text))
        return (lines[row].distance(from: lines[row].startIndex, to: range.lowerBound), row)
    }

    private func click(_ window: Window, at cell: (column: Int, row: Int)) {
        window.handle(MouseEvent(kind: .press, button: .left, column: cell.column, row: cell.row))
        window.handle(MouseEvent(kind: .release, button: .left, column: cell.column, row: cell.row))
    }

    @Test("a click on an alert's button chooses it; a click outside the box neither closes it nor reaches the form")
    func alertButtons() throws {
        let (window, screen) = formWindow()
        window.focus(screen.reset)
        var chosen: [String] = []
        let alert = AlertController(title: "Delete Ada?", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { chosen.append($0.title) })
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { chosen.append($0.title) })
        screen.present(alert)
        click(window, at: (column: 3, row: 3))  // where Save is, under the alert
        #expect(window.isPresenting)
        #expect(chosen.isEmpty)
        #expect((window.focusedView as? AlertActionButton)?.action?.title == "Cancel")
        click(window, at: try cell(of: "! Delete", in: window))  // the button, not the title
        #expect(chosen == ["Delete"])
        #expect(!window.isPresenting)
        #expect(window.focusedView === screen.reset)
    }

    @Test("a click on a menu's action chooses it, not on a disabled one; a press outside the box closes the menu")
    func menuRows() throws {
        let (window, screen) = formWindow()
        var chosen: [String] = []
        screen.menu = Menu(
            title: "Ada",
            children: [
                MenuAction(title: "Show details") { chosen.append($0.title) },
                MenuAction(title: "Call", attributes: .disabled) { chosen.append($0.title) },
                MenuAction(title: "Delete", attributes: .destructive) { chosen.append($0.title) },
            ])
        window.focus(screen.save)
        window.handle(.character("m"))
        click(window, at: try cell(of: "(Call)", in: window))
        #expect(window.isPresenting)
        #expect(window.render().plainText().contains("│>Show details │"))
        click(window, at: try cell(of: "Delete", in: window))
        #expect(chosen == ["Delete"])
        #expect(!window.isPresenting)
        #expect(window.focusedView === screen.save)

        window.handle(.character("m"))
        window.handle(MouseEvent(kind: .press, button: .left, column: 70, row: 10))
        #expect(!window.isPresenting)
        #expect(chosen == ["Delete"])
        #expect(window.focusedView === screen.save)
    }
}
