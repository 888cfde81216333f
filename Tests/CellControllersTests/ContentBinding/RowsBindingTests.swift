import CellControllers
import LoomTestSupport
import Observation
import Testing

/// Rows bound to a model's array: each change of the array reaches the host by itself, as the
/// diff's batches.
@MainActor @Suite struct RowsBindingTests {
    @Test func bindingShowsTheArrayAndReloadsTheHostOnce() throws {
        let library = Library(books: books("abc"))
        let table = try BoundTable(library)
        #expect(table.host.calls == [.reloadData])
        #expect(table.titles == [["a", "b", "c"]])
        #expect(table.madeRows == 3)
        #expect(table.binding.keyPath == "books")
        #expect(table.controller.rowsBinding === table.binding)
    }

    @Test func anInsertReachesTheHostAsOneInsertWithoutUpdate() async throws {
        let library = Library(books: books("abc"))
        let table = try BoundTable(library)
        library.books.insert(Book(id: 9, title: "x"), at: 1)
        #expect(await Patience.waitSuspending { table.host.calls.count >= 2 })
        #expect(table.host.calls == [.reloadData, .batch(TableChangeset(rowInserts: [path(0, 1)]), .automatic)])
        #expect(table.titles == [["a", "x", "b", "c"]])
        #expect(table.madeRows == 4)  // the rows that stayed kept their controllers
    }

    @Test func aRemovalIsOneDelete() async throws {
        let library = Library(books: books("abc"))
        let table = try BoundTable(library)
        library.books.remove(at: 2)
        #expect(await Patience.waitSuspending { table.batches.count >= 1 })
        #expect(table.batches == [TableChangeset(rowDeletes: [path(0, 2)])])
        #expect(table.titles == [["a", "b"]])
    }

    @Test func aMoveIsOneMove() async throws {
        let library = Library(books: books("abcde"))
        let table = try BoundTable(library)
        library.books.insert(library.books.remove(at: 4), at: 1)
        #expect(await Patience.waitSuspending { table.batches.count >= 1 })
        #expect(table.batches == [TableChangeset(rowMoves: [RowMove(from: path(0, 4), to: path(0, 1))])])
        #expect(table.titles == [["a", "e", "b", "c", "d"]])
        #expect(table.madeRows == 5)
    }

    @Test func anElementReplacedByAChangedOneOfTheSameIdentityIsReloadedWithANewController() async throws {
        let library = Library(books: books("abc"))
        let table = try BoundTable(library)
        let before = table.controller.sections[0].rows[1]
        library.books[1].title = "B"
        #expect(await Patience.waitSuspending { table.batches.count >= 1 })
        #expect(table.batches == [TableChangeset(rowReloads: [path(0, 1)])])
        #expect(table.titles == [["a", "B", "c"]])
        #expect(table.controller.sections[0].rows[1] !== before)
        #expect(table.madeRows == 4)
    }

    @Test func anElementReplacedByAnotherIsADeleteAndAnInsert() async throws {
        let library = Library(books: books("abc"))
        let table = try BoundTable(library)
        library.books[1] = Book(id: 7, title: "y")
        #expect(await Patience.waitSuspending { table.batches.count >= 1 })
        #expect(table.batches == [TableChangeset(rowDeletes: [path(0, 1)], rowInserts: [path(0, 1)])])
        #expect(table.titles == [["a", "y", "c"]])
    }

