/// Reads a ``Color`` from a string: the work behind `Color(parsing:)`.
///
/// Hex codes are read straight from UTF-8 bytes because they are by far the most common input;
/// names and functions take slower, clearer paths.
struct ColorParser {
    /// The string as given, which errors quote.
    let input: String
    /// The string without surrounding whitespace, which is what is parsed.
    let text: String

    init(_ input: String) {
        self.input = input
        text = input.trimmingWhitespace
    }

    func parse() throws -> Color {
        let bytes = text.utf8
        guard let first = bytes.first else {
            throw error("expected a color name, hex code or color function, got an empty string")
        }
        if first == UInt8(ascii: "#") {
            return try hexColor(prefix: "#")
        }
        if first == UInt8(ascii: "0"), bytes.dropFirst().first.map({ $0 | 0x20 == UInt8(ascii: "x") }) == true {
            return try hexColor(prefix: String(text.prefix(2)))
        }
        if bytes.contains(UInt8(ascii: "(")) {
            return try functionColor()
        }
        return try namedColor()
    }

    /// An error about `input`; `offset` counts characters in ``text`` and is moved past the
    /// whitespace that was trimmed.
    func error(_ reason: String, at offset: Int? = nil) -> StringCodingError {
        StringCodingError(
            input: input, expected: "Color", reason: reason,
            offset: offset.map { $0 + input.leadingWhitespaceCount })
    }

    // MARK: Hex

    /// `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `0xrrggbb`, `0xrrggbbaa`, or bare `rrggbb` /
    /// `rrggbbaa` when `prefix` is empty.
    private func hexColor(prefix: String) throws -> Color {
        let prefixLength = prefix.utf8.count
        var value: UInt32 = 0
        var digitCount = 0
        for byte in text.utf8.dropFirst(prefixLength) {
            guard let digit = Self.hexDigitValue(byte) else {
                throw notAHexDigit(atUTF8Offset: prefixLength + digitCount)
            }
            value = value &<< 4 | digit
            digitCount += 1
        }
        let allowsShortForms = prefix == "#"
        switch digitCount {
        case 3 where allowsShortForms:
            return Color(
                validRed: Self.nibble(value, at: 8), green: Self.nibble(value, at: 4),
                blue: Self.nibble(value, at: 0), alpha: 1)
        case 4 where allowsShortForms:
            return Color(
                validRed: Self.nibble(value, at: 12), green: Self.nibble(value, at: 8),
                blue: Self.nibble(value, at: 4), alpha: Self.nibble(value, at: 0))
        case 6:
            return Color(
                validRed: Self.byte(value, at: 16), green: Self.byte(value, at: 8),
                blue: Self.byte(value, at: 0), alpha: 1)
        case 8:
            return Color(
                validRed: Self.byte(value, at: 24), green: Self.byte(value, at: 16),
                blue: Self.byte(value, at: 8), alpha: Self.byte(value, at: 0))
        default:
            let lengths = allowsShortForms ? "3, 4, 6 or 8" : "6 or 8"
            let after = prefix.isEmpty ? "" : " after \"\(prefix)\""
            throw error("expected \(lengths) hex digits\(after), got \(digitCount)")
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

    private static func hexDigitValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte &- UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte &- UInt8(ascii: "a") &+ 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte &- UInt8(ascii: "A") &+ 10)
        default: nil
        }
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

    // MARK: Names

    /// A CSS name, `transparent`, a UIKit `…Color` name, or bare 6 or 8 digit hex.
    private func namedColor() throws -> Color {
        let name = text.lowercased()
        if let hex = Color.cssNames[name] {
            return Color(hex: hex)
        }
        if name == "transparent" {
            return .clear
        }
        if let color = Color.uiKitNamesByLowercaseName[name] {
            return color
        }
        let isAllHex = text.utf8.allSatisfy { Self.hexDigitValue($0) != nil }
        if isAllHex, text.utf8.count == 6 || text.utf8.count == 8 {
            return try hexColor(prefix: "")
        }
        var unknown = StringCodingError.unknownName(
            input, expected: "Color", validNames: Color.allNames, listsValidNames: false)
        unknown.reason = "unknown color name"
        if isAllHex {
            unknown.reason += "; write \"#\(text)\" for a hex color"
        }
        throw unknown
    }
}
