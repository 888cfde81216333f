import CellControllers

// snippet.hide
import TerminalUI

/// A row that opens another page, as in the TerminalUI article on tables.
final class LinkRow: CellController {
    let title: String
    let open: () -> Void
    init(title: String, open: @escaping () -> Void) { (self.title, self.open) = (title, open) }
    func makeCell(for table: any TableHost) -> any TableCell { TableViewCell(reuseIdentifier: reuseIdentifier) }
}
/// The sample app's address book and its phone-number rows, cut down to what the example uses.
struct AddressBook { var phoneNumbers: [String] }
final class PhoneNumberRow: CellController {
    let number: String
    init(_ number: String) { self.number = number }
    func makeCell(for table: any TableHost) -> any TableCell { TableViewCell(reuseIdentifier: reuseIdentifier) }
}
let book = AddressBook(phoneNumbers: ["555-0100", "555-0199"])
let tableView = TableView(style: .grouped)
// snippet.show
final class PhoneNumbersController: TableController {
    let book: AddressBook
    var openPlainPage: () -> Void = {}
    init(book: AddressBook) { self.book = book }

    @TableBuilder override func constructTableGroups() -> [TableSection] {
        TableSection(id: "links") { LinkRow(title: "Link to another page") { [weak self] in self?.openPlainPage() } }
        TableSection(id: "numbers") {
            for entry in book.phoneNumbers { PhoneNumberRow(entry) }
        }
    }
}
tableView.tableController = PhoneNumbersController(book: book)
// snippet.hide
guard let controller = tableView.tableController else { preconditionFailure("no controller") }
precondition(controller.sections.map(\.rows.count) == [1, 2], "\(controller.sections.map(\.rows.count))")
precondition(TableController().sections.map(\.rows.count) == [0], "the default is not one empty section")
