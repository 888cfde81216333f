import CellControllers

/// A table host that remembers what it was told, and the rows the controller showed at each call.
final class RecordingHost: TableHost {
    enum Call: Equatable {
        case reloadData
        case batch(TableChangeset, RowAnimation)
        case reconfigure([TableIndexPath])
        case select(TableIndexPath?)
    }

    var calls: [Call] = []
    /// The controller's rows (by title) when each call arrived.
    var snapshots: [[[String]]] = []
    var reusable: [String: [any TableCell]] = [:]
    weak var controller: TableController?
    var reloadSemantics = ReloadSemantics.byOldPosition
    var indexPathForSelectedRow: TableIndexPath?

    func reloadData() { record(.reloadData) }
    func performBatchUpdates(_ changeset: TableChangeset, animation: RowAnimation) {
        record(.batch(changeset, animation))
    }
    func reconfigureRows(at indexPaths: [TableIndexPath]) { record(.reconfigure(indexPaths)) }
    func dequeueReusableCell(withIdentifier identifier: String) -> (any TableCell)? {
        reusable[identifier]?.popLast()
    }

    /// Selects as a table does when code selects a row: the controller hears of the change.
    func selectRow(at indexPath: TableIndexPath?) {
        record(.select(indexPath))
        guard indexPath != indexPathForSelectedRow else { return }
        indexPathForSelectedRow = indexPath
        controller?.selectionDidChange(to: indexPath)
    }

    /// The user moves the selection to `indexPath`.
    func userSelects(_ indexPath: TableIndexPath?) {
        indexPathForSelectedRow = indexPath
        controller?.selectionDidChange(to: indexPath)
    }

    private func record(_ call: Call) {
        calls.append(call)
        snapshots.append(controller.map(titles) ?? [])
    }
}

/// The titles of a controller's rows, section by section.
@MainActor func titles(_ controller: TableController) -> [[String]] {
    controller.sections.map { section in section.rows.map { ($0 as? TitleRow)?.title ?? "?" } }
}

final class TextCell: TableCell {
    let reuseIdentifier: String?
    var text = ""
    init(reuseIdentifier: String?) { self.reuseIdentifier = reuseIdentifier }
}

/// A row showing a title, identified by it; selecting it records the selection.
final class TitleRow: CellController, DataCellController {
    let title: String
    var rowData: Int
    var selectable: Bool
    var selections: [TableIndexPath] = []
    var height: Double?

    init(_ title: String, data: Int = 0, selectable: Bool = false, height: Double? = nil) {
        self.title = title
        self.rowData = data
        self.selectable = selectable
        self.height = height
    }

    func makeCell(for table: any TableHost) -> any TableCell { TextCell(reuseIdentifier: reuseIdentifier) }
    func configure(_ cell: any TableCell, at indexPath: TableIndexPath) {
        (cell as? TextCell)?.text = "\(title) \(rowData)"
    }
    var handlesSelection: Bool { selectable }
    func didSelect(in table: any TableHost, at indexPath: TableIndexPath) { selections.append(indexPath) }
    var rowHeight: Double? { height }
    var rowIdentity: AnyHashable { title }
    func hasSameContent(as other: any CellController) -> Bool { (other as? TitleRow)?.rowData == rowData }
}

/// A controller whose sections are whatever `groups` holds when it constructs them.
final class ListController: TableController {
    var groups: [[TitleRow]]
    var constructions = 0

    init(_ groups: [[TitleRow]]) { self.groups = groups }

    override func constructTableGroups() -> [TableSection] {
        constructions += 1
        return groups.enumerated().map { index, rows in
            TableSection(id: index, headerTitle: "Group \(index)", rows: rows)
        }
    }
}
