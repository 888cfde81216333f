import DocumentReading
import Foundation

extension BinaryFloatingPoint where Self: LosslessStringConvertible {
    /// Reads a floating-point number as the standard library does (`1.5`, `-2e10`, `.5`, `0x1p-3`,
    /// `inf`, `-infinity`, `nan`), plus `_` separators between digits and surrounding whitespace.
    /// A finite literal too large for the type is an error rather than infinity.
    ///
    /// The standard library's parser is tried first, so ordinary input costs no more than
    /// `Double(_:)`; only input it rejects goes through the reader that explains the failure.
    ///
    /// ```swift
    /// let ratio = try Double(parsingFloatingPoint: "1_000.25", expected: "Double")   // 1000.25
    /// ```
    package init(parsingFloatingPoint string: String, expected: String) throws {
        if let value = Self(string), value.isFinite || Self.spellsNonFinite(string) {
            self = value
            return
        }
        self = try Self.readFloatingPoint(string, expected: expected)
    }

    private static func readFloatingPoint(_ string: String, expected: String) throws -> Self {
        var reader = TextReader(string, expected: expected)
        guard !reader.isAtEnd else { throw reader.failure(wholeInput: "expected a number") }
        let trimmed = String(reader.characters)
        if let value = Self(trimmed), value.isFinite || spellsNonFinite(trimmed) { return value }
        let literal = try reader.readNumberLiteral(allowsHex: true)
        guard let value = Self(literal) else { throw reader.failure(wholeInput: "not a valid number") }
        guard value.isFinite else {
            throw reader.failure(
                wholeInput: "out of range for \(expected) (largest magnitude \(Self.greatestFiniteMagnitude))")
        }
        return value
    }

    /// Whether an infinite or NaN result was asked for by name rather than caused by overflow.
    private static func spellsNonFinite(_ string: String) -> Bool {
        string.contains { $0 == "i" || $0 == "I" || $0 == "n" || $0 == "N" }
    }
}

/// Decimal and exponent forms (`1.5`, `-2e10`, `1_000.25`), hex floats, `inf`, `-inf` and `nan`.
/// Written back in the shortest form that reads back to the same value.
///
/// ```swift
/// try Double(parsing: "2.5e3")    // 2500
/// 0.1.stringRepresentation        // "0.1"
/// ```
extension Double: StringCodable {
    public init(parsing string: String) throws { self = try Self(parsingFloatingPoint: string, expected: "Double") }
    public var stringRepresentation: String { description }
}

/// Like ``Swift/Double/init(parsing:)``, at `Float` precision; out of `Float`'s range is an error.
///
/// ```swift
/// try Float(parsing: "0.25")      // 0.25
/// ```
extension Float: StringCodable {
    public init(parsing string: String) throws { self = try Self(parsingFloatingPoint: string, expected: "Float") }
    public var stringRepresentation: String { description }
}

/// Like ``Swift/Double/init(parsing:)``, at the platform's `CGFloat` precision.
///
/// ```swift
/// try CGFloat(parsing: "17.5")    // 17.5
/// ```
extension CGFloat: StringCodable {
    public init(parsing string: String) throws {
        self = CGFloat(try NativeType(parsingFloatingPoint: string, expected: "CGFloat"))
    }
    public var stringRepresentation: String { native.description }
}
