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
/// Numbers and booleans in the document are used as written (`"10"`, `"true"`), a list becomes a
/// comma-separated string (for array properties) and `null` becomes `"nil"` (for optionals).
public struct Stylesheet: Sendable, Equatable {
    /// One `key path = value` line of a stylesheet.
    public struct Entry: Sendable, Equatable, CustomStringConvertible {
        /// Where to set the value, relative to the object the sheet is applied to.
        public var keyPath: String
        /// The value, as a string for ``StringDecodable``.
        public var value: String
        /// The line in the source document, when the format tells.
        public var line: Int?

        /// An entry; `line` is for error messages.
        ///
        /// ```swift
        /// Stylesheet.Entry(keyPath: "label.text", value: "Hello")
        /// ```
        public init(keyPath: String, value: String, line: Int? = nil) {
            self.keyPath = keyPath
            self.value = value
            self.line = line
        }

        public var description: String { "\"\(keyPath)\": \"\(value)\"" }
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

    /// Applies every entry to `root` with `setValue(fromString:forKeyPath:)`.
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
                try root.setValue(fromString: entry.value, forKeyPath: entry.keyPath)
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
