import CellControllers
import LoomTestSupport
import Testing

/// A table's selection bound both ways to a model property holding the selected element.
@MainActor @Suite struct SelectionBindingTests {
    /// A table of books a…e whose selection is bound to `selectedBook`.
    func boundTable(_ library: Library) throws -> BoundTable {
        let table = try BoundTable(library)
        try table.binding.bindSelection(to: "selectedBook")
        return table
    }

    @Test func theModelsSelectionSelectsItsRow() async throws {
        let library = Library(books: books("abcde"))
        library.selectedBook = library.books[1]
        let table = try boundTable(library)
        #expect(table.host.indexPathForSelectedRow == path(0, 1))
        #expect(table.binding.selectionKeyPath == "selectedBook")

        library.selectedBook = library.books[3]
        #expect(await Patience.waitSuspending { table.host.indexPathForSelectedRow == path(0, 3) })
        library.selectedBook = nil
        #expect(await Patience.waitSuspending { table.host.indexPathForSelectedRow == nil })
        #expect(table.binding.lastError == nil)
    }

    @Test func theRowTheUserSelectsIsWrittenIntoTheModel() throws {
        let library = Library(books: books("abcde"))
        let table = try boundTable(library)
        table.host.userSelects(path(0, 2))
        #expect(library.selectedBook == library.books[2])
        table.host.userSelects(nil)
        #expect(library.selectedBook == nil)
    }

    @Test func whenTheSelectedElementIsRemovedTheRowThatTookItsPlaceIsSelected() async throws {
        let library = Library(books: books("abcde"))
        let table = try boundTable(library)
        table.host.userSelects(path(0, 1))
        library.books.removeSubrange(1...2)  // b and c
        #expect(await Patience.waitSuspending { table.batches.count >= 1 })
        #expect(table.host.indexPathForSelectedRow == path(0, 1))
        #expect(library.selectedBook?.title == "d")

        library.books.removeLast(2)  // d, selected, and e: the last row left takes the selection
        #expect(await Patience.waitSuspending { table.batches.count >= 2 })
        #expect(table.host.indexPathForSelectedRow == path(0, 0))
        #expect(library.selectedBook?.title == "a")

        library.books.removeAll()
        #expect(await Patience.waitSuspending { table.batches.count >= 3 })
        #expect(table.host.indexPathForSelectedRow == nil)
        #expect(library.selectedBook == nil)
        #expect(table.binding.lastError == nil)
    }

    @Test func aSelectionTheModelChangesWithTheRowsIsTheModels() async throws {
        let library = Library(books: books("abc"))
        let table = try boundTable(library)
        table.host.userSelects(path(0, 1))
        library.books.remove(at: 1)
        library.selectedBook = nil  // cleared with the removal: stays cleared
        #expect(await Patience.waitSuspending { table.batches.count >= 1 })
        #expect(table.host.indexPathForSelectedRow == nil)
        #expect(library.selectedBook == nil)

        let added = Book(id: 9, title: "z")
        library.selectedBook = added  // selected before the array that holds it changes
        library.books.append(added)
        #expect(await Patience.waitSuspending { table.host.indexPathForSelectedRow == path(0, 2) })
        #expect(table.binding.lastError == nil)
    }

    @Test func aSelectionTheModelRefusesIsNotWrittenAndTheTableShowsTheModelsAgain() throws {
        let library = Library(books: books("abc"))
        library.lockedTitle = "c"
        let table = try boundTable(library)
        var reported: [String] = []
        table.binding.errorHandler = { reported.append("\($0)") }
        table.host.userSelects(path(0, 1))
        table.host.userSelects(path(0, 2))
        #expect(library.selectedBook?.title == "b")
        #expect(table.host.indexPathForSelectedRow == path(0, 1))
        let message =
            "the selection bound to Library.selectedBook: the model did not take the Book of row [0, 2]: "
            + #"invalid value for Library.selectedBook: "c" is locked"#
        #expect(reported == [message])
        #expect(table.binding.lastError?.kind == .selectionRefused)
    }

    @Test func aSelectionThatIsNotAmongTheRowsSelectsNoneAndIsReported() async throws {
        let library = Library(books: books("abc"))
        let table = try boundTable(library)
        table.host.userSelects(path(0, 0))
        library.selectedBook = Book(id: 42, title: "q")
        #expect(await Patience.waitSuspending { table.host.indexPathForSelectedRow == nil })
        #expect(
            table.binding.lastError?.description
                == "the selection bound to Library.selectedBook: it holds a Book (row identity 42) that is not among "
                + "the rows of Library.books, so no row is selected")
    }

    @Test func theSelectionMustHoldTheRowsElementType() throws {
        let library = Library(books: books("abc"))
        let table = try BoundTable(library)
        #expect(
            throws: TableBindingError(
                .selectionTypeMismatch, binding: "Library.name",
                reason: "it is declared String, expected Book? or Book, the rows' element type")
        ) {
            try table.binding.bindSelection(to: "name")
        }
        let error = #expect(throws: TableBindingError.self) { try table.binding.bindSelection(to: "selectedBok") }
        #expect(
            error?.description
                == #"cannot read Library.selectedBok: Library has no key "selectedBok"; did you mean "selectedBook"?"#)
        #expect(table.binding.selectionKeyPath == nil)
    }
}
