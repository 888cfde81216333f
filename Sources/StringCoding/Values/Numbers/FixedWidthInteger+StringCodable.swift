import DocumentReading
import KeyCoding

extension FixedWidthInteger {
    /// Reads an integer written in decimal, `0x` hex, `0b` binary or `0o` octal (the prefix's letter
    /// in either case), with an optional sign and `_` separators between digits (`-0x7F`,
    /// `1_000_000`, `0b1010_0101`, `0XFF`).
    ///
    /// The standard library's own parser is tried first, so plain decimal input costs no more than
    /// `Int(_:)`; only input it rejects goes through the slower reader that explains the failure.
    ///
    /// ```swift
    /// let mask = try UInt8(parsingInteger: "0b1111_0000")   // 240
    /// ```
    // Inlinable so that callers in other modules pay no call for the common case.
    @inlinable @inline(__always) package init(parsingInteger string: String) throws {
        if let value = Self(string) {
            self = value
            return
        }
        self = try Self.readInteger(string)
    }

    @usableFromInline static func readInteger(_ string: String) throws -> Self {
        var reader = TextReader(string, expected: typeName(Self.self))
        guard !reader.isAtEnd else { throw reader.failure(wholeInput: "expected an integer") }
        let isNegative = reader.readSign()
        let radix = reader.readRadixPrefix()
        var value: Self = 0
        var overflowed = false
        let digitCount = try reader.readDigits(radix: radix) { digit in
            let (shifted, shiftOverflow) = value.multipliedReportingOverflow(by: Self(truncatingIfNeeded: radix))
            let (next, addOverflow) =
                isNegative
                ? shifted.subtractingReportingOverflow(Self(truncatingIfNeeded: digit))
                : shifted.addingReportingOverflow(Self(truncatingIfNeeded: digit))
            overflowed = overflowed || shiftOverflow || addOverflow
            value = next
        }
        guard digitCount > 0, reader.isAtEnd else { throw reader.notADigit(radix: radix) }
        guard !overflowed else {
            throw reader.failure(wholeInput: "out of range for \(typeName(Self.self)) (\(Self.min)...\(Self.max))")
        }
        return value
    }
}

// Every integer type reads and writes the same way; only the range differs.
extension StringDecodable where Self: FixedWidthInteger {
    /// Reads an integer in decimal, `0x`, `0b` or `0o` (or `0X`, `0B`, `0O`), with an optional sign
    /// and `_` separators between digits, within the type's range; anything else is an error.
    ///
    /// `Int8` and `UInt8` are numbers like every other integer type. The original StringCoding read
    /// `char` properties through `charValue`, which took a single character as its character code
    /// (`"7"` gave 55, `"A"` 65), `"YES"` as 1 and other words as 0, and clamped numbers; Loom reads
    /// `"7"` as 7 and refuses words and out-of-range numbers. Use a `Character` or `Bool` property
    /// for those meanings.
    ///
    /// ```swift
    /// try UInt16(parsing: "0x1F")   // 31
    /// try Int8(parsing: "7")        // 7, not the original's 55
    /// try Int(parsing: "0B101")     // 5
    /// ```
    @inlinable @inline(__always)
    public init(parsing string: String) throws { self = try Self(parsingInteger: string) }
}

extension StringEncodable where Self: FixedWidthInteger {
    /// The integer in decimal.
    ///
    /// ```swift
    /// UInt16(8080).stringRepresentation   // "8080"
    /// ```
    public var stringRepresentation: String { description }
}

/// Decimal, `0x`, `0b` and `0o` integers with `_` separators; written back in decimal.
///
/// ```swift
/// try Int(parsing: "0x1F")        // 31
/// try Int(parsing: "-1_000")      // -1000
/// 42.stringRepresentation         // "42"
/// ```
extension Int: StringCodable {}

/// Like ``Swift/Int/init(parsing:)``, within `-128...127`.
///
/// ```swift
/// try Int8(parsing: "-0x80")      // -128
/// ```
extension Int8: StringCodable {}

/// Like ``Swift/Int/init(parsing:)``, within `Int16.min...Int16.max`.
///
/// ```swift
/// try Int16(parsing: "32_767")    // 32767
/// ```
extension Int16: StringCodable {}

/// Like ``Swift/Int/init(parsing:)``, within `Int32.min...Int32.max`.
///
/// ```swift
/// try Int32(parsing: "0o777")     // 511
/// ```
extension Int32: StringCodable {}

/// Like ``Swift/Int/init(parsing:)``, within `Int64.min...Int64.max`.
///
/// ```swift
/// try Int64(parsing: "-9_223_372_036_854_775_808")   // Int64.min
/// ```
extension Int64: StringCodable {}

/// Like ``Swift/Int/init(parsing:)``, without negative values.
///
/// ```swift
/// try UInt(parsing: "0xFFFF")     // 65535
/// ```
extension UInt: StringCodable {}

/// Like ``Swift/Int/init(parsing:)``, within `0...255`.
///
/// ```swift
/// try UInt8(parsing: "0b1111_0000")   // 240
/// ```
extension UInt8: StringCodable {}

/// Like ``Swift/Int/init(parsing:)``, within `0...65535`.
///
/// ```swift
/// try UInt16(parsing: "8080")     // 8080
/// ```
extension UInt16: StringCodable {}

/// Like ``Swift/Int/init(parsing:)``, within `0...UInt32.max`.
///
/// ```swift
/// try UInt32(parsing: "0xDEAD_BEEF")  // 3735928559
/// ```
extension UInt32: StringCodable {}

/// Like ``Swift/Int/init(parsing:)``, within `0...UInt64.max`.
///
/// ```swift
/// try UInt64(parsing: "18_446_744_073_709_551_615")  // UInt64.max
/// ```
extension UInt64: StringCodable {}
