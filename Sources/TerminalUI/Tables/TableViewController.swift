import CellControllers
import Foundation
import KeyCoding

/// A screen that is one table: the Swift stand-in for `UITableViewController`.
///
/// Its ``tableView`` fills its view and follows its size. The table is the first view on the
/// screen that can take the focus, so it has the focus when the screen appears in a window or a
/// navigation controller, and the arrows move its selection at once.
///
/// ```swift
/// let numbers = TableViewController(tableController: PhoneNumbersController(book: book), style: .grouped)
/// numbers.title = "Phone Numbers"
/// let navigation = NavigationController(rootViewController: numbers)
/// window.rootViewController = navigation   // the table has the focus
/// ```
@Keyed open class TableViewController: ViewController {
    /// The table, filling the view.
    ///
    /// ```swift
    /// controller.tableView.rowHeight = 2
    /// ```
    public let tableView: TableView

    /// The controller of the table's rows: the table's own ``TableView/tableController``.
    ///
    /// ```swift
    /// controller.tableController = ContactsController()
    /// ```
    @NotKeyed public var tableController: TableController? {
        get { tableView.tableController }
        set { tableView.tableController = newValue }
    }

    /// A screen showing `tableController`'s rows in a table of `style`.
    ///
    /// ```swift
    /// let screen = TableViewController(tableController: SettingsController(), style: .grouped)
    /// ```
    public init(tableController: TableController? = nil, style: TableViewStyle = .plain) {
        tableView = TableView(frame: .zero, style: style)
        super.init()
        tableView.tableController = tableController
    }

    open override func loadView() {
        let container = View()
        tableView.frame = container.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(tableView)
        view = container
    }
}
