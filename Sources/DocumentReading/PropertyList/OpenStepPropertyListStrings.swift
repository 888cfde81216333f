import Foundation

/// OpenStep strings and data: unquoted runs, quoted strings with CoreFoundation's escapes, and
/// `<hex bytes>`.
extension OpenStepPropertyListReader: QuotedStringScanning {
    /// Reads the run of unquoted-string characters at `index` (at least one).
    mutating func readUnquotedString() -> String {
        let start = index
        while index < bytes.count && Self.isUnquotedByte(bytes[index]) { index += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    func quotedCharacterLength(at offset: Int) throws -> Int {
        try characterLength(at: offset)
    }

    func unterminatedString(opening: Int) -> any Error {
        error(
            at: opening,
            "expected \(input.describe(at: opening)) to end the string that starts here, found the end of the input")
    }

    /// Appends the character of the escape at `backslash` (in a string quoted with " or '); returns
    /// the offset after it. Escapes, as in CoreFoundation: `\a \b \f \n \r \t \v`; one to three
    /// octal digits (a NeXTSTEP-encoded character); `\U` and one to four hex digits (a UTF-16 unit; a
    /// surrogate pair takes two escapes); a backslash before any other character stands for that
    /// character (`\\`, `\"`, `\'`).
    mutating func readEscape(at backslash: Int) throws -> Int {
        let code = backslash + 1
        guard code < bytes.count else {
            throw error(at: code, expected: "expected a character after '\\'")
        }
        let byte = bytes[code]
        let simple: UInt8
        switch byte {
        case UInt8(ascii: "a"): simple = 0x07
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "v"): simple = 0x0B
        case UInt8(ascii: "0")...UInt8(ascii: "7"): return try readOctalEscape(at: backslash)
        case UInt8(ascii: "U"): return try readUnicodeEscape(at: backslash)
        default:
            // Any other character stands for itself.
            let length = try characterLength(at: code)
            scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[code..<code + length]))
            return code + length
        }
        scratch.append(simple)
        return code + 1
    }

    /// `\101`: up to three octal digits, a byte in the NeXTSTEP encoding (ASCII below 0o200).
    /// Escapes above `\377` keep their low eight bits (`\501` is `A`), as CoreFoundation and
    /// swift-foundation read them: they gather the digits in a byte.
    private mutating func readOctalEscape(at backslash: Int) throws -> Int {
        var value: UInt32 = 0
        var offset = backslash + 1
        while offset < backslash + 4, offset < bytes.count, bytes[offset] &- UInt8(ascii: "0") < 8 {
            value = value * 8 + UInt32(bytes[offset] &- UInt8(ascii: "0"))
            offset += 1
        }
        let escape = String(decoding: UnsafeBufferPointer(rebasing: bytes[backslash..<offset]), as: UTF8.self)
        value &= 0o377
        let scalar = value < 0o200 ? value : UInt32(Self.nextStepCharacters[Int(value - 0o200)])
        guard value == 0 || scalar != 0 else {
            throw error(
                at: backslash, "expected an octal escape of a NeXTSTEP character, found \(escape), which has none")
        }
        TextUTF8.append(scalar: scalar, to: &scratch)
        return offset
    }

    /// `\U00e9`: one to four hex digits, a UTF-16 unit; a high surrogate must be followed at once by
    /// a `\U` escape of a low one.
    private mutating func readUnicodeEscape(at backslash: Int) throws -> Int {
        let (first, afterFirst) = try hexUnit(at: backslash)
        if first >= 0xDC00 && first <= 0xDFFF {
            throw error(
                at: backslash,
                "expected a character escape, found the lone low surrogate \\U\(TextUTF8.hex(first, digits: 4))")
        }
        guard first >= 0xD800 && first <= 0xDBFF else {
            TextUTF8.append(scalar: first, to: &scratch)
            return afterFirst
        }
        if byte(at: afterFirst) == UInt8(ascii: "\\") && byte(at: afterFirst + 1) == UInt8(ascii: "U") {
            let (second, afterSecond) = try hexUnit(at: afterFirst)
            if second >= 0xDC00 && second <= 0xDFFF {
                TextUTF8.append(scalar: 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00), to: &scratch)
                return afterSecond
            }
        }
        throw error(
            at: backslash,
            "expected a low surrogate escape (\\UDC00 to \\UDFFF) after the high surrogate \\U\(TextUTF8.hex(first, digits: 4)), found \(input.describe(at: afterFirst))"
        )
    }

    /// The value of the one to four hex digits after the `\U` at `backslash`, and the offset after them.
    private func hexUnit(at backslash: Int) throws -> (UInt32, Int) {
        var value: UInt32 = 0
        var offset = backslash + 2
        while offset < backslash + 6, let digit = byte(at: offset).asciiHexDigitValue {
            value = value << 4 | digit
            offset += 1
        }
        guard offset > backslash + 2 else {
            throw error(at: offset, expected: "expected hex digits after '\\U'")
        }
        return (value, offset)
    }

    /// Reads `<0fbd 7777>` at `index`: pairs of hex digits, with whitespace between pairs.
    mutating func readData() throws -> Data {
        let opening = index
        var offset = opening + 1
        var data = Data()
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: ">") {
                index = offset + 1
                return data
            }
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                offset += 1
                continue
            }
            guard let high = byte.asciiHexDigitValue else {
                throw error(at: offset, expected: "expected hex digits or '>' in data")
            }
            guard let low = self.byte(at: offset + 1).asciiHexDigitValue else {
                throw error(at: offset + 1, expected: "expected a second hex digit in data (digits come in pairs)")
            }
            data.append(UInt8(truncatingIfNeeded: high << 4 | low))
            offset += 2
        }
        throw error(at: opening, "expected '>' to end the data that starts here, found the end of the input")
    }

    /// The Unicode scalars of the NeXTSTEP encoding's bytes 0x80 to 0xFF (0 where it has none).
    static let nextStepCharacters: [UInt16] = [
        0x00A0, 0x00C0, 0x00C1, 0x00C2, 0x00C3, 0x00C4, 0x00C5, 0x00C7,
        0x00C8, 0x00C9, 0x00CA, 0x00CB, 0x00CC, 0x00CD, 0x00CE, 0x00CF,
        0x00D0, 0x00D1, 0x00D2, 0x00D3, 0x00D4, 0x00D5, 0x00D6, 0x00D9,
        0x00DA, 0x00DB, 0x00DC, 0x00DD, 0x00DE, 0x00B5, 0x00D7, 0x00F7,
        0x00A9, 0x00A1, 0x00A2, 0x00A3, 0x2044, 0x00A5, 0x0192, 0x00A7,
        0x00A4, 0x2019, 0x201C, 0x00AB, 0x2039, 0x203A, 0xFB01, 0xFB02,
        0x00AE, 0x2013, 0x2020, 0x2021, 0x00B7, 0x00A6, 0x00B6, 0x2022,
        0x201A, 0x201E, 0x201D, 0x00BB, 0x2026, 0x2030, 0x00AC, 0x00BF,
        0x00B9, 0x02CB, 0x00B4, 0x02C6, 0x02DC, 0x00AF, 0x02D8, 0x02D9,
        0x00A8, 0x00B2, 0x02DA, 0x00B8, 0x00B3, 0x02DD, 0x02DB, 0x02C7,
        0x2014, 0x00B1, 0x00BC, 0x00BD, 0x00BE, 0x00E0, 0x00E1, 0x00E2,
        0x00E3, 0x00E4, 0x00E5, 0x00E7, 0x00E8, 0x00E9, 0x00EA, 0x00EB,
        0x00EC, 0x00C6, 0x00ED, 0x00AA, 0x00EE, 0x00EF, 0x00F0, 0x00F1,
        0x0141, 0x00D8, 0x0152, 0x00BA, 0x00F2, 0x00F3, 0x00F4, 0x00F5,
        0x00F6, 0x00E6, 0x00F9, 0x00FA, 0x00FB, 0x0131, 0x00FC, 0x00FD,
        0x0142, 0x00F8, 0x0153, 0x00DF, 0x00FE, 0x00FF, 0x0000, 0x0000,
    ]
}
