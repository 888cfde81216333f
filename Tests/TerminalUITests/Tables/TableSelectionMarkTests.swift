import CellControllers
import Foundation
import Testing

@testable import TerminalUI

/// The selected row is seen in every color mode: a background where colors are shown as given,
/// reverse video where a background may be lost (16 colors, none), a `>` in plain text.
@MainActor @Suite("TableView: the selection without colors")
struct TableSelectionMarkTests {
    /// A focused table of two value1 rows, the first selected, in a window drawn for `colorMode`.
    private func twoRows(colorMode: ColorMode?) -> (TableView, Window) {
        let rows = [
            TextRow("Ada", detail: "555-0100", style: .value1), TextRow("Grace", detail: "555-0199", style: .value1),
        ]
        let (table, window, _) = makeTable([TableSection(rows: rows)], width: 20, height: 2)
        window.colorMode = colorMode
        window.focus(table)
        return (table, window)
    }

    /// Each cell's style on `row` of `frame`.
    private func styles(_ frame: CellBuffer, row: Int) -> [TextStyle] {
        (0..<frame.width).map { frame[$0, row].style }
    }

    @Test(
        "in true color and 256 colors the selected row has a blue background",
        arguments: [ColorMode.trueColor, .palette256])
    func background(colorMode: ColorMode) {
        let (_, window) = twoRows(colorMode: colorMode)
        let frame = window.render()
        #expect(styles(frame, row: 0).allSatisfy { $0.background == TableViewCell.blueHighlight && !$0.isInverse })
        #expect(styles(frame, row: 1).allSatisfy { $0.background == nil && !$0.isInverse })
        #expect(frame.plainText() == " Ada       555-0100\n Grace     555-0199")
    }

    @Test(
        "in 16 colors and without colors the selected row is in reverse video, its colors kept",
        arguments: [ColorMode.palette16, .monochrome])
    func reverseVideo(colorMode: ColorMode) {
        let (_, window) = twoRows(colorMode: colorMode)
        let frame = window.render()
        let selected = styles(frame, row: 0)
        #expect(selected.allSatisfy { $0.isInverse && $0.background == nil })
        // The detail keeps its gray, so the row has the contrast it has unselected.
        #expect(selected[11].foreground == TableViewCell.detailColor)
        #expect(styles(frame, row: 1).allSatisfy { !$0.isInverse && !$0.isUnderlined })
        #expect(frame.plainText() == " Ada       555-0100\n Grace     555-0199")
    }

    @Test("in reverse video the blanks of the row take the text's color, so the bar is one color")
    func reverseVideoBar() {
        let (table, window) = twoRows(colorMode: .palette16)
        table.cellForRow(at: TableIndexPath(row: 0, section: 0))?.textLabel.textColor = .black
        let frame = window.render()
        let selected = styles(frame, row: 0)
        #expect(selected[0].foreground == .black)
        #expect(selected[5].foreground == .black)
        #expect(selected[11].foreground == TableViewCell.detailColor)
        #expect(selected.allSatisfy { $0.isInverse })
    }

    @Test("without colors the terminal is told reverse video for the selected row")
    func monochromeOutput() {
        let (_, window) = twoRows(colorMode: .monochrome)
        #expect(
            window.render().ansiText(colorMode: .monochrome)
                == "\u{1B}[7m Ada       555-0100 \u{1B}[0m\n Grace     555-0199 ")
    }

    @Test("without the focus the selection is underlined instead", arguments: [ColorMode.palette16, .monochrome])
    func unfocused(colorMode: ColorMode) {
        let (_, window) = twoRows(colorMode: colorMode)
        // Below the rows, so that it covers none of their cells.
        let button = Button(title: "OK")
        button.frame = CGRect(x: 0, y: 2, width: 4, height: 1)
        window.addSubview(button)
        window.focus(button)
        let frame = window.render()
        #expect(styles(frame, row: 0).allSatisfy { $0.isUnderlined && !$0.isInverse })
    }

    @Test("in plain text the selected row has a > in its left margin, focused or not")
    func marker() {
        let (table, window) = twoRows(colorMode: nil)
        #expect(window.render().plainText() == ">Ada       555-0100\n Grace     555-0199")
        window.handle(.down)
        #expect(window.render().plainText() == " Ada       555-0100\n>Grace     555-0199")
        window.focus(nil)
        #expect(table.indexPathForSelectedRow == TableIndexPath(row: 1, section: 0))
        #expect(window.render().plainText() == " Ada       555-0100\n>Grace     555-0199")
    }

    @Test(
        "a cell whose selection style is none is not marked in any mode",
        arguments: [ColorMode.trueColor, .palette16, .monochrome, nil])
    func noSelectionStyle(colorMode: ColorMode?) {
        let (table, window) = twoRows(colorMode: colorMode)
        table.cellForRow(at: TableIndexPath(row: 0, section: 0))?.selectionStyle = .none
        let frame = window.render()
        #expect(styles(frame, row: 0).allSatisfy { $0.background == nil && !$0.isInverse && !$0.isUnderlined })
        #expect(frame.plainText() == " Ada       555-0100\n Grace     555-0199")
    }

    @Test("an application's frame without a terminal marks the selection as its color mode can")
    func headlessFrame() {
        let rows = [TextRow("Ada"), TextRow("Grace")]
        let screen = TableViewController(tableController: FixedController([TableSection(rows: rows)]))
        let app = Application(rootViewController: screen, environment: [:])
        #expect(app.headlessFrame(columns: 12, rows: 2) == ">Ada\n Grace")
        app.headlessColorMode = .monochrome
        #expect(app.headlessFrame(columns: 12, rows: 2) == "\u{1B}[7m Ada        \u{1B}[0m\n Grace      ")
    }
}