    @Test func changesMadeTogetherAreOneBatch() async throws {
        let library = Library(books: books("abcd"))
        let table = try BoundTable(library)
        library.books.remove(at: 0)
        library.books.append(Book(id: 8, title: "z"))
        library.books[0].title = "B"
        #expect(await Patience.waitSuspending { table.batches.count >= 1 })
        #expect(
            table.batches == [
                TableChangeset(rowDeletes: [path(0, 0)], rowInserts: [path(0, 3)], rowReloads: [path(0, 1)])
            ])
        #expect(table.titles == [["B", "c", "d", "z"]])
    }

    @Test func oneInsertIntoTenThousandBoundRowsIsOneBatchWithOneInsert() async throws {
        let library = Library(books: (0..<10_000).map { Book(id: $0, title: "\($0)") })
        let table = try BoundTable(library)
        library.books.insert(Book(id: 10_000, title: "new"), at: 5_000)
        #expect(await Patience.waitSuspending { table.host.calls.count >= 2 })
        #expect(table.host.calls == [.reloadData, .batch(TableChangeset(rowInserts: [path(0, 5_000)]), .automatic)])
        #expect(table.madeRows == 10_001)
        #expect(table.controller.numberOfRows(inSection: 0) == 10_001)
    }

    @Test func updateShowsAChangeAtOnceAndTheLaterDeliveryAddsNothing() async throws {
        let library = Library(books: books("ab"))
        let table = try BoundTable(library)
        library.books.append(Book(id: 5, title: "c"))
        table.binding.update()
        #expect(table.batches == [TableChangeset(rowInserts: [path(0, 2)])])
        library.name = "Other"  // a change elsewhere in the model, seen once the delivery is done
        library.books.append(Book(id: 6, title: "d"))
        #expect(await Patience.waitSuspending { table.batches.count >= 2 })
        #expect(table.batches == [TableChangeset(rowInserts: [path(0, 2)]), TableChangeset(rowInserts: [path(0, 3)])])
    }

    @Test func aNilArrayShowsNoRows() throws {
        let shelf = Shelf()
        let controller = TableController()
        try controller.bindRows(to: "books", of: shelf) { (book: Book) in BookRow(book) }
        #expect(controller.sections.map(\.rows.count) == [0])
    }

    @Test func updateAndReloadKeepTheBoundRows() throws {
        let library = Library(books: books("ab"))
        let table = try BoundTable(library)
        table.controller.update()
        table.controller.updateAndReload()
        #expect(table.titles == [["a", "b"]])
        #expect(table.host.calls == [.reloadData, .reloadData])
    }

    @Test func objectsAreTheirOwnIdentity() async throws {
        let notebook = Notebook()
        let host = RecordingHost()
        let controller = TableController()
        controller.host = host
        try controller.bindRows(to: "notes", of: notebook) { (note: Note) in NoteRow(note) }
        notebook.notes[0].text = "A"  // the same object: its row stays as it is
        notebook.notes.swapAt(0, 1)
        #expect(await Patience.waitSuspending { host.calls.count >= 2 })
        #expect(
            host.calls.last == .batch(TableChangeset(rowMoves: [RowMove(from: path(0, 0), to: path(0, 1))]), .automatic)
        )
        #expect(controller.sections[0].rows.compactMap { ($0 as? NoteRow)?.note.text } == ["b", "A"])
    }

    @Test func bindingAgainReplacesTheRowsAndStopsFollowingTheFirstArray() async throws {
        let library = Library(books: books("ab"), shelves: [books("xyz")])
        let table = try BoundTable(library)
        try table.controller.bindRows(to: "shelves", of: library, sections: .arrayOfArrays()) { (book: Book) in
            BookRow(book)
        }
        #expect(table.titles == [["x", "y", "z"]])
        library.books.append(Book(id: 3, title: "c"))
        library.shelves[0].removeLast()
        #expect(await Patience.waitSuspending { table.batches.count >= 1 })
        #expect(table.batches == [TableChangeset(rowDeletes: [path(0, 2)])])
    }

    @Test func errorsWhenBinding() throws {
        let library = Library(books: books("ab"))
        let controller = TableController()
        #expect(
            throws: TableBindingError(
                .unreadable, binding: "Library.bokks", reason: #"Library has no key "bokks"; did you mean "books"?"#)
        ) {
            try controller.bindRows(to: "bokks", of: library) { (book: Book) in BookRow(book) }
        }
        let error = #expect(throws: TableBindingError.self) {
            try controller.bindRows(to: "name", of: library) { (book: Book) in BookRow(book) }
        }
        #expect(
            error?.description
                == "cannot bind the rows to Library.name: it holds a value of type String, expected [Book]")
        let shelves = #expect(throws: TableBindingError.self) {
            try controller.bindRows(to: "books", of: library, sections: .arrayOfArrays()) { (book: Book) in
                BookRow(book)
            }
        }
        #expect(
            shelves?.description
                == "cannot bind the rows to Library.books: it holds a value of type [Book], expected [[Book]]")
        #expect(controller.rowsBinding == nil)
    }
}
