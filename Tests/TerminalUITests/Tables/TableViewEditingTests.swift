import CellControllers
import Foundation
import StringCoding
import Testing

@testable import TerminalUI

/// A row with an editing style and an accessory that records its commits and accessory taps. A
/// row that removes itself answers a delete commit by removing its row, and one that adds answers
/// an insert commit by inserting a new delete row above itself, both through the table's controller.
private final class EditRow: CellController {
    let title: String
    let detail: String
    let style: CellStyle
    let editingStyle: CellEditingStyle
    let accessory: AccessoryType
    let handlesSelection: Bool
    let rowHeight: Double?
    let changesTable: Bool
    private(set) var commits: [CellEditingStyle] = []
    private(set) var accessoryTaps = 0

    init(
        _ title: String, _ editingStyle: CellEditingStyle, detail: String = "", style: CellStyle = .default,
        accessory: AccessoryType = .none, selectable: Bool = false, height: Double? = nil, changesTable: Bool = false
    ) {
        self.title = title
        self.detail = detail
        self.style = style
        self.editingStyle = editingStyle
        self.accessory = accessory
        handlesSelection = selectable
        rowHeight = height
        self.changesTable = changesTable
    }

    var reuseIdentifier: String { "edit-\(style)" }

    func makeCell(for table: any TableHost) -> any TableCell {
        TableViewCell(style: style, reuseIdentifier: reuseIdentifier)
    }

    func configure(_ cell: any TableCell, at indexPath: TableIndexPath) {
        guard let cell = cell as? TableViewCell else { return }
        cell.textLabel.text = title
        cell.detailTextLabel.text = detail
        cell.accessoryType = accessory
    }

    func commit(_ editingStyle: CellEditingStyle, in table: any TableHost, at indexPath: TableIndexPath) {
        commits.append(editingStyle)
        guard changesTable, let controller = (table as? TableView)?.tableController else { return }
        switch editingStyle {
        case .delete: controller.removeRow(at: indexPath)
        case .insert: controller.insertRow(EditRow("New \(indexPath.row)", .delete, changesTable: true), at: indexPath)
        case .none: break
        }
    }

    func accessoryButtonTapped(in table: any TableHost, at indexPath: TableIndexPath) { accessoryTaps += 1 }
}

/// Takes every key that reaches it, to show which keys the table let go up the responder chain.
private final class KeyCatcher: View {
    var keys: [Key] = []
    override func handleKey(_ key: Key) -> Bool {
        keys.append(key)
        return true
    }
}

/// A focused table of `rows` in one section, inside a view that catches the keys it lets through.
@MainActor private func makeEditingTable(
    _ rows: [any CellController], width: Double = 20, height: Double = 4
) -> (TableView, Window, KeyCatcher) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: width, height: height))
    let catcher = KeyCatcher(frame: window.bounds)
    let table = TableView(frame: window.bounds, style: .plain)
    table.tableController = FixedController([TableSection(rows: rows)])
    catcher.addSubview(table)
    window.addSubview(catcher)
    window.focus(table)
    return (table, window, catcher)
}

@MainActor private func path(_ row: Int) -> TableIndexPath { TableIndexPath(row: row, section: 0) }

@MainActor @Suite struct TableViewEditingTests {
    @Test func outOfEditingModeNoRowShowsAControl() {
        let (table, window, _) = makeEditingTable([
            EditRow("Ada", .delete), EditRow("Add", .insert), EditRow("Bob", .none),
        ])
        #expect(!table.isEditing)
        #expect(screen(window) == [" Ada", " Add", " Bob", ""])
        #expect(table.cellForRow(at: path(0))?.editingStyle == .delete)
        #expect(table.cellForRow(at: path(0))?.isEditing == false)
    }

