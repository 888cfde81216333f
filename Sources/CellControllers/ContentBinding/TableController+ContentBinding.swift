import KeyCoding
import Observation

/// Rows bound to a model's array, as Cocoa binds a table's content to an array controller.
extension TableController {
    /// Binds the rows to the array at `keyPath` of `model`: each element gets a row controller
    /// from `makeRow`, and every later change of the array (an insert, a removal, a move, an
    /// element replaced) reaches the table by itself, on the main actor's next turn, as the
    /// diff's batch updates (see ``TableContentBinding``). Rows match by `rowID`; a matched
    /// element that `rowContentEqual` finds changed gets a new controller and its row is reloaded.
    /// `sections` says how the value becomes sections (see ``BoundSections``): by default the
    /// value is an array shown as one section.
    ///
    /// The rows are shown at once (the table reloads), and replace any bound before;
    /// ``constructTableGroups()`` gives them from then on, so ``update(animation:)`` keeps them.
    ///
    /// ```swift
    /// @Observable @Keyed final class Library { var books: [Book] = []; var selectedBook: Book? }
    ///
    /// let controller = TableController()
    /// try controller.bindRows(to: "books", of: library, rowID: \.isbn, rowContentEqual: { $0.title == $1.title }) {
    ///     (book: Book) in BookRow(book)
    /// }
    /// tableView.tableController = controller
    /// library.books.append(Book(isbn: "978-0441013593", title: "Dune"))   // the table inserts one row
    /// ```
    ///
    /// - Throws: ``TableBindingError`` when the key path cannot be read or does not hold what
    ///   `sections` expects; nothing is bound then.
    @discardableResult @inlinable
    public func bindRows<Model: KeyCodable & AnyObject & Observable, Element, RowID: Hashable>(
        to keyPath: String, of model: Model, sections: BoundSections<Element> = .oneSection,
        rowID: @escaping (Element) -> RowID, rowContentEqual: @escaping (Element, Element) -> Bool,
        makeRow: @escaping (Element) -> any CellController
    ) throws(TableBindingError) -> TableContentBinding {
        // The closure is specialized here, in the caller's module, for its element and identity
        // types, so each change diffs as fast as a direct call of SectionedDiff.
        let binding = BoundContent(
            model: model, keyPath: keyPath, controller: self, sections: sections, rowID: rowID,
            change: { rows, split, diffing, reloads in
                rows.change(
                    to: split, rowID: rowID, rowContentEqual: rowContentEqual, makeRow: makeRow, diffing: diffing,
                    reloads: reloads)
            })
        try attach(binding)
        return binding
    }

    /// Makes `binding` the rows' binding and shows its rows, or keeps the one before when it fails.
    @usableFromInline
    func attach<Model, Element, RowID>(_ binding: BoundContent<Model, Element, RowID>) throws(TableBindingError) {
        let previous = contentBinding
        contentBinding = binding
        do {
            try binding.start()
        } catch {
            contentBinding = previous
            throw error
        }
        previous?.cancel()
    }

    /// Binds the rows to an array of `Identifiable` and `Equatable` elements: rows match by `id`
    /// and reload when `==` says an element changed. Otherwise as
    /// ``bindRows(to:of:sections:rowID:rowContentEqual:makeRow:)``.
    ///
    /// ```swift
    /// struct Book: Identifiable, Equatable { var id: Int; var title: String }
    /// try controller.bindRows(to: "books", of: library) { (book: Book) in BookRow(book) }
    /// ```
    @discardableResult @inlinable
    public func bindRows<Model: KeyCodable & AnyObject & Observable, Element: Identifiable & Equatable>(
        to keyPath: String, of model: Model, sections: BoundSections<Element> = .oneSection,
        makeRow: @escaping (Element) -> any CellController
    ) throws(TableBindingError) -> TableContentBinding {
        try bindRows(
            to: keyPath, of: model, sections: sections, rowID: { $0.id }, rowContentEqual: { $0 == $1 },
            makeRow: makeRow)
    }

    /// Binds the rows to an array of objects, as Cocoa does: each object is its own row's
    /// identity, and a row stays while its object is in the array (its cell shows the object's
    /// own changes through its bindings). Otherwise as
    /// ``bindRows(to:of:sections:rowID:rowContentEqual:makeRow:)``.
    ///
    /// ```swift
    /// @Observable @Keyed final class Book { var title = "" }
    /// try controller.bindRows(to: "books", of: library) { (book: Book) in BookRow(book) }
    /// ```
    @discardableResult @inlinable
    public func bindRows<Model: KeyCodable & AnyObject & Observable, Element: AnyObject>(
        to keyPath: String, of model: Model, sections: BoundSections<Element> = .oneSection,
        makeRow: @escaping (Element) -> any CellController
    ) throws(TableBindingError) -> TableContentBinding {
        try bindRows(
            to: keyPath, of: model, sections: sections, rowID: { ObjectIdentifier($0) }, rowContentEqual: { $0 === $1 },
            makeRow: makeRow)
    }

    /// The binding the rows follow; nil when they are not bound.
    ///
    /// ```swift
    /// controller.rowsBinding?.keyPath   // "books"
    /// ```
    public var rowsBinding: TableContentBinding? { contentBinding }

    /// Stops the rows following the model and shows the sections of ``constructTableGroups()``
    /// without them: one empty section by default, as a table bound to no array shows nothing.
    ///
    /// ```swift
    /// controller.unbindRows()
    /// controller.rowsBinding   // nil
    /// ```
    public func unbindRows() {
        guard let binding = contentBinding else { return }
        binding.cancel()
        contentBinding = nil
        updateAndReload()
    }
}
