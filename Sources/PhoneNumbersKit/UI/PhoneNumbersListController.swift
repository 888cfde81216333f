import CellControllers
import Foundation
import TerminalUI

/// The first page: the phone-numbers table, and a status line at the bottom with the keys. What
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

    override func handleKey(_ key: Key) -> Bool {
        guard key == .character("f") else { return super.handleKey(key) }
        guard let path = tableView.indexPathForSelectedRow,
            let row = tableController.cellController(at: path) as? PhoneNumberCellController
        else { return true }
        toggleFavorite(row.entry)
        return true
    }

    override var keyHelp: [KeyHelp] {
        [KeyHelp(keys: [.character("f")], title: "mark or unmark the number as a favorite")] + super.keyHelp
    }
}