    @Test func editingShowsARedMinusAndAGreenPlusAndMovesEveryRowRight() {
        let (table, window, _) = makeEditingTable([
            EditRow("Ada", .delete), EditRow("Add", .insert), EditRow("Bob", .none),
        ])
        table.setEditing(true, animated: true)
        #expect(table.isEditing)
        #expect(screen(window) == [" ⊖ Ada", " ⊕ Add", "   Bob", ""])
        let frame = window.render()
        #expect(frame[1, 0].style.foreground == .red)
        #expect(frame[1, 1].style.foreground == .green)
        #expect(frame[3, 0].style.foreground == .white)  // the selected row's text, on the highlight
        #expect(frame[3, 1].style.foreground == nil)
        #expect(table.visibleCells.map(\.isEditing) == [true, true, true])
        #expect(TerminalWidth.columns(of: "⊖") == 1 && TerminalWidth.columns(of: "⊕") == 1)
        table.setEditing(false, animated: false)
        #expect(screen(window) == [" Ada", " Add", " Bob", ""])
        #expect(table.visibleCells.map(\.isEditing) == [false, false, false])
    }

    @Test func theTablesArticlesExampleLooksAsShown() {
        let rows = [
            EditRow("Ada (mobile)", .delete, detail: "555-0100", style: .value1),
            EditRow("Bob (home)", .delete, detail: "555-0199", style: .value1),
            EditRow("Add a number", .insert),
        ]
        let (table, window, _) = makeEditingTable(rows, width: 26, height: 3)
        table.setEditing(true, animated: false)
        #expect(screen(window) == [" ⊖ Ada (mobile)  555-0100", " ⊖ Bob (home)    555-0199", " ⊕ Add a number"])
    }

