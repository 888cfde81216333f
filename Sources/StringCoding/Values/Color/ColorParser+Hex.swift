import DocumentReading

extension ColorParser {
    /// `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` (prefix length 1), `0xrrggbb`, `0xrrggbbaa`
    /// (prefix length 2), or bare `rrggbb`, `rrggbbaa` (prefix length 0).
    func hexColor(prefixLength: Int) throws -> Color {
        let digits = Self.hexDigits(in: text, from: prefixLength)
        if let invalidOffset = digits.invalidOffset {
            throw notAHexDigit(atUTF8Offset: invalidOffset)
        }
        let allowsShortForms = prefixLength == 1
        let color = Self.color(hexValue: digits.value, digitCount: digits.count, allowsShortForms: allowsShortForms)
        guard let color else {
            let lengths = allowsShortForms ? "3, 4, 6 or 8" : "6 or 8"
            let prefix = String(decoding: text.utf8.prefix(prefixLength), as: UTF8.self)
            let after = prefix.isEmpty ? "" : " after \"\(prefix)\""
            throw error("expected \(lengths) hex digits\(after), got \(digits.count)")
        }
        return color
    }

    /// The color written as exactly `#` and 3, 4, 6 or 8 hex digits, with nothing around them;
    /// nil for anything else, including errors, which the full parser then reports.
    ///
    /// Hex codes are by far the commonest colors, and the full parser's trimming (a Unicode
    /// whitespace lookup at each end) costs several times the parse: without this shortcut
    /// `Color(parsing:)` took 22.7× `UInt32(_:radix:)` in the benchmarks, with it 2.3×.
    static func plainHexColor(_ string: String) -> Color? {
        // The string's contiguous UTF-8 rather than the UTF8View's iterator: 2.27× instead of 3.26×,
        // over the benchmark's 3× limit.
        let digits = string.utf8.withContiguousStorageIfAvailable { bytes -> (value: UInt32, count: Int)? in
            guard bytes.first == UInt8(ascii: "#") else { return nil }
            var value: UInt32 = 0
            for byte in bytes.dropFirst() {
                guard let digit = byte.asciiHexDigitValue else { return nil }
                value = value &<< 4 | digit
            }
            return (value, bytes.count - 1)
        }
        guard let digits = digits ?? nil else { return nil }
        return color(hexValue: digits.value, digitCount: digits.count, allowsShortForms: true)
    }

    /// The color `digitCount` hex digits with value `hexValue` write, or nil for a wrong count.
    private static func color(hexValue value: UInt32, digitCount: Int, allowsShortForms: Bool) -> Color? {
        switch digitCount {
        case 3 where allowsShortForms:
            Color(
                validRed: nibble(value, at: 8), green: nibble(value, at: 4), blue: nibble(value, at: 0),
                alpha: 1)
        case 4 where allowsShortForms:
            Color(
                validRed: nibble(value, at: 12), green: nibble(value, at: 8), blue: nibble(value, at: 4),
                alpha: nibble(value, at: 0))
        case 6:
            Color(validRed: byte(value, at: 16), green: byte(value, at: 8), blue: byte(value, at: 0), alpha: 1)
        case 8:
            Color(
                validRed: byte(value, at: 24), green: byte(value, at: 16), blue: byte(value, at: 8),
                alpha: byte(value, at: 0))
        default:
            nil
        }
    }

    /// The component written by the two hex digits at bit `shift`.
    private static func byte(_ value: UInt32, at shift: UInt32) -> Double {
        Double(value >> shift & 0xFF) / 255
    }

    /// The component written by the one hex digit at bit `shift`, which CSS doubles (`f` is `ff`).
    private static func nibble(_ value: UInt32, at shift: UInt32) -> Double {
        Double((value >> shift & 0xF) * 17) / 255
    }

    /// The value of the hex digits in `text`'s UTF-8 from offset `start` (only the last 8 are kept,
    /// which is enough since more is an error), how many there are, and the UTF-8 offset of the
    /// first non-digit.
    private static func hexDigits(
        in text: String, from start: Int
    ) -> (value: UInt32, count: Int, invalidOffset: Int?) {
        var value: UInt32 = 0
        var offset = 0
        for byte in text.utf8 {
            defer { offset += 1 }
            if offset < start { continue }
            guard let digit = byte.asciiHexDigitValue else { return (value, offset - start, offset) }
            value = value &<< 4 | digit
        }
        return (value, offset - start, nil)
    }

    private func notAHexDigit(atUTF8Offset utf8Offset: Int) -> StringCodingError {
        // Everything before the offending byte is ASCII hex, so it starts a character's scalar;
        // find the character holding it for the caret.
        let target = text.utf8.index(text.utf8.startIndex, offsetBy: utf8Offset)
        var index = text.startIndex
        var offset = 0
        while index < text.endIndex {
            let next = text.index(after: index)
            if next > target { break }
            index = next
            offset += 1
        }
        let character = index < text.endIndex ? String(text[index]) : ""
        return error("\"\(character)\" is not a hex digit", at: offset)
    }
}
