/// A value as its author wrote it, for setting a property from text: the text, and whether it was
/// quoted, or a document's null. Quoting decides what the words for nothing mean.
///
/// - ``unquoted(_:)``: text from a place without quoting, or where the author did not quote it:
///   an environment variable, a command-line argument, a `.env` line, a plain YAML scalar. For an
///   optional property, the empty string and `nil`, `null` and `none` (any case) mean nil, as
///   `Optional`'s ``StringDecodable/init(parsing:)`` reads them.
/// - ``quoted(_:)``: text the author quoted, or a value typed as a string (a JSON string, a
///   property list's `<string>`): always the text itself, so a quoted `"nil"` sets a `String?` to
///   the string "nil".
/// - ``null``: a document's null (JSON's `null`; YAML's `null`, `~` or a missing value): nil for an
///   optional property, an error for any other.
///
/// ```swift
/// try label.setValue(fromWritten: .quoted("nil"), forKeyPath: "placeholder")   // the text "nil"
/// try label.setValue(fromWritten: .unquoted("nil"), forKeyPath: "placeholder") // nil
/// try label.setValue(fromWritten: .null, forKeyPath: "placeholder")            // nil
/// ```
public enum WrittenValue: Sendable, Hashable {
    /// Text written without quotes.
    case unquoted(String)
    /// Text written in quotes, or typed as a string.
    case quoted(String)
    /// A document's null.
    case null

    /// The text, or nil for ``null``.
    ///
    /// ```swift
    /// WrittenValue.quoted("red").text   // "red"
    /// WrittenValue.null.text            // nil
    /// ```
    public var text: String? {
        switch self {
        case .unquoted(let text), .quoted(let text): text
        case .null: nil
        }
    }

    /// The same kind of value with its text changed by `transform` (nothing to change in ``null``).
    ///
    /// ```swift
    /// try WrittenValue.quoted("$accent").mapText { $0.replacingOccurrences(of: "$accent", with: "red") }
    /// // .quoted("red")
    /// ```
    public func mapText(_ transform: (String) throws -> String) rethrows -> WrittenValue {
        switch self {
        case .unquoted(let text): .unquoted(try transform(text))
        case .quoted(let text): .quoted(try transform(text))
        case .null: .null
        }
    }
}

extension WrittenValue: CustomStringConvertible {
    /// The text in double quotes, or `null`: how stylesheet entries are shown in messages.
    ///
    /// ```swift
    /// WrittenValue.unquoted("red").description   // "\"red\""
    /// ```
    public var description: String { text.map { "\"\($0)\"" } ?? "null" }
}
