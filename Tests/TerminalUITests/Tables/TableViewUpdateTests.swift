import CellControllers
import Foundation
import StringCoding
import Testing

@testable import TerminalUI

@MainActor @Suite struct TableViewUpdateTests {
    private func path(_ row: Int, _ section: Int = 0) -> TableIndexPath {
        TableIndexPath(row: row, section: section)
    }

    private func lettered(_ letters: String, selectable: Bool = true) -> [any CellController] {
        letters.map { TextRow(String($0), selectable: selectable, id: String($0)) }
    }

    @Test func insertedRowsAppearAtTheNextFrameAndOtherRowsKeepTheirCells() {
        let (table, window, controller) = makeTable([TableSection(rows: lettered("ABC"))])
        #expect(screen(window) == [" A", " B", " C", "", ""])
        let cells = table.visibleCells
        controller.insertRow(TextRow("X"), at: path(1))
        #expect(screen(window) == [" A", " X", " B", " C", ""])
        #expect(table.cellForRow(at: path(0)) === cells[0])
        #expect(table.cellForRow(at: path(2)) === cells[1])
        #expect(table.cellForRow(at: path(3)) === cells[2])
        // Forgiving indices: far past the end appends.
        controller.insertRow(TextRow("Z"), at: TableIndexPath(row: 99, section: 99))
        #expect(screen(window) == [" A", " X", " B", " C", " Z"])
    }

    @Test func removedRowsGoAndTheSelectionMovesToTheRowThatTookTheirPlace() {
        let (table, window, controller) = makeTable([TableSection(rows: lettered("ABC"))])
        window.focus(table)
        window.handle(.down)
        #expect(table.indexPathForSelectedRow == path(1))
        let cCell = table.cellForRow(at: path(2))
        controller.removeRow(at: path(1))
        #expect(screen(window) == [" A", " C", "", "", ""])
        #expect(table.indexPathForSelectedRow == path(1))
        #expect(table.cellForRow(at: path(1)) === cCell)
        #expect(cCell?.isHighlighted == true)
        controller.removeRow(at: path(7))
        #expect(table.numberOfRows(inSection: 0) == 2)
    }

    @Test func aDeletedSelectionGoesToTheNearestRowThatCanBeHighlighted() {
        let rows: [any CellController] = [
            TextRow("A"), TextRow("B"), TextRow("C", selectable: false), TextRow("D"),
        ]
        let (table, _, controller) = makeTable([TableSection(rows: rows)])
        table.selectRow(at: path(1), animated: false, scrollPosition: .none)
        controller.removeRow(at: path(1))
        // A was next to B; D was two rows away.
        #expect(table.indexPathForSelectedRow == path(0))
        table.selectRow(at: path(2), animated: false, scrollPosition: .none)
        controller.removeRow(at: path(2))
        #expect(table.indexPathForSelectedRow == path(0))
        controller.removeRow(at: path(0))
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func sectionsAreAddedAndEmptied() {
        let (table, window, controller) = makeTable([TableSection(headerTitle: "Old", rows: lettered("AB"))], height: 6)
        #expect(screen(window) == [" Old", " A", " B", "", "", ""])
        let aCell = table.cellForRow(at: path(0))
        controller.addSection(TableSection(headerTitle: "New", rows: lettered("N")), at: 0)
        #expect(screen(window) == [" New", " N", " Old", " A", " B", ""])
        #expect(table.cellForRow(at: path(0, 1)) === aCell)
        controller.emptySection(at: 1)
        #expect(screen(window) == [" New", " N", " Old", "", "", ""])
        controller.removeSection(at: 0)
        #expect(screen(window) == [" Old", "", "", "", "", ""])
        #expect(table.numberOfSections == 1)
    }

    @Test func newRowDataReconfiguresTheSameCellInPlace() throws {
        let (table, window, controller) = makeTable([TableSection(rows: lettered("AB"))])
        _ = window.render()
        let cell = table.cellForRow(at: path(1))
        try controller.setRowData("Bee", at: path(1))
        #expect(table.cellForRow(at: path(1)) === cell)
        #expect(cell?.textLabel.text == "Bee")
        #expect(screen(window) == [" A", " Bee", "", "", ""])
    }

    @Test func theSelectionAndTheCellsFollowMovedRows() {
        let (table, window, controller) = makeTable([TableSection(rows: lettered("ABCD"))])
        table.selectRow(at: path(0), animated: false, scrollPosition: .none)
        let aCell = table.cellForRow(at: path(0))
        let rows = controller.groups[0].rows
        let moved = [TableSection(rows: [rows[1], rows[2], rows[0], rows[3]])]
        controller.replace(with: moved, describedAs: TableChangeset(rowMoves: [RowMove(from: path(0), to: path(2))]))
        #expect(screen(window) == [" B", " C", " A", " D", ""])
        #expect(table.indexPathForSelectedRow == path(2))
        #expect(table.cellForRow(at: path(2)) === aCell)
        #expect(aCell?.isSelected == true)
    }

    @Test func rowsFollowMovedSectionsAndMovesAcrossSections() {
        let (table, window, controller) = makeTable(
            [
                TableSection(id: 0, headerTitle: "One", rows: lettered("AB")),
                TableSection(id: 1, headerTitle: "Two", rows: lettered("C")),
            ],
            height: 6)
        table.selectRow(at: path(1), animated: false, scrollPosition: .none)
        let cells = table.visibleCells
        let (one, two) = (controller.groups[0], controller.groups[1])
        var newOne = one
        newOne.rows = [one.rows[0]]
        var newTwo = two
        newTwo.rows = [two.rows[0], one.rows[1]]
        // Section Two moves to the top, and B moves from One into it.
        controller.replace(
            with: [newTwo, newOne],
            describedAs: TableChangeset(
                sectionMoves: [SectionMove(from: 1, to: 0)], rowMoves: [RowMove(from: path(1, 0), to: path(1, 0))]))
        #expect(screen(window) == [" Two", " C", " B", " One", " A", ""])
        #expect(table.indexPathForSelectedRow == path(1, 0))
        #expect(
            table.visibleCells.map(ObjectIdentifier.init) == [cells[2], cells[1], cells[0]].map(ObjectIdentifier.init))
    }

