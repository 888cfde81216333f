import CellControllers
import LoomTestSupport
import Testing

/// Bound rows in sections: from an array of arrays, and grouped by a key.
@MainActor @Suite struct SectionsBindingTests {
    @Test func eachInnerArrayIsASection() async throws {
        let library = Library(shelves: [[Book(id: 0, title: "a"), Book(id: 1, title: "b")], [Book(id: 2, title: "c")]])
        let table = try BoundTable(library, keyPath: "shelves", sections: .arrayOfArrays { "Shelf \($0 + 1)" })
        #expect(table.titles == [["a", "b"], ["c"]])
        #expect(table.controller.headerTitle(forSection: 1) == "Shelf 2")

        library.shelves[1].append(library.shelves[0].remove(at: 1))
        #expect(await Patience.waitSuspending { table.batches.count >= 1 })
        #expect(table.batches.last == TableChangeset(rowMoves: [RowMove(from: path(0, 1), to: path(1, 1))]))

        library.shelves.append([Book(id: 3, title: "d")])
        #expect(await Patience.waitSuspending { table.batches.count >= 2 })
        #expect(table.batches.last == TableChangeset(sectionInserts: [2]))
        #expect(table.titles == [["a"], ["c", "b"], ["d"]])

        library.shelves.removeLast()
        #expect(await Patience.waitSuspending { table.batches.count >= 3 })
        #expect(table.batches.last == TableChangeset(sectionDeletes: [2]))
        #expect(table.madeRows == 4)
    }

    @Test func aGroupingKeyMakesOneSectionPerValueInOrderOfFirstOccurrence() async throws {
        let library = Library(books: [
            Book(id: 0, title: "a", author: "Le Guin"), Book(id: 1, title: "b", author: "Herbert"),
            Book(id: 2, title: "c", author: "Le Guin"),
        ])
        let table = try BoundTable(library, sections: .grouped(by: \.author))
        #expect(table.titles == [["a", "c"], ["b"]])
        #expect((0..<2).map { table.controller.headerTitle(forSection: $0) } == ["Le Guin", "Herbert"])

        library.books.append(Book(id: 3, title: "d", author: "Banks"))
        #expect(await Patience.waitSuspending { table.batches.count >= 1 })
        #expect(table.batches == [TableChangeset(sectionInserts: [2])])

        library.books.append(Book(id: 4, title: "e", author: "Herbert"))
        #expect(await Patience.waitSuspending { table.batches.count >= 2 })
        #expect(table.batches.last == TableChangeset(rowInserts: [path(1, 1)]))
        #expect(table.titles == [["a", "c"], ["b", "e"], ["d"]])
    }

    @Test func anElementWhoseKeyChangesMovesToItsNewSectionAndAnEmptiedSectionGoes() async throws {
        let library = Library(books: [
            Book(id: 0, title: "a", author: "Le Guin"), Book(id: 1, title: "b", author: "Herbert"),
            Book(id: 2, title: "c", author: "Le Guin"),
        ])
        let table = try BoundTable(library, sections: .grouped(by: \.author))
        library.books[1].author = "Le Guin"
        #expect(await Patience.waitSuspending { table.batches.count >= 1 })
        // UIKit forbids a reload and a move of one row in one batch, and a move out of a section
        // deleted in the same batch: the reload comes first and the delete last.
        #expect(
            table.batches == [
                TableChangeset(rowReloads: [path(1, 0)]),
                TableChangeset(rowMoves: [RowMove(from: path(1, 0), to: path(0, 1))]),
                TableChangeset(sectionDeletes: [1]),
            ])
        #expect(table.titles == [["a", "b", "c"]])
    }
}
