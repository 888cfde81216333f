import CellControllers
import Foundation
import TerminalUI

final class LinkRow: CellController {
    let title: String
    let open: () -> Void
    init(title: String, open: @escaping () -> Void) { (self.title, self.open) = (title, open) }

    func makeCell(for table: any TableHost) -> any TableCell {
        let cell = TableViewCell(style: .default, reuseIdentifier: reuseIdentifier)
        cell.accessoryType = .disclosureIndicator
        return cell
    }
    func configure(_ cell: any TableCell, at indexPath: TableIndexPath) {
        (cell as? TableViewCell)?.textLabel.text = title
    }
    var handlesSelection: Bool { true }
    func didSelect(in table: any TableHost, at indexPath: TableIndexPath) { open() }
    var rowIdentity: AnyHashable { title }
    func hasSameContent(as other: any CellController) -> Bool {   // else a rebuilt row counts as changed
        (other as? LinkRow)?.title == title
    }
}

final class MenuController: TableController {
    var names = ["Ada", "Grace"]
    @TableBuilder override func constructTableGroups() -> [TableSection] {   // the one override point, built lazily
        TableSection(id: "links") { LinkRow(title: "Link to another page") { print("open") } }
        TableSection(id: "people", headerTitle: "People") {
            for name in names { LinkRow(title: name) { print(name) } }
        }
    }
}

let menu = MenuController()
let table = TableView(frame: CGRect(x: 0, y: 0, width: 30, height: 7), style: .grouped)
table.tableController = menu
let screen = table.renderedBuffer().plainText()                 // drawing asks the rows' controllers
menu.names.insert("Alan", at: 1)
// snippet.hide
/// Passes everything on to the table, and keeps the batches it is given.
final class RecordingHost: TableHost {
    let table: TableView
    var batches: [TableChangeset] = []
    var reloads = 0
    init(_ table: TableView) { self.table = table }
    func reloadData() {
        reloads += 1
        table.reloadData()
    }
    func performBatchUpdates(_ changeset: TableChangeset, animation: RowAnimation) {
        batches.append(changeset)
        table.performBatchUpdates(changeset, animation: animation)
    }
    func reconfigureRows(at indexPaths: [TableIndexPath]) { table.reconfigureRows(at: indexPaths) }
    func dequeueReusableCell(withIdentifier identifier: String) -> (any TableCell)? {
        table.dequeueReusableCell(withIdentifier: identifier)
    }
    var indexPathForSelectedRow: TableIndexPath? { table.indexPathForSelectedRow }
    func selectRow(at indexPath: TableIndexPath?) { table.selectRow(at: indexPath) }
}
let rowsBefore = [" Ada                        ›", " Grace                      ›"]
let header = " Link to another page       ›\n\n People\n"
precondition(screen == header + rowsBefore.joined(separator: "\n") + "\n\n", screen)
let recorder = RecordingHost(table)
menu.host = recorder
// snippet.show
menu.update()                                                   // diffed: one animated insert
// snippet.hide
let insertAlan = TableChangeset(rowInserts: [TableIndexPath(row: 1, section: 1)])
precondition(recorder.batches == [insertAlan] && recorder.reloads == 0, "update() sent \(recorder.batches)")
recorder.batches = []
// snippet.show
menu.removeRow(at: TableIndexPath(row: 9, section: 1))          // out of range: does nothing, as in 2010
// snippet.hide
precondition(recorder.batches.isEmpty && recorder.reloads == 0, "removeRow sent \(recorder.batches)")
precondition(menu.sections.map(\.rows.count) == [1, 3], "\(menu.sections.map(\.rows.count))")
let after = table.renderedBuffer().plainText()
let rowsAfter = [" Ada                        ›", " Alan                       ›", " Grace                      ›"]
precondition(after == header + rowsAfter.joined(separator: "\n") + "\n", after)
