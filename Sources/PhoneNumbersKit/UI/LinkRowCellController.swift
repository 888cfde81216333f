import CellControllers
import TerminalUI

/// The top group's row: a title with a disclosure indicator that opens a page, as in the seed
/// article's `LinkRowCellController`.
final class LinkRowCellController: CellController {
    let label: String
    private let open: () -> Void

    init(label: String, open: @escaping () -> Void) {
        self.label = label
        self.open = open
    }

    func makeCell(for table: any TableHost) -> any TableCell {
        let cell = TableViewCell(style: .default, reuseIdentifier: reuseIdentifier)
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func configure(_ cell: any TableCell, at indexPath: TableIndexPath) {
        (cell as? TableViewCell)?.textLabel.text = label
    }

    var handlesSelection: Bool { true }

    func didSelect(in table: any TableHost, at indexPath: TableIndexPath) { open() }

    var rowIdentity: AnyHashable { "link:\(label)" }
    func hasSameContent(as other: any CellController) -> Bool { (other as? Self)?.label == label }
}