    @Test func reloadedRowsAreConfiguredAgainInTheirCells() {
        let (table, window, controller) = makeTable([TableSection(rows: lettered("AB"))])
        _ = window.render()
        let bCell = table.cellForRow(at: path(1))
        controller.replace(
            with: [TableSection(rows: [controller.groups[0].rows[0], TextRow("B2")])],
            describedAs: TableChangeset(rowReloads: [path(1)]))
        #expect(table.cellForRow(at: path(1)) === bCell)
        #expect(screen(window) == [" A", " B2", "", "", ""])
        // A row of another kind of cell gets a new cell.
        controller.replace(
            with: [TableSection(rows: [controller.groups[0].rows[0], TextRow("B3", reuseIdentifier: "other")])],
            describedAs: TableChangeset(rowReloads: [path(1)]))
        #expect(table.cellForRow(at: path(1)) !== bCell)
        #expect(table.cellForRow(at: path(1))?.reuseIdentifier == "other")
        #expect(screen(window) == [" A", " B3", "", "", ""])
    }

    /// A reloaded section shows its new header, and every one of its rows is configured again
    /// (before issue 20 no batch reloaded sections, and the rows kept their old text).
    @Test func aReloadedSectionShowsItsNewHeaderAndRows() {
        let (table, window, controller) = makeTable([TableSection(id: 0, headerTitle: "One", rows: lettered("AB"))])
        _ = window.render()
        let bCell = table.cellForRow(at: path(1))
        controller.replace(
            with: [TableSection(id: 0, headerTitle: "Uno", rows: [controller.groups[0].rows[0], TextRow("B2")])],
            describedAs: TableChangeset(sectionReloads: [0]))
        #expect(table.cellForRow(at: path(1)) === bCell)
        #expect(screen(window) == [" Uno", " A", " B2", "", ""])
    }

