import CellControllers
import Foundation
import TerminalUI

/// The first page: the phone-numbers table, and a status line at the bottom with the keys; `m`
/// (or F10) on a phone row opens its actions menu. What
/// went wrong (a favorite that could not be saved) shows over it until the next key, in the app's
/// ``StatusMessagePanel``.
final class PhoneNumbersListController: ViewController {
    let tableController: PhoneNumbersTableController
    let tableView = TableView(frame: .zero, style: .grouped)
    let statusLine = Label(text: PhoneNumbersListController.help)
    /// What `f` does to the selected phone row; set by the app.
    var toggleFavorite: (PhoneNumberEntry) -> Void = { _ in }

    /// The keys a newcomer needs first; `?` lists them all, `/` filters the table.
    static let help = "/ filter  f favorite  ? keys  q quit"

    init(tableController: PhoneNumbersTableController) {
        self.tableController = tableController
        super.init()
        title = "Phone Numbers"
    }

    override func loadView() {
        statusLine.styleClasses = ["status"]
        view = StatusLinePage(content: tableView, statusLine: statusLine)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.tableController = tableController
    }

    /// The selected row when it is a phone number's.
    private var selectedPhoneRow: PhoneNumberCellController? {
        tableView.indexPathForSelectedRow.flatMap {
            tableController.cellController(at: $0) as? PhoneNumberCellController
        }
    }

    override func handleKey(_ key: Key) -> Bool {
        guard key == .character("f") else { return super.handleKey(key) }
        if let row = selectedPhoneRow { toggleFavorite(row.entry) }
        return true
    }

    override var keyHelp: [KeyHelp] {
        [KeyHelp(keys: [.character("f")], title: "mark or unmark the number as a favorite")] + super.keyHelp
    }

    /// `m` on a phone row: open its detail page, or mark it as a favorite; removing a favorite
    /// asks first, since the star is the only trace of the choice.
    override var contextMenu: Menu? {
        guard let row = selectedPhoneRow else { return nil }
        let entry = row.entry
        let favorite =
            row.isFavorite
            ? MenuAction(title: "Remove from favorites…", attributes: .destructive) { [weak self] _ in
                self?.confirmRemovingFavorite(entry)
            }
            : MenuAction(title: "Mark as favorite") { [weak self] _ in self?.toggleFavorite(entry) }
        return Menu(
            title: entry.displayName,
            children: [
                MenuAction(title: "Show details") { [weak self] _ in self?.tableController.openDetail(entry) },
                favorite,
            ])
    }

    private func confirmRemovingFavorite(_ entry: PhoneNumberEntry) {
        let alert = AlertController(
            title: "Remove from favorites?", message: "\(entry.displayName), \(entry.number), loses its star.",
            preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(
            AlertAction(title: "Remove", style: .destructive) { [weak self] _ in self?.toggleFavorite(entry) })
        present(alert)
    }
}
