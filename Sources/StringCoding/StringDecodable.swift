import KeyCoding

/// A type that can be made from a string, such as a value read from a configuration file.
///
/// Parsing is strict: input that does not fully describe a value throws a ``StringCodingError``
/// that says what was given, where it went wrong and what would be valid. Surrounding whitespace
/// is ignored.
///
/// ```swift
/// let color = try Color(parsing: "hsl(120 100% 25% / 0.5)")
/// let count = try Int(parsing: "0x1F")                       // 31
/// ```
///
/// Conform your own types to make them settable with
/// `setValue(fromString:forKeyPath:)`:
///
/// ```swift
/// struct Version: StringDecodable {
///     var major: Int, minor: Int
///     init(parsing string: String) throws {
///         let parts = string.split(separator: ".")
///         guard parts.count == 2 else {
///             throw StringCodingError(input: string, expected: "Version", reason: "expected major.minor")
///         }
///         major = try Int(parsing: String(parts[0]))
///         minor = try Int(parsing: String(parts[1]))
///     }
/// }
/// ```
public protocol StringDecodable {
    /// Creates a value from its string form, or throws a ``StringCodingError``.
    init(parsing string: String) throws
}

/// A type that can be written as a string that ``StringDecodable/init(parsing:)`` reads back to an
/// equal value.
///
/// ```swift
/// Color(hex: 0xFF8000).stringRepresentation   // "#ff8000"
/// ```
public protocol StringEncodable {
    /// The canonical string form of the value.
    var stringRepresentation: String { get }
}

/// A type that converts to and from strings.
public typealias StringCodable = StringDecodable & StringEncodable
