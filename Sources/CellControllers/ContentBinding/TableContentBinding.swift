/// A table controller's rows bound to an array in a model, as Cocoa binds a table's content to an
/// `NSArrayController`: what ``TableController/bindRows(to:of:sections:rowID:rowContentEqual:makeRow:)``
/// makes and the controller keeps.
///
/// Changes to the array on an `@Observable` model reach the table by themselves, on the main
/// actor's next turn: the new array is diffed against the rows shown (``SectionedDiff``) and the
/// table gets batch updates, an insert for an inserted element, a delete for a removed one, a move
/// for a moved one, and a reload for one replaced by an element of the same identity and other
/// content. Changes made together give one diff. A row's controller is made once per element and
/// kept while its element stays (and stays equal).
///
/// ```swift
/// let binding = try controller.bindRows(to: "books", of: library) { (book: Book) in BookRow(book) }
/// try binding.bindSelection(to: "selectedBook")
/// library.books.insert(Book(title: "Dune"), at: 0)   // one batch with one insert, next turn
/// ```
///
/// A bound controller's rows follow the model: change the model, not the controller's rows.
/// The binding holds neither the model nor the controller; it ends with ``cancel()``, when the
/// controller is bound again, or when the controller is released.
@MainActor public class TableContentBinding {
    /// The bound key path of the model, e.g. `"books"`.
    public let keyPath: String
    /// The key path of the model the selection is bound to; nil until ``bindSelection(to:)``.
    public internal(set) var selectionKeyPath: String?
    /// How the table animates the batches of a change.
    ///
    /// ```swift
    /// binding.animation = .fade
    /// ```
    public var animation = RowAnimation.automatic
    /// The last failure to follow the model (a value that is not the bound array, a selection
    /// that is not among the rows, a selection the model refused), or nil when there was none.
    public internal(set) var lastError: TableBindingError?
    /// Receives every failure to follow the model after the binding was made, as it happens.
    ///
    /// ```swift
    /// binding.errorHandler = { error in statusLine.text = "\(error)" }
    /// ```
    public var errorHandler: ((TableBindingError) -> Void)?

    init(keyPath: String) {
        self.keyPath = keyPath
    }

    /// Reads the bound array (and selection) now and shows what changed. Changes reach the table
    /// by themselves on the main actor's next turn; call this only to have them sooner.
    ///
    /// ```swift
    /// library.books.remove(at: 0)
    /// binding.update()   // the table has its delete now
    /// ```
    public func update() {}

    /// Binds the table's selection to the model's property at `keyPath`, both ways: the row whose
    /// element the property holds is selected (none for nil), and a row the user selects is
    /// written into the property, through the model's validation
    /// (`KeyCodable/validateValue(_:forKey:)`), which may refuse it: then the model keeps its
    /// value, the table selects the model's row again, and the refusal reaches ``lastError`` and
    /// ``errorHandler``. When the selected element is removed from the array, the selection moves
    /// to the row that took its place (the next row that stayed, else the last row, as
    /// `NSArrayController` avoids an empty selection) and the property is given that row's
    /// element, or nil when no row is left.
    ///
    /// ```swift
    /// try controller.bindRows(to: "books", of: library) { (book: Book) in BookRow(book) }
    ///     .bindSelection(to: "selectedBook")   // a Book? property of the same model
    /// ```
    ///
    /// - Throws: ``TableBindingError`` when the property is declared (or holds) something other
    ///   than the rows' element type, is read-only, or cannot be read.
    public func bindSelection(to keyPath: String) throws(TableBindingError) {}

    /// Stops following the model; the rows stay as they are.
    ///
    /// ```swift
    /// binding.cancel()
    /// ```
    public func cancel() {}

    /// The rows' sections as the controller shows them now.
    var tableSections: [TableSection] { [] }

    /// The host's selection changed to `indexPath`.
    func hostSelectionDidChange(to indexPath: TableIndexPath?) {}

    func report(_ error: TableBindingError) {
        lastError = error
        errorHandler?(error)
    }
}
