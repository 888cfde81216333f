import CellControllers
import Foundation
import KeyCoding
import Observation

@testable import TerminalUI

/// A row showing a title (and a detail) in a cell of a given style; it counts the cells it makes
/// and its selections, and handles selection only when asked to.
final class TextRow: DataCellController {
    var rowData: String
    let detail: String?
    let style: CellStyle
    let accessory: AccessoryType
    let selectable: Bool
    let identity: String?
    let height: Double?
    let reuseIdentifier: String
    private(set) var selections = 0

    init(
        _ title: String, detail: String? = nil, style: CellStyle = .default, accessory: AccessoryType = .none,
        selectable: Bool = true, id: String? = nil, height: Double? = nil, reuseIdentifier: String = "text"
    ) {
        rowData = title
        self.detail = detail
        self.style = style
        self.accessory = accessory
        self.selectable = selectable
        identity = id
        self.height = height
        self.reuseIdentifier = reuseIdentifier
    }

    func makeCell(for table: any TableHost) -> any TableCell {
        TableViewCell(style: style, reuseIdentifier: reuseIdentifier)
    }

    func configure(_ cell: any TableCell, at indexPath: TableIndexPath) {
        guard let cell = cell as? TableViewCell else { return }
        cell.textLabel.text = rowData
        cell.detailTextLabel.text = detail ?? ""
        cell.accessoryType = accessory
    }

    var handlesSelection: Bool { selectable }
    func didSelect(in table: any TableHost, at indexPath: TableIndexPath) { selections += 1 }
    var rowHeight: Double? { height }
    var rowIdentity: AnyHashable { identity.map { AnyHashable($0) } ?? AnyHashable(ObjectIdentifier(self)) }
    func hasSameContent(as other: any CellController) -> Bool { (other as? TextRow)?.rowData == rowData }
}

/// A table controller whose sections are given, so tests can write them out.
final class FixedController: TableController {
    var groups: [TableSection]
    init(_ groups: [TableSection]) {
        self.groups = groups
        super.init()
    }
    override func constructTableGroups() -> [TableSection] { groups }

    /// Shows `newGroups` as if a diff had described the change as `changeset`, right or wrong.
    func replace(with newGroups: [TableSection], describedAs changeset: TableChangeset) {
        let table = host
        host = nil
        groups = newGroups
        updateAndReload()
        host = table
        table?.performBatchUpdates(changeset, animation: .automatic)
    }
}

/// A table of `sections` filling a window.
@MainActor func makeTable(
    _ sections: [TableSection], width: Double = 20, height: Double = 5, style: TableViewStyle = .plain
) -> (TableView, Window, FixedController) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: width, height: height))
    let table = TableView(frame: window.bounds, style: style)
    let controller = FixedController(sections)
    table.tableController = controller
    window.addSubview(table)
    return (table, window, controller)
}

/// The window as text, one string per line.
@MainActor func screen(_ window: Window) -> [String] {
    window.render().plainText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}

/// `count` selectable rows titled "Row 0", "Row 1", …
@MainActor func numberedRows(_ count: Int, selectable: Bool = true) -> [any CellController] {
    (0..<count).map { TextRow("Row \($0)", selectable: selectable) }
}

@Observable @Keyed final class Contact {
    var name: String
    init(name: String) { self.name = name }
}

/// A row whose cell shows its contact through a binding, not through `configure` setting text.
final class BoundContactRow: CellController {
    let contact: Contact
    init(_ contact: Contact) { self.contact = contact }

    func makeCell(for table: any TableHost) -> any TableCell {
        let cell = TableViewCell(style: .default, reuseIdentifier: "contact")
        let name = Label()
        name.frame = CGRect(x: 1, y: 0, width: 15, height: 1)
        name.restorationIdentifier = "name"
        cell.contentView.addSubview(name)
        _ = try? name.bind("text", to: "@cell.dataObject.name")
        return cell
    }

    func configure(_ cell: any TableCell, at indexPath: TableIndexPath) {
        (cell as? TableViewCell)?.dataObject = contact
    }
}
