import CellControllers
import Foundation
import StringCoding
import Testing

@testable import TerminalUI

@MainActor @Suite struct TableViewControllerTests {
    private func linkSections(opening page: @escaping () -> Void) -> [TableSection] {
        [TableSection(rows: [OpeningRow("Link to another page", open: page)]), TableSection(rows: numberedRows(2))]
    }

    @Test func thePushedTableFillsTheScreenAndHasTheFocus() {
        let first = TableViewController(tableController: FixedController([]), style: .plain)
        first.title = "Home"
        let navigation = NavigationController(rootViewController: first)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 30, height: 4))
        window.rootViewController = navigation
        #expect(window.focusedView === first.tableView)
        let numbers = TableViewController(style: .grouped)
        numbers.title = "Numbers"
        numbers.tableController = FixedController(linkSections { navigation.popViewController() })
        navigation.pushViewController(numbers)
        #expect(window.focusedView === numbers.tableView)
        #expect(numbers.tableView.frame == CGRect(x: 0, y: 0, width: 30, height: 3))
        #expect(numbers.tableView.style == .grouped)
        #expect(
            screen(window) == [
                " ‹ Home    Numbers",
                " Link to another page       ›",
                "",
                " Row 0",
            ])
        #expect(window.render()[0, 1].style.background == TableViewCell.blueHighlight)
        window.handle(.enter)
        #expect(navigation.topViewController === first)
        #expect(window.focusedView === first.tableView)
    }

    @Test func escapeStillGoesBackFromAFocusedTable() {
        let home = TableViewController(tableController: FixedController([TableSection(rows: numberedRows(1))]))
        let navigation = NavigationController(rootViewController: home)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 20, height: 4))
        window.rootViewController = navigation
        let detail = TableViewController(tableController: FixedController([TableSection(rows: numberedRows(3))]))
        navigation.pushViewController(detail)
        window.handle(.down)
        #expect(detail.tableView.indexPathForSelectedRow == TableIndexPath(row: 1, section: 0))
        #expect(window.handle(.escape))
        #expect(navigation.topViewController === home)
        #expect(detail.tableController?.host === detail.tableView)
    }

    @Test func tablesAndCellsComeFromDescriptionFilesAndTakeStylesheets() throws {
        let yaml = """
            type: TableView
            frame: "0 0 20 3"
            attributes: { style: grouped, rowHeight: "2", sectionHeaderHeight: "0" }
            """
        let table = try #require(try ViewDescription(data: Data(yaml.utf8), source: "t.yaml").makeView() as? TableView)
        #expect(table.style == .grouped && table.rowHeight == 2 && table.sectionHeaderHeight == 0)
        table.rowHeight = 1
        let window = Window(frame: CGRect(x: 0, y: 0, width: 20, height: 3))
        window.addSubview(table)
        let rows = [TextRow("Tagged"), TextRow("Plain")]
        table.tableController = FixedController([TableSection(rows: rows)])
        _ = window.render()
        table.cellForRow(at: TableIndexPath(row: 0, section: 0))?.styleClasses = ["tagged"]
        try SelectorStylesheet(
            data: Data(
                """
                TableViewCell: { accessoryType: checkmark }
                TableViewCell.tagged Label: { textColor: red }
                TableView TableViewCell.tagged: { accessoryType: detailButton }
                """.utf8), source: "theme.yaml"
        ).apply(to: window)
        #expect(screen(window) == [" Tagged           ⓘ", " Plain            ✓", ""])
        #expect(table.cellForRow(at: TableIndexPath(row: 0, section: 0))?.textLabel.textColor == .red)
        #expect(ViewRegistry.standard.makeView(named: "TerminalUI.TableViewCell") is TableViewCell)
    }
}

/// A row that opens something when selected, like the sample app's link row.
final class OpeningRow: CellController {
    let title: String
    let open: () -> Void
    init(_ title: String, open: @escaping () -> Void) {
        self.title = title
        self.open = open
    }

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
