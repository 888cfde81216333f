import KeyCoding

/// A `RawRepresentable` type reads its raw value, then checks that it names a value: declare the
/// conformance and there is nothing to write.
///
/// ```swift
/// enum Mode: String, CaseIterable, StringCodable { case fast, safe }
/// try Mode(parsing: "safe")     // .safe
/// try Mode(parsing: "fsat")     // error: unknown value, did you mean "fast"? valid values: fast, safe
/// ```
extension StringDecodable where Self: RawRepresentable, Self.RawValue: StringDecodable {
    public init(parsing string: String) throws {
        let raw = try StringCodingError.reading(as: typeName(Self.self)) { try RawValue(parsing: string) }
        // A `String` raw value keeps surrounding whitespace, which no case name has.
        let trimmed = string.trimmingWhitespace
        let retry = trimmed != string ? (try? RawValue(parsing: trimmed)).flatMap(Self.init(rawValue:)) : nil
        guard let value = Self(rawValue: raw) ?? retry else {
            let validValues = (Self.self as? any CaseIterable.Type).map { Self.rawValueNames(of: $0) }
            throw StringCodingError(
                input: string, expected: typeName(Self.self), reason: "unknown value", validValues: validValues,
                suggestion: validValues.flatMap { closestMatch(to: string.trimmingWhitespace, in: $0) })
        }
        self = value
    }

    private static func rawValueNames<Cases: CaseIterable>(of type: Cases.Type) -> [String] {
        type.allCases.compactMap { ($0 as? Self).map { String(describing: $0.rawValue) } }
    }
}

/// A `RawRepresentable` type is written as its raw value's representation.
///
/// ```swift
/// Mode.safe.stringRepresentation   // "safe"
/// ```
extension StringEncodable where Self: RawRepresentable, Self.RawValue: StringEncodable {
    public var stringRepresentation: String { rawValue.stringRepresentation }
}
