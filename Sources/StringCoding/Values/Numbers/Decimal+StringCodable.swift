import DocumentReading
import Foundation

/// A base-10 number read exactly as written: `12.50`, `-0.001`, `1.5e3`, `1_000.25`. The whole
/// string must be a number (no trailing text is ignored), `.` is the decimal separator whatever the
/// user's locale, and there is no `inf`/`nan`. Written back with `description`.
///
/// ```swift
/// try Decimal(parsing: "19.99")          // exactly 19.99, unlike Double
/// Decimal(string: "0.1")?.stringRepresentation   // "0.1"
/// ```
extension Decimal: StringCodable {
    public init(parsing string: String) throws {
        var reader = TextReader(string, expected: "Decimal")
        guard !reader.isAtEnd else { throw reader.failure(wholeInput: "expected a number") }
        let literal = try reader.readNumberLiteral(allowsHex: false)
        guard let value = Decimal(string: literal, locale: Locale(identifier: "en_US_POSIX")), !value.isNaN else {
            throw reader.failure(wholeInput: "out of range for Decimal")
        }
        self = value
    }

    public var stringRepresentation: String { description }
}
