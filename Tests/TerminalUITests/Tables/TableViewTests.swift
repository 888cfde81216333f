import CellControllers
import Foundation
import StringCoding
import Testing

@testable import TerminalUI

@MainActor @Suite struct TableViewTests {
    /// The sample app's two groups: one link, then phone numbers that cannot be selected.
    private func phoneSections() -> [TableSection] {
        [
            TableSection(
                headerTitle: "Links",
                rows: [TextRow("Link to another page", accessory: .disclosureIndicator)]),
            TableSection(
                headerTitle: "Numbers", footerTitle: "2 numbers",
                rows: [
                    TextRow("Ada (mobile)", detail: "555-0100", style: .value1, selectable: false),
                    TextRow("Bob (home)", detail: "555-0199", style: .value1, selectable: false),
                ]),
        ]
    }

    @Test func plainTablesShowBoldHeadersAndDimFootersBetweenTheRows() {
        let (_, window, _) = makeTable(phoneSections(), width: 30, height: 8)
        #expect(
            screen(window) == [
                " Links",
                " Link to another page       ›",
                " Numbers",
                " Ada (mobile)        555-0100",
                " Bob (home)          555-0199",
                " 2 numbers",
                "",
                "",
            ])
        let frame = window.render()
        #expect(frame[1, 0].style.isBold && !frame[1, 1].style.isBold)
        #expect(frame[1, 5].style.isDim && !frame[1, 3].style.isDim)
    }

    @Test func groupedTablesSetSectionsApartWithABlankLine() {
        let (_, window, _) = makeTable(phoneSections(), width: 30, height: 8, style: .grouped)
        #expect(
            screen(window) == [
                " Links",
                " Link to another page       ›",
                "",
                " Numbers",
                " Ada (mobile)        555-0100",
                " Bob (home)          555-0199",
                " 2 numbers",
                "",
            ])
    }

    @Test func insetGroupedTablesInsetRowsAndTitles() {
        let (table, window, _) = makeTable(phoneSections(), width: 30, height: 3, style: .insetGrouped)
        #expect(screen(window) == ["   Links", "   Link to another page   ›", ""])
        #expect(table.rectForRow(at: TableIndexPath(row: 0, section: 1)) == CGRect(x: 2, y: 4, width: 26, height: 1))
    }

    @Test func longTitlesAreTruncated() {
        let sections = [TableSection(headerTitle: "Numbers of everyone I know", footerTitle: "漢字の脚注です", rows: [])]
        let (_, window, _) = makeTable(sections, width: 12, height: 2)
        #expect(screen(window) == [" Numbers o…", " 漢字の脚…"])
    }

    @Test func rowsTakeTheirControllersHeightsOrTheTables() {
        let sections = [
            TableSection(rows: [
                TextRow("Ada", detail: "555-0100", style: .subtitle, height: 2), TextRow("Bob"),
                TextRow("Cy", detail: "555-0111", style: .subtitle, height: 2),
            ])
        ]
        let (table, window, controller) = makeTable(sections, width: 20, height: 6)
        #expect(screen(window) == [" Ada", " 555-0100", " Bob", " Cy", " 555-0111", ""])
        #expect(table.rectForRow(at: TableIndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 3, width: 20, height: 2))
        controller.constantRowHeight = 1
        table.reloadData()
        #expect(screen(window) == [" Ada", " Bob", " Cy", "", "", ""])
        #expect(table.rectForRow(at: TableIndexPath(row: 5, section: 0)) == .zero)
    }

    @Test func aRowScrolledHalfOffShowsItsLowerLines() {
        let sections = [
            TableSection(
                headerTitle: "H",
                rows: [
                    TextRow("A"), TextRow("B", detail: "b detail", style: .subtitle, height: 2), TextRow("C"),
                ])
        ]
        let (table, window, _) = makeTable(sections, width: 12, height: 2)
        table.contentOffset = 3
        #expect(screen(window) == [" b detail", " C"])
        #expect(
            table.indexPathsForVisibleRows == [TableIndexPath(row: 1, section: 0), TableIndexPath(row: 2, section: 0)])
        #expect(
            table.cellForRow(at: TableIndexPath(row: 1, section: 0))?.frame == CGRect(x: 0, y: -1, width: 12, height: 2)
        )
        #expect(table.cellForRow(at: TableIndexPath(row: 0, section: 0)) == nil)
    }

    @Test func longTablesWithAConstantRowHeightScrollWithoutAskingEveryRow() {
        let rows = numberedRows(100_000)
        let controller = FixedController([TableSection(rows: rows)])
        controller.constantRowHeight = 1
        let window = Window(frame: CGRect(x: 0, y: 0, width: 20, height: 3))
        let table = TableView(frame: window.bounds, style: .plain)
        table.tableController = controller
        window.addSubview(table)
        window.focus(table)
        window.handle(.end)
        #expect(screen(window) == [" Row 99997", " Row 99998", " Row 99999"])
        table.scrollToRow(at: TableIndexPath(row: 50_000, section: 0), at: .middle, animated: false)
        #expect(screen(window) == [" Row 49999", " Row 50000", " Row 50001"])
        #expect(table.rectForRow(at: TableIndexPath(row: 70_000, section: 0)).origin.y == 70_000)
    }

    @Test func theArrowsSkipRowsThatCannotBeHighlightedAndHeaders() {
        let sections = [
            TableSection(
                headerTitle: "A", rows: [TextRow("a0"), TextRow("a1", selectable: false), TextRow("a2")]),
            TableSection(headerTitle: "B", rows: [TextRow("b0", selectable: false), TextRow("b1")]),
        ]
        let (table, window, _) = makeTable(sections, width: 10, height: 7)
        window.focus(table)
        #expect(table.indexPathForSelectedRow == TableIndexPath(row: 0, section: 0))
        window.handle(.down)
        #expect(table.indexPathForSelectedRow == TableIndexPath(row: 2, section: 0))
        window.handle(.down)
        #expect(table.indexPathForSelectedRow == TableIndexPath(row: 1, section: 1))
        let frame = window.render()
        #expect(frame[0, 6].style.background == TableViewCell.blueHighlight)
        #expect(frame[0, 3].style.background == nil)
        window.handle(.up)
        #expect(table.indexPathForSelectedRow == TableIndexPath(row: 2, section: 0))
        window.handle(.end)
        #expect(table.indexPathForSelectedRow == TableIndexPath(row: 1, section: 1))
        window.handle(.home)
        #expect(table.indexPathForSelectedRow == TableIndexPath(row: 0, section: 0))
        window.handle(.up)
        #expect(table.indexPathForSelectedRow == TableIndexPath(row: 0, section: 0))
    }

    @Test func theSelectionIsDimmerWhenTheTableLosesTheFocus() {
        let (table, window, _) = makeTable([TableSection(rows: numberedRows(3))], width: 10, height: 3)
        let button = Button(title: "OK")
        window.addSubview(button)
        window.focus(table)
        #expect(window.render()[0, 0].style.background == TableViewCell.blueHighlight)
        window.focus(button)
        #expect(window.render()[0, 0].style.background == TableViewCell.unfocusedHighlight)
        #expect(table.cellForRow(at: TableIndexPath(row: 0, section: 0))?.isHighlighted == false)
    }

    @Test func whenNoRowCanBeHighlightedTheArrowsScroll() {
        let (table, window, _) = makeTable([TableSection(rows: numberedRows(10, selectable: false))], height: 3)
        window.focus(table)
        #expect(table.indexPathForSelectedRow == nil)
        window.handle(.down)
        window.handle(.down)
        #expect(screen(window) == [" Row 2", " Row 3", " Row 4"])
        window.handle(.up)
        #expect(table.contentOffset == 1)
        window.handle(.end)
        #expect(screen(window) == [" Row 7", " Row 8", " Row 9"])
        window.handle(.down)
        #expect(table.contentOffset == 7)
    }

    @Test func pagingKeepsTheSelectionOnScreen() {
        let (table, window, _) = makeTable([TableSection(rows: numberedRows(200))], height: 10)
        window.focus(table)
        window.handle(.pageDown)
        #expect(table.indexPathForSelectedRow == TableIndexPath(row: 10, section: 0))
        #expect(screen(window).first == " Row 10")
        window.handle(.pageDown)
        window.handle(.pageDown)
        #expect(table.indexPathForSelectedRow == TableIndexPath(row: 30, section: 0))
        #expect(table.contentOffset == 30)
        window.handle(.end)
        #expect(table.indexPathForSelectedRow == TableIndexPath(row: 199, section: 0))
        #expect(screen(window).last == " Row 199")
        window.handle(.pageUp)
        #expect(table.indexPathForSelectedRow == TableIndexPath(row: 189, section: 0))
        #expect(table.indexPathsForVisibleRows.first == TableIndexPath(row: 180, section: 0))
        #expect(window.render()[0, 9].style.background == TableViewCell.blueHighlight)
        window.handle(.home)
        #expect(table.indexPathForSelectedRow == TableIndexPath(row: 0, section: 0))
        #expect(table.contentOffset == 0)
        table.selectRow(at: TableIndexPath(row: 150, section: 0), animated: false, scrollPosition: .middle)
        #expect(screen(window)[4] == " Row 150")
        for _ in 0..<30 { window.handle(.pageDown) }
        #expect(table.indexPathForSelectedRow == TableIndexPath(row: 199, section: 0))
        #expect(table.indexPathsForVisibleRows.contains(TableIndexPath(row: 199, section: 0)))
    }

    @Test func pagingStopsAtRowsThatCanBeHighlighted() {
        // Only every fifth row can be selected.
        let rows = (0..<40).map { TextRow("Row \($0)", selectable: $0 % 5 == 0) }
        let (table, window, _) = makeTable([TableSection(rows: rows)], height: 8)
        window.focus(table)
        window.handle(.pageDown)
        #expect(table.indexPathForSelectedRow == TableIndexPath(row: 5, section: 0))
        window.handle(.pageDown)
        #expect(table.indexPathForSelectedRow == TableIndexPath(row: 10, section: 0))
        window.handle(.pageUp)
        #expect(table.indexPathForSelectedRow == TableIndexPath(row: 5, section: 0))
        #expect(table.indexPathsForVisibleRows.contains(TableIndexPath(row: 5, section: 0)))
    }

    @Test func enterSelectsTheRowOnlyIfItsControllerHandlesSelection() {
        let link = TextRow("Link", accessory: .disclosureIndicator)
        let number = TextRow("Number", selectable: false)
        let (table, window, _) = makeTable([TableSection(rows: [link, number])])
        window.focus(table)
        #expect(window.handle(.enter))
        #expect(window.handle(.character(" ")))
        #expect(link.selections == 2)
        table.selectRow(at: TableIndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        #expect(!window.handle(.enter))
        #expect(number.selections == 0)
        table.deselectRow(at: TableIndexPath(row: 1, section: 0), animated: false)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(!window.handle(.enter))
    }

    @Test func outOfRangeRequestsAreIgnored() {
        let (table, _, _) = makeTable([TableSection(rows: numberedRows(3))])
        table.selectRow(at: TableIndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        table.selectRow(at: TableIndexPath(row: 3, section: 0), animated: false, scrollPosition: .top)
        table.selectRow(at: TableIndexPath(row: -1, section: 7), animated: false, scrollPosition: .top)
        table.scrollToRow(at: TableIndexPath(row: Int.max, section: Int.max), at: .bottom, animated: false)
        table.reconfigureRows(at: [TableIndexPath(row: 9, section: 9)])
        #expect(table.indexPathForSelectedRow == TableIndexPath(row: 1, section: 0))
        #expect(table.cellForRow(at: TableIndexPath(row: -1, section: 0)) == nil)
        #expect(table.numberOfRows(inSection: 4) == 0)
        #expect(table.numberOfSections == 1)
        table.contentOffset = -50
        #expect(table.indexPathsForVisibleRows.first == TableIndexPath(row: 0, section: 0))
        #expect(table.contentOffset == 0)
        table.contentOffset = Int.max
        #expect(table.handleKey(.down))
        #expect(table.contentOffset == 0)
        #expect(table.indexPathForSelectedRow == TableIndexPath(row: 2, section: 0))
    }

    @Test func aTableWithoutAControllerOrRowsDrawsNothing() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 10, height: 2))
        let table = TableView(frame: window.bounds, style: .plain)
        window.addSubview(table)
        window.focus(table)
        #expect(window.handle(.down))
        #expect(screen(window) == ["", ""])
        table.tableController = FixedController([])
        #expect(table.numberOfSections == 0)
        #expect(window.handle(.pageDown))
        #expect(table.indexPathForSelectedRow == nil)
    }
}
