extension StringDecodable {
    /// Reads a single string from `decoder` and parses it: how a ``StringCodable`` type becomes
    /// `Decodable` through its string form.
    ///
    /// ```swift
    /// extension Version: Decodable {
    ///     init(from decoder: any Decoder) throws { try self.init(decodingStringFrom: decoder) }
    /// }
    /// ```
    ///
    /// A string that does not parse throws `DecodingError.dataCorrupted` whose description is the
    /// ``StringCodingError``'s.
    public init(decodingStringFrom decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let string = try container.decode(String.self)
        do {
            try self.init(parsing: string)
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: String(describing: error), underlyingError: error)
            )
        }
    }
}

extension StringEncodable {
    /// Writes ``stringRepresentation`` as a single string: how a ``StringCodable`` type becomes
    /// `Encodable` through its string form.
    ///
    /// ```swift
    /// extension Version: Encodable {
    ///     func encode(to encoder: any Encoder) throws { try encodeString(to: encoder) }
    /// }
    /// ```
    public func encodeString(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(stringRepresentation)
    }
}

/// A ``StringCodable`` type that is `Codable` as its string form: conform, and `init(from:)` and
/// `encode(to:)` come from ``StringDecodable/init(decodingStringFrom:)`` and
/// ``StringEncodable/encodeString(to:)``.
///
/// ```swift
/// extension Version: CodableAsString {}
/// try JSONEncoder().encode([Version(major: 1, minor: 2)])   // ["1.2"]
/// ```
///
/// Loom's own value types (``Color``, ``Font``, ``EdgeInsets``, ``Offset``, ``HTTPRequest``) conform,
/// so they can be properties of configuration structs and archived models.
public protocol CodableAsString: StringCodable, Codable {}

extension CodableAsString {
    public init(from decoder: any Decoder) throws { try self.init(decodingStringFrom: decoder) }
    public func encode(to encoder: any Encoder) throws { try encodeString(to: encoder) }
}

extension Color: CodableAsString {}
extension Font: CodableAsString {}
extension EdgeInsets: CodableAsString {}
extension Offset: CodableAsString {}
extension HTTPRequest: CodableAsString {}
/// Codable as its raw value, the method name.
extension HTTPMethod: Codable {}
