import Foundation
import KeyCoding

/// A list of `"key.path": "string value"` entries applied to an object graph: the original's
/// UIConfig stylesheets, for themes and skins that change without recompiling.
///
/// Read one from JSON, YAML or a property list (the format is detected), then apply it. Every entry
/// is tried; all that fail are reported together in one ``StylesheetError``.
///
/// ```swift
/// // theme.json: { "label.textColor": "#333", "label.font": "bold 15", "button.title": "OK" }
/// let sheet = try Stylesheet(contentsOf: URL(filePath: "theme.json"))
/// try sheet.apply(to: screen)
/// ```
///
/// Nested mappings are flattened, so `{ "label": { "font": "bold 15" } }` is the entry `label.font`.
/// Numbers and booleans in the document are used as written (`"10"`, `"true"`) and a list becomes a
/// comma-separated string (for array properties). Quoting is kept (``WrittenValue``): a document's
/// `null` sets an optional to nil, a plain `nil`, `none` or empty value does too, and a quoted
/// `"nil"` (every JSON string, every property-list value) is the text itself.
public struct Stylesheet: Sendable, Equatable {
    /// One `key path = value` line of a stylesheet.
    public struct Entry: Sendable, Equatable, CustomStringConvertible {
        /// Where to set the value, relative to the object the sheet is applied to.
        public var keyPath: String
        /// The value as the document wrote it: text, quoted or not, or null.
        public var writtenValue: WrittenValue
        /// The line in the source document, when the format tells.
        public var line: Int?

        /// An entry of unquoted text, read as `setValue(fromString:forKeyPath:)` reads it; `line` is
        /// for error messages.
        ///
        /// ```swift
        /// Stylesheet.Entry(keyPath: "label.text", value: "Hello")
        /// ```
        public init(keyPath: String, value: String, line: Int? = nil) {
            self.init(keyPath: keyPath, writtenValue: .unquoted(value), line: line)
        }

        /// An entry of a value as a document wrote it.
        ///
        /// ```swift
        /// Stylesheet.Entry(keyPath: "field.placeholder", writtenValue: .quoted("nil"))
        /// ```
        public init(keyPath: String, writtenValue: WrittenValue, line: Int? = nil) {
            self.keyPath = keyPath
            self.writtenValue = writtenValue
            self.line = line
        }

        /// The value's text, the empty string for a null; setting it makes the value unquoted text.
        ///
        /// ```swift
        /// Stylesheet.Entry(keyPath: "label.text", value: "Hello").value   // "Hello"
        /// ```
        public var value: String {
            get { writtenValue.text ?? "" }
            set { writtenValue = .unquoted(newValue) }
        }

        public var description: String { "\"\(keyPath)\": \(writtenValue)" }
    }

    /// The entries, applied in this order (document order for JSON and YAML; property lists have no
    /// order, so their keys are sorted).
    public var entries: [Entry]
    /// A name for the document in error messages, usually its file name.
    public var source: String?

    /// A stylesheet made in code.
    ///
    /// ```swift
    /// let sheet = Stylesheet(entries: [.init(keyPath: "label.text", value: "Hi")])
    /// ```
    public init(entries: [Entry], source: String? = nil) {
        self.entries = entries
        self.source = source
    }

    /// Applies every entry to `root` with `setValue(fromWritten:forKeyPath:)`.
    ///
    /// Entries that fail do not stop the others; the error lists them all.
    ///
    /// ```swift
    /// var settings = Settings()
    /// try sheet.apply(to: &settings)
    /// ```
    public func apply<Root: KeyCodable>(to root: inout Root) throws(StylesheetError) {
        var failures: [StylesheetError.Failure] = []
        for entry in entries {
            do {
                try root.setValue(fromWritten: entry.writtenValue, forKeyPath: entry.keyPath)
            } catch {
                failures.append(StylesheetError.Failure(entry: entry, reason: String(describing: error)))
            }
        }
        if !failures.isEmpty { throw .entriesFailed(source: source, failures: failures) }
    }

    /// Applies every entry to the object `root`; see ``apply(to:)-(Root)``.
    ///
    /// ```swift
    /// try sheet.apply(to: viewController)
    /// ```
    public func apply<Root: KeyCodable & AnyObject>(to root: Root) throws(StylesheetError) {
        var reference = root
        try apply(to: &reference)
    }
}
