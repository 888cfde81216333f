import CellControllers
import TerminalUI

// snippet.hide
import Foundation

/// The phone numbers the rows show, and remove.
final class AddressBook {
    var numbers = ["555-0100", "555-0199"]
    func remove(_ number: String) { numbers.removeAll { $0 == number } }
}
// snippet.show
final class PhoneNumberRow: CellController {
    // …
    // snippet.hide
    let book: AddressBook
    let number: String
    init(book: AddressBook, number: String) { (self.book, self.number) = (book, number) }
    func makeCell(for table: any TableHost) -> any TableCell { TableViewCell(reuseIdentifier: reuseIdentifier) }
    func configure(_ cell: any TableCell, at indexPath: TableIndexPath) {
        (cell as? TableViewCell)?.textLabel.text = number
    }
    // snippet.show
    var editingStyle: CellEditingStyle { .delete }
    func commit(_ editingStyle: CellEditingStyle, in table: any TableHost, at indexPath: TableIndexPath) {
        book.remove(number)
        (table as? TableView)?.tableController?.removeRow(at: indexPath)
    }
}
// snippet.hide
final class NumbersController: TableController {
    let book = AddressBook()
    override func constructTableGroups() -> [TableSection] {
        [TableSection(rows: book.numbers.map { PhoneNumberRow(book: book, number: $0) })]
    }
}
let controller = NumbersController()
let table = TableView(frame: CGRect(x: 0, y: 0, width: 20, height: 3), style: .plain)
table.tableController = controller
table.setEditing(true, animated: false)
let before = table.renderedBuffer().plainText()
precondition(before == " ⊖ 555-0100\n ⊖ 555-0199\n", "the editing table is:\n\(before)")
_ = table.handleKey(Key.down)
_ = table.handleKey(Key.delete)
precondition(controller.book.numbers == ["555-0199"], "\(controller.book.numbers)")
let after = table.renderedBuffer().plainText()
precondition(after == " ⊖ 555-0199\n\n", "after deleting, the table is:\n\(after)")
let selected = table.indexPathForSelectedRow
precondition(selected == TableIndexPath(row: 0, section: 0), "the selection is \(String(describing: selected))")

// The table in editing mode that the article shows above the example.
final class ContactRow: CellController {
    let (name, number): (String, String)
    let editingStyle: CellEditingStyle
    init(_ name: String, _ number: String, editingStyle: CellEditingStyle) {
        (self.name, self.number, self.editingStyle) = (name, number, editingStyle)
    }
    func makeCell(for table: any TableHost) -> any TableCell { TableViewCell(style: .value1) }
    func configure(_ cell: any TableCell, at indexPath: TableIndexPath) {
        guard let cell = cell as? TableViewCell else { return }
        cell.textLabel.text = name
        cell.detailTextLabel.text = number
    }
}
final class ContactsController: TableController {
    override func constructTableGroups() -> [TableSection] {
        [
            TableSection(rows: [
                ContactRow("Ada (mobile)", "555-0100", editingStyle: .delete),
                ContactRow("Bob (home)", "555-0199", editingStyle: .delete),
                ContactRow("Add a number", "", editingStyle: .insert),
            ])
        ]
    }
}
let contacts = TableView(frame: CGRect(x: 0, y: 0, width: 26, height: 3), style: .plain)
contacts.tableController = ContactsController()
contacts.setEditing(true, animated: false)
print(contacts.renderedBuffer().plainText())
