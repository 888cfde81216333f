import CellControllers
import Foundation
import Testing

@testable import TerminalUI

// The README's CellControllers example, as written there (keep the two the same).
private final class LinkRow: CellController {
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
}

private final class MenuController: TableController {
    var names = ["Ada", "Grace"]
    @TableBuilder override func constructTableGroups() -> [TableSection] {
        TableSection(id: "links") { LinkRow(title: "Link to another page") { print("open") } }
        TableSection(id: "people", headerTitle: "People") {
            for name in names { LinkRow(title: name) { print(name) } }
        }
    }
}

@Suite struct ReadmeTableExampleTests {
    @Test func theReadmesMenuShowsItsRowsAndInsertsOne() {
        let menu = MenuController()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 30, height: 7), style: .grouped)
        table.tableController = menu
        #expect(
            table.renderedBuffer().plainText() == """
                 Link to another page       ›

                 People
                 Ada                        ›
                 Grace                      ›


                """)
        menu.names.insert("Alan", at: 1)
        menu.update()
        menu.removeRow(at: TableIndexPath(row: 9, section: 1))
        #expect(
            table.renderedBuffer().plainText() == """
                 Link to another page       ›

                 People
                 Ada                        ›
                 Alan                       ›
                 Grace                      ›

                """)
    }
}
