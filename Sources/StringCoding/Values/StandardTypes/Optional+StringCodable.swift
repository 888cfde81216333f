import KeyCoding

/// Nil for the words for nothing, else the wrapped value: `init(parsing:)` reads text as written
/// without quotes, where nothing else can say "no value".
///
/// **The rule.** The empty string and `nil`, `null` and `none` (any case, surrounding whitespace
/// ignored) are nil only where the text came from a place without quoting: an environment variable,
/// a command-line argument, a `.env` line, an unquoted scalar of a description file or stylesheet,
/// `setValue(fromString:forKeyPath:)`. A quoted or typed string value stays a string: a JSON string
/// or a quoted YAML scalar `"nil"` sets a `String?` to the text "nil", and a document's `null` sets
/// nil (see ``WrittenValue``, which carries the difference to `setValue(fromWritten:forKeyPath:)`).
///
/// A wrapped type that reads one of those words itself keeps its meaning: `"none"` is
/// `AutoresizingMask`'s empty set and `AccessoryType.none`, not nil, for a `AutoresizingMask?`.
///
/// Anything else is read as `Wrapped`, whose errors are reported against the optional type
/// (`Int?`). Written back as `nil` for nil.
///
/// ```swift
/// try Int?(parsing: "null")       // nil
/// try String?(parsing: "none")    // nil
/// try Int?(parsing: "42")         // 42
/// ```
extension Optional: StringDecodable where Wrapped: StringDecodable {
    public init(parsing string: String) throws {
        switch string.trimmingWhitespace.lowercased() {
        case "", "nil", "null", "none":
            if Wrapped.self is any StringCodableByName.Type, let named = try? Wrapped(parsing: string) {
                self = named
            } else {
                self = nil
            }
        default:
            self = try Self(parsingQuoted: string)
        }
    }
}

/// What `Optional` does with text that `init(parsing:)` cannot tell apart: quoted text, which is
/// always the wrapped value, and a document's null.
protocol OptionalStringDecodable {
    /// The wrapped value read from `string`, even when it is a word for nothing.
    init(parsingQuoted string: String) throws
    /// Nil.
    static var none: Self { get }
}

extension Optional: OptionalStringDecodable where Wrapped: StringDecodable {
    init(parsingQuoted string: String) throws {
        self = try StringCodingError.reading(as: typeName(Self.self)) { try Wrapped(parsing: string) }
    }
}

extension Optional: StringEncodable where Wrapped: StringEncodable {
    public var stringRepresentation: String { self?.stringRepresentation ?? "nil" }
}
