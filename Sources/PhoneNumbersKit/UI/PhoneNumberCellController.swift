import CellControllers
import TerminalUI

/// A bottom-group row: "First Last (kind)" and the number, in two columns, as in the seed article's
/// `PhoneNumberCellController`. Favorites are marked with a star. Selecting the row opens its
/// detail page (the article's rows had no selection; a terminal has no other way to see more).
/// The table's filter (`/`) finds a row by its name, kind or number.
final class PhoneNumberCellController: CellController {
    let entry: PhoneNumberEntry
    let isFavorite: Bool
    private let open: (PhoneNumberEntry) -> Void

    init(entry: PhoneNumberEntry, isFavorite: Bool, open: @escaping (PhoneNumberEntry) -> Void) {
        self.entry = entry
        self.isFavorite = isFavorite
        self.open = open
    }

    func makeCell(for table: any TableHost) -> any TableCell {
        TableViewCell(style: .value1, reuseIdentifier: reuseIdentifier)
    }

    func configure(_ cell: any TableCell, at indexPath: TableIndexPath) {
        guard let cell = cell as? TableViewCell else { return }
        cell.textLabel.text = (isFavorite ? "★ " : "  ") + entry.displayName
        cell.detailTextLabel.text = entry.number
    }

    var handlesSelection: Bool { true }

    func didSelect(in table: any TableHost, at indexPath: TableIndexPath) { open(entry) }

    var rowIdentity: AnyHashable { entry.id }

    /// The table's filter looks in the name and kind, the number as shown, and its digits alone,
    /// so that "5550178" finds "(555) 017-8547" whatever the punctuation.
    var searchableTexts: [String]? {
        [entry.displayName, entry.number, entry.number.filter(\.isNumber)]
    }

    func hasSameContent(as other: any CellController) -> Bool {
        guard let other = other as? PhoneNumberCellController else { return false }
        return other.entry == entry && other.isFavorite == isFavorite
    }
}
