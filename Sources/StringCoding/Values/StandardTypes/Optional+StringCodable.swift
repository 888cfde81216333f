import KeyCoding

/// Nil for the empty string, `nil` or `null` in any case; anything else is read as `Wrapped`, whose
/// errors are reported against the optional type (`Int?`). Written back as `nil` for nil.
///
/// So an optional string cannot hold the exact text `""`, `"nil"` or `"null"`: those read as nil.
///
/// ```swift
/// try Int?(parsing: "null")    // nil
/// try Int?(parsing: "42")      // 42
/// ```
extension Optional: StringDecodable where Wrapped: StringDecodable {
    public init(parsing string: String) throws {
        switch string.trimmingWhitespace.lowercased() {
        case "", "nil", "null":
            self = nil
        default:
            self = try StringCodingError.reading(as: typeName(Self.self)) { try Wrapped(parsing: string) }
        }
    }
}

extension Optional: StringEncodable where Wrapped: StringEncodable {
    public var stringRepresentation: String { self?.stringRepresentation ?? "nil" }
}
