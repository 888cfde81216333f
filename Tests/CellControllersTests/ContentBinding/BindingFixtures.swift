import CellControllers
import Observation

struct Book: Identifiable, Equatable {
    var id: Int
    var title: String
    var author = ""
}

/// A model whose books a table binds to, with a selection that refuses locked books.
@Observable @Keyed final class Library {
    var books: [Book] = []
    var shelves: [[Book]] = []
    var selectedBook: Book?
    var name = "Library"
    var lockedTitle: String?

    init(books: [Book] = [], shelves: [[Book]] = []) {
        self.books = books
        self.shelves = shelves
    }

    func validateValue(_ value: inout Any?, forKey key: String) throws {
        guard key == "selectedBook", let book = value as? Book, book.title == lockedTitle else { return }
        throw KeyCodingError.invalidValue(
            type: "Library", key: key, keyPath: key, reason: "\"\(book.title)\" is locked")
    }
}

/// A book's row, showing its title; the factory counts the rows it makes.
final class BookRow: CellController {
    let book: Book
    init(_ book: Book) { self.book = book }
    func makeCell(for table: any TableHost) -> any TableCell { TextCell(reuseIdentifier: reuseIdentifier) }
    var handlesSelection: Bool { true }
}

/// Books titled by letter, `a`, `b`, … with ids from 0.
func books(_ titles: String) -> [Book] {
    titles.enumerated().map { Book(id: $0.offset, title: String($0.element)) }
}

/// A controller attached to a recording host, with its rows bound to `keyPath` of `library`.
@MainActor final class BoundTable {
    let controller = TableController()
    let host = RecordingHost()
    private let made = RowCount()
    let binding: TableContentBinding

    /// How many row controllers the factory made.
    var madeRows: Int { made.count }

    init(_ library: Library, keyPath: String = "books", sections: BoundSections<Book> = .oneSection) throws {
        host.controller = controller
        controller.host = host
        let made = made
        binding = try controller.bindRows(to: keyPath, of: library, sections: sections) { (book: Book) in
            made.count += 1
            return BookRow(book)
        }
    }

    /// The titles of the rows, section by section.
    var titles: [[String]] {
        controller.sections.map { $0.rows.map { ($0 as? BookRow)?.book.title ?? "?" } }
    }

    /// The batches recorded since the bind's reload.
    var batches: [TableChangeset] {
        host.calls.compactMap { call in
            if case .batch(let changeset, _) = call { return changeset }
            return nil
        }
    }
}

@MainActor final class RowCount {
    var count = 0
}

/// A model whose array may be nil.
@Observable @Keyed final class Shelf {
    var books: [Book]? = nil
}

/// Notes are objects: each is its own row's identity.
@Observable @Keyed final class Note {
    var text: String
    init(_ text: String) { self.text = text }
}

@Observable @Keyed final class Notebook {
    var notes: [Note] = [Note("a"), Note("b")]
}

final class NoteRow: CellController {
    let note: Note
    init(_ note: Note) { self.note = note }
    func makeCell(for table: any TableHost) -> any TableCell { TextCell(reuseIdentifier: nil) }
}
