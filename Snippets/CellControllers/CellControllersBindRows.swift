import CellControllers
import Observation

// snippet.hide
/// A row showing one book; a real one makes and configures a table view cell.
final class BookRow: CellController {
    let book: Book
    init(_ book: Book) { self.book = book }
    func makeCell(for table: any TableHost) -> any TableCell { BookCell() }
}
final class BookCell: TableCell {
    var reuseIdentifier: String? { nil }
}
/// A table that keeps the batches it is given and the row it selects.
final class RecordingTable: TableHost {
    var batches: [TableChangeset] = []
    var indexPathForSelectedRow: TableIndexPath?
    func reloadData() {}
    func performBatchUpdates(_ changeset: TableChangeset, animation: RowAnimation) { batches.append(changeset) }
    func reconfigureRows(at indexPaths: [TableIndexPath]) {}
    func dequeueReusableCell(withIdentifier identifier: String) -> (any TableCell)? { nil }
    func selectRow(at indexPath: TableIndexPath?) { indexPathForSelectedRow = indexPath }
}
let tableView = RecordingTable()
// snippet.show
struct Book: Identifiable, Equatable {
    var id: Int
    var title: String
}

@Observable @Keyed final class Library {
    var books = [Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma")]
    var selectedBook: Book?
}

let library = Library()
let controller = TableController()
controller.host = tableView
let binding = try controller.bindRows(to: "books", of: library) { (book: Book) in BookRow(book) }
try binding.bindSelection(to: "selectedBook")

library.books.insert(Book(id: 3, title: "Ulysses"), at: 1)  // the table gets one insert, at row 1
library.selectedBook = library.books[2]  // and selects row 2
// snippet.hide
binding.update()  // now rather than on the main actor's next turn, for the checks below
let insert = TableChangeset(rowInserts: [TableIndexPath(row: 1, section: 0)])
precondition(tableView.batches == [insert], "\(tableView.batches)")
precondition(tableView.indexPathForSelectedRow == TableIndexPath(row: 2, section: 0), "no selection")
