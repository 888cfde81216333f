/// Why a table's rows or selection could not be bound to a model, or could not follow it.
///
/// ```swift
/// do { try controller.bindRows(to: "bokks", of: library) { (book: Book) in BookRow(book) } }
/// catch { print(error) }
/// // cannot read Library.bokks: Library has no key "bokks"; did you mean "books"?
/// ```
public struct TableBindingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Equatable, Sendable {
        /// The key path could not be read (an unknown key, a malformed path).
        case unreadable
        /// The value at the rows' key path is not the array the binding shows.
        case notAnArray
        /// The selection's property holds (or is declared as) something other than a row's element.
        case selectionTypeMismatch
        /// The model's selection is an element that is not among the rows.
        case selectionNotInRows
        /// Writing the row the user selected into the model failed: its validation refused it, or
        /// the property does not take it.
        case selectionRefused
    }

    /// What went wrong, e.g. `.notAnArray`.
    public let kind: Kind
    /// The model's type and bound key path, as `Library.books`.
    public let binding: String
    /// Why, in words: what was found, and what was expected.
    public let reason: String

    /// An error of `kind` about `binding` (`Type.keyPath`).
    ///
    /// ```swift
    /// let error = TableBindingError(.notAnArray, binding: "Library.title", reason: "it holds a String")
    /// ```
    public init(_ kind: Kind, binding: String, reason: String) {
        self.kind = kind
        self.binding = binding
        self.reason = reason
    }

    public var description: String {
        switch kind {
        case .unreadable: "cannot read \(binding): \(reason)"
        case .notAnArray: "cannot bind the rows to \(binding): \(reason)"
        case .selectionTypeMismatch: "cannot bind the selection to \(binding): \(reason)"
        case .selectionNotInRows, .selectionRefused: "the selection bound to \(binding): \(reason)"
        }
    }
}
