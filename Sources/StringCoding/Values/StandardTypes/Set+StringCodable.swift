import KeyCoding

/// A comma-separated list read like an `Array` (brackets optional, top-level commas only, quoted
/// elements); repeated elements are fine and count once.
///
/// ```swift
/// try Set<String>(parsing: "red, green, red")   // ["red", "green"]
/// ```
extension Set: StringDecodable where Element: StringDecodable {
    public init(parsing string: String) throws {
        let expected = typeName(Self.self)
        let elements = try [Element].readList(string, expected: expected)
        self = Set(try elements.map { try [Element].readElement($0, of: string, expected: expected) })
    }
}

/// Written back like an `Array`, in the set's iteration order.
///
/// ```swift
/// Set([1]).stringRepresentation   // "1"
/// ```
extension Set: StringEncodable where Element: StringEncodable {
    public var stringRepresentation: String { Array(self).stringRepresentation }
}