    @Test func everyCellStyleMovesItsContentRightAndKeepsItsAccessory() {
        let rows = [
            EditRow("Ada", .delete, detail: "555", style: .value1, accessory: .disclosureIndicator),
            EditRow("Ada", .insert, detail: "555", style: .value2),
            EditRow("Ada", .delete, detail: "555", style: .subtitle, accessory: .detailButton, height: 2),
            EditRow("Ada", .none, detail: "555", style: .value1, accessory: .checkmark),
        ]
        let (table, window, _) = makeEditingTable(rows, height: 5)
        #expect(
            screen(window) == [
                " Ada          555 ›",
                "    Ada 555",
                " Ada              ⓘ",
                " 555",
                " Ada          555 ✓",
            ])
        table.isEditing = true
        #expect(
            screen(window) == [
                " ⊖ Ada        555 ›",
                " ⊕   Ada 555",
                " ⊖ Ada            ⓘ",
                "   555",
                "   Ada        555 ✓",
            ])
    }

    @Test func narrowEditingCellsClipTheirContent() {
        let rendered = (0...5).map { width -> String in
            let cell = TableViewCell(style: .value1, reuseIdentifier: nil)
            cell.textLabel.text = "Ada"
            cell.detailTextLabel.text = "555"
            cell.editingStyle = .delete
            cell.setEditing(true, animated: false)
            cell.frame = CGRect(x: 0, y: 0, width: Double(width), height: 1)
            return cell.renderedBuffer().plainText()
        }
        // At five columns one is left for the labels: the text shows as an ellipsis.
        #expect(rendered == ["", "", " ⊖", " ⊖", " ⊖", " ⊖ …"])
    }

    @Test func theSelectedRowKeepsItsHighlightBehindTheControl() {
        let (table, window, _) = makeEditingTable([EditRow("Ada", .delete), EditRow("Bob", .insert)])
        table.setEditing(true, animated: false)
        let frame = window.render()
        #expect(table.indexPathForSelectedRow == path(0))
        #expect(frame[1, 0].style.foreground == .red)
        #expect((0..<20).allSatisfy { frame[$0, 0].style.background == TableViewCell.blueHighlight })
        #expect(frame[1, 1].style.background == nil)
    }

    @Test func editingIsSetFromStringsOnTheTableAndTheCell() throws {
        let (table, window, _) = makeEditingTable([EditRow("Ada", .delete)])
        try table.setValue(fromString: "YES", forKeyPath: "isEditing")
        #expect(table.isEditing)
        #expect(screen(window).first == " ⊖ Ada")
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel.text = "Bob"
        try cell.setValue(fromString: "UITableViewCellEditingStyleInsert", forKeyPath: "editingStyle")
        try cell.setValue(fromString: "true", forKeyPath: "isEditing")
        cell.frame = CGRect(x: 0, y: 0, width: 10, height: 1)
        #expect(cell.renderedBuffer().plainText() == " ⊕ Bob")
    }

    @Test func aDescriptionFileSetsEditingOnATableAndACell() throws {
        let yaml = """
            type: TableView
            attributes: {isEditing: YES, style: grouped}
            children:
              - type: TableViewCell
                attributes: {isEditing: on, editingStyle: UITableViewCell.EditingStyle.delete}
            """
        let table = try #require(try ViewDescription(data: Data(yaml.utf8)).makeView() as? TableView)
        #expect(table.isEditing)
        let cell = try #require(table.subviews.first as? TableViewCell)
        #expect(cell.isEditing && cell.editingStyle == .delete)
    }

    @Test func rowsWithAControlCanBeSelectedOnlyWhileEditing() {
        let rows = [EditRow("Plain", .none), EditRow("Ada", .delete), EditRow("Bob", .delete), EditRow("Cy", .none)]
        let (table, window, _) = makeEditingTable(rows)
        #expect(table.indexPathForSelectedRow == nil)
        table.setEditing(true, animated: false)
        #expect(table.indexPathForSelectedRow == path(1))
        window.handle(.down)
        #expect(table.indexPathForSelectedRow == path(2))
        window.handle(.down)
        #expect(table.indexPathForSelectedRow == path(2))
        table.setEditing(false, animated: false)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func leavingEditingMovesTheSelectionToTheNearestRowThatCanStillBeSelected() {
        let rows = [EditRow("Link", .none, selectable: true), EditRow("Ada", .delete), EditRow("Bob", .delete)]
        let (table, window, _) = makeEditingTable(rows)
        #expect(table.indexPathForSelectedRow == path(0))
        table.setEditing(true, animated: false)
        window.handle(.end)
        #expect(table.indexPathForSelectedRow == path(2))
        table.setEditing(false, animated: false)
        #expect(table.indexPathForSelectedRow == path(0))
    }

    @Test func deleteAndBackspaceCommitTheDeleteOfADeleteRowWhileEditing() {
        let ada = EditRow("Ada", .delete)
        let add = EditRow("Add", .insert)
        let bob = EditRow("Bob", .none, selectable: true)
        let (table, window, catcher) = makeEditingTable([ada, add, bob])
        // Not editing: the keys go on up the chain, also from a delete row.
        table.selectRow(at: path(0), animated: false, scrollPosition: .none)
        #expect(window.handle(.delete))
        #expect(window.handle(.backspace))
        #expect(catcher.keys == [.delete, .backspace])
        table.setEditing(true, animated: false)
        table.selectRow(at: path(0), animated: false, scrollPosition: .none)
        #expect(window.handle(.delete))
        #expect(window.handle(.backspace))
        #expect(ada.commits == [.delete, .delete])
        // Rows of another style let them through.
        window.handle(.down)
        window.handle(.delete)
        window.handle(.down)
        window.handle(.backspace)
        #expect(add.commits == [] && bob.commits == [])
        #expect(catcher.keys == [.delete, .backspace, .delete, .backspace])
    }

    @Test func insertAndPlusCommitTheInsertOfAnInsertRowWhileEditing() {
        let ada = EditRow("Ada", .delete)
        let add = EditRow("Add", .insert)
        let bob = EditRow("Bob", .none, selectable: true)
        let (table, window, catcher) = makeEditingTable([ada, add, bob])
        table.selectRow(at: path(1), animated: false, scrollPosition: .none)
        #expect(window.handle(.insert))
        #expect(window.handle(.character("+")))
        #expect(catcher.keys == [.insert, .character("+")])
        table.setEditing(true, animated: false)
        #expect(table.indexPathForSelectedRow == path(1))
        window.handle(.insert)
        window.handle(.character("+"))
        #expect(add.commits == [.insert, .insert])
        window.handle(.up)
        window.handle(.insert)
        table.selectRow(at: path(2), animated: false, scrollPosition: .none)
        window.handle(.character("+"))
        #expect(ada.commits == [] && bob.commits == [])
        #expect(catcher.keys == [.insert, .character("+"), .insert, .character("+")])
    }

    @Test func rightAndICallTheDetailButtonOfTheSelectedRowInAndOutOfEditing() {
        let info = EditRow("Info", .none, accessory: .detailButton, selectable: true)
        let both = EditRow("Both", .delete, accessory: .detailDisclosureButton, selectable: true)
        let link = EditRow("Link", .none, accessory: .disclosureIndicator, selectable: true)
        let (table, window, catcher) = makeEditingTable([info, both, link])
        #expect(window.handle(.right))
        #expect(window.handle(.character("i")))
        #expect(info.accessoryTaps == 2)
        window.handle(.down)
        table.setEditing(true, animated: false)
        window.handle(.right)
        window.handle(.character("i"))
        #expect(both.accessoryTaps == 2)
        #expect(both.commits == [])
        window.handle(.down)
        window.handle(.right)
        window.handle(.character("i"))
        #expect(link.accessoryTaps == 0)
        table.deselectRow(at: path(2), animated: false)
        window.handle(.right)
        #expect(catcher.keys == [.right, .character("i"), .right])
    }

    @Test func aRowThatRemovesItselfOnDeleteLeavesTheSelectionOnItsNeighbour() {
        let rows = ["Ada", "Bob", "Cy"].map { EditRow($0, .delete, changesTable: true) }
        let (table, window, catcher) = makeEditingTable(rows)
        table.setEditing(true, animated: false)
        window.handle(.down)
        #expect(table.indexPathForSelectedRow == path(1))
        #expect(window.handle(.delete))
        #expect(screen(window) == [" ⊖ Ada", " ⊖ Cy", "", ""])
        #expect(table.indexPathForSelectedRow == path(1))
        #expect(table.cellForRow(at: path(1))?.textLabel.text == "Cy")
        #expect(window.render()[3, 1].style.background == TableViewCell.blueHighlight)
        // The last row gone, the one above takes the selection.
        window.handle(.backspace)
        #expect(screen(window) == [" ⊖ Ada", "", "", ""])
        #expect(table.indexPathForSelectedRow == path(0))
        window.handle(.delete)
        #expect(screen(window) == ["", "", "", ""])
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.numberOfRows(inSection: 0) == 0)
        #expect(catcher.keys == [])
        window.handle(.delete)
        #expect(catcher.keys == [.delete])
        #expect(rows.map(\.commits) == [[.delete], [.delete], [.delete]])
    }

    @Test func anInsertRowThatAddsARowKeepsTheSelection() {
        let rows = [EditRow("Ada", .delete, changesTable: true), EditRow("Add number", .insert, changesTable: true)]
        let (table, window, _) = makeEditingTable(rows)
        table.setEditing(true, animated: false)
        window.handle(.end)
        window.handle(.character("+"))
        #expect(screen(window) == [" ⊖ Ada", " ⊖ New 1", " ⊕ Add number", ""])
        #expect(table.indexPathForSelectedRow == path(2))
    }

    @Test func cellsThatScrollIntoViewShowTheEditingMode() {
        let rows = (0..<10).map { EditRow("Row \($0)", $0.isMultiple(of: 2) ? .delete : .none) }
        let (table, window, _) = makeEditingTable(rows, height: 3)
        table.setEditing(true, animated: false)
        window.handle(.end)
        #expect(screen(window) == ["   Row 7", " ⊖ Row 8", "   Row 9"])
        #expect(table.indexPathForSelectedRow == path(8))
        table.setEditing(false, animated: false)
        table.scrollToRow(at: path(0), at: .top, animated: false)
        #expect(screen(window) == [" Row 0", " Row 1", " Row 2"])
    }
}