    @Test func aChangesetThatDoesNotFitTheRowsFallsBackToAReload() {
        let (table, window, controller) = makeTable([TableSection(rows: lettered("AB"))])
        table.selectRow(at: path(1), animated: false, scrollPosition: .none)
        _ = window.render()
        let wrong: [TableChangeset] = [
            TableChangeset(rowInserts: [path(0)]),  // the counts do not add up
            TableChangeset(rowDeletes: [path(5)]),  // out of range
            TableChangeset(rowDeletes: [path(0), path(0)], rowInserts: [path(0), path(1)]),  // a row twice
            TableChangeset(sectionDeletes: [3]),
            TableChangeset(rowMoves: [RowMove(from: path(0), to: path(0, 4))]),
            TableChangeset(sectionMoves: [SectionMove(from: 0, to: 0), SectionMove(from: 0, to: 0)]),
        ]
        for (index, changeset) in wrong.enumerated() {
            let letters = ["WXYZ", "PQ", "KL", "DE", "FG", "HI"][index]
            controller.replace(with: [TableSection(rows: lettered(letters))], describedAs: changeset)
            #expect(screen(window).prefix(letters.count) == ArraySlice(letters.map { " \($0)" }))
        }
        #expect(table.indexPathForSelectedRow == path(1))
    }

    @Test func newSectionsKeepTheSelectedRowByIdentity() {
        let (table, window, controller) = makeTable([TableSection(id: "s", rows: lettered("ABC"))])
        table.selectRow(at: path(1), animated: false, scrollPosition: .none)
        _ = window.render()
        let rows = controller.groups[0].rows
        controller.setSections([TableSection(id: "s", rows: [rows[2], rows[0], rows[1], TextRow("D", id: "D")])])
        #expect(screen(window) == [" C", " A", " B", " D", ""])
        #expect(table.indexPathForSelectedRow == path(2))
        #expect(table.cellForRow(at: path(2))?.isSelected == true)
        controller.groups = [TableSection(id: "s", rows: [TextRow("B", id: "B"), TextRow("E", id: "E")])]
        controller.update()
        #expect(screen(window) == [" B", " E", "", "", ""])
        #expect(table.indexPathForSelectedRow == path(0))
        controller.groups = [TableSection(id: "s", rows: lettered("FG"))]
        controller.updateAndReload()
        #expect(screen(window) == [" F", " G", "", "", ""])
        #expect(table.indexPathForSelectedRow == path(0))
    }

    @Test func cellsThatScrollAwayAreReusedAndPreparedForReuse() {
        let rows = (0..<50).map { ReusableRow("Row \($0)") }
        let (table, window, _) = makeTable([TableSection(rows: rows)], height: 5)
        _ = window.render()
        let first = table.visibleCells
        #expect(first.count == 5)
        table.contentOffset = 2
        #expect(screen(window) == [" Row 2", " Row 3", " Row 4", " Row 5", " Row 6"])
        let reused = table.cellForRow(at: TableIndexPath(row: 5, section: 0))
        #expect(reused === first[0] || reused === first[1])
        #expect((reused as? CountingCell)?.preparations == 1)
        table.contentOffset = 40
        _ = window.render()
        let all = Set((first + table.visibleCells).map(ObjectIdentifier.init))
        #expect(all.count == 5)
        #expect(ReusableRow.cellsMade(by: rows) == 5)
    }

    @Test func aLabelBoundToTheCellsDataObjectFollowsTheModel() throws {
        let ada = Contact(name: "Ada")
        let bob = Contact(name: "Bob")
        let (table, window, _) = makeTable([TableSection(rows: [BoundContactRow(ada), BoundContactRow(bob)])])
        #expect(screen(window) == [" Ada", " Bob", "", "", ""])
        ada.name = "Ada Lovelace"
        #expect(screen(window) == [" Ada Lovelace", " Bob", "", "", ""])
        let label = table.cellForRow(at: TableIndexPath(row: 1, section: 0))?.view(withIdentifier: "name") as? Label
        #expect(label?.text == "Bob")
    }
}

/// A cell that counts how often it was prepared for reuse.
final class CountingCell: TableViewCell {
    var preparations = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        preparations += 1
    }
}

/// A row whose cells are ``CountingCell``s; it counts the cells it makes.
final class ReusableRow: CellController {
    let title: String
    var made = 0
    init(_ title: String) { self.title = title }

    func makeCell(for table: any TableHost) -> any TableCell {
        made += 1
        return CountingCell(style: .default, reuseIdentifier: reuseIdentifier)
    }

    func configure(_ cell: any TableCell, at indexPath: TableIndexPath) {
        (cell as? TableViewCell)?.textLabel.text = title
    }

    static func cellsMade(by rows: [ReusableRow]) -> Int { rows.map(\.made).reduce(0, +) }
}
