import CellControllers
import TerminalUI

final class LinkRow: CellController {
    let title: String
    let open: () -> Void
    init(title: String, open: @escaping () -> Void) { (self.title, self.open) = (title, open) }

    func makeCell(for table: any TableHost) -> any TableCell {
        TableViewCell(style: .default, reuseIdentifier: reuseIdentifier)
    }
    func configure(_ cell: any TableCell, at indexPath: TableIndexPath) {
        guard let cell = cell as? TableViewCell else { return }
        cell.textLabel.text = title
        cell.accessoryType = .disclosureIndicator
    }
    var handlesSelection: Bool { true }
    func didSelect(in table: any TableHost, at indexPath: TableIndexPath) { open() }
}

final class HomeController: TableController {
    var navigation: NavigationController?
    override func constructTableGroups() -> [TableSection] {
        [TableSection(headerTitle: "Links") {
            LinkRow(title: "Link to another page") { [weak self] in
                self?.navigation?.pushViewController(ViewController())
            }
        }]
    }
}

let rows = HomeController()
let home = TableViewController(tableController: rows, style: .grouped)
let navigation = NavigationController(rootViewController: home)
rows.navigation = navigation
// snippet.hide
let app = Application(rootViewController: navigation)
let screen = app.headlessFrame(columns: 30, rows: 4)
precondition(screen == "\n Links\n>Link to another page       ›\n", "the screen is:\n\(screen)")
_ = app.window.handle(.enter)
precondition(navigation.viewControllers.count == 2, "Enter on the link row did not push a page")
