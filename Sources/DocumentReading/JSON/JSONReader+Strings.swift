/// JSON strings, read by ``QuotedStringScanning``: control characters must be escaped.
extension JSONReader: QuotedStringScanning {
    /// The length of the raw (unescaped) character at `offset`: 1 for ASCII, the UTF-8 sequence's
    /// length otherwise; throws for a control character or ill-formed UTF-8.
    @inline(__always)
    func quotedCharacterLength(at offset: Int) throws -> Int {
        let byte = bytes[offset]
        if byte >= 0x20 && byte < 0x80 { return 1 }
        if byte < 0x20 { throw JSONSyntaxProblem.controlCharacterInString(at: offset) }
        let length = TextUTF8.sequenceLength(in: bytes, at: offset)
        guard length > 0 else { throw JSONSyntaxProblem.invalidUTF8InString(at: offset) }
        return length
    }

    func unterminatedString(opening: Int) -> any Error {
        JSONSyntaxProblem.unterminatedString(opening: opening, end: bytes.count)
    }

    /// Appends the character of the escape at `backslash` to `scratch`; returns the offset after it.
    mutating func readEscape(at backslash: Int) throws -> Int {
        let code = byte(at: backslash + 1)
        let simple: UInt8
        switch code {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): simple = code
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"): return try readUnicodeEscape(at: backslash)
        default: throw JSONSyntaxProblem.invalidEscape(at: backslash + 1)
        }
        scratch.append(simple)
        return backslash + 2
    }

    /// `\uXXXX`, or a surrogate pair `\uD83D\uDE00`; a lone surrogate is an error.
    private mutating func readUnicodeEscape(at backslash: Int) throws -> Int {
        let first = try hexQuad(at: backslash + 2)
        var end = backslash + 6
        var scalar = first
        if first >= 0xDC00 && first <= 0xDFFF {
            throw JSONSyntaxProblem.loneLowSurrogate(escape: backslash)
        }
        if first >= 0xD800 && first <= 0xDBFF {
            let hasSecond = byte(at: end) == UInt8(ascii: "\\") && byte(at: end + 1) == UInt8(ascii: "u")
            let second = hasSecond ? try hexQuad(at: end + 2) : 0
            guard second >= 0xDC00 && second <= 0xDFFF else {
                throw JSONSyntaxProblem.missingLowSurrogate(highEscape: backslash, found: end)
            }
            scalar = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
            end += 6
        }
        TextUTF8.append(scalar: scalar, to: &scratch)
        return end
    }

    /// The value of the four hex digits at `offset`.
    func hexQuad(at offset: Int) throws -> UInt32 {
        var value: UInt32 = 0
        for digitOffset in offset..<offset + 4 {
            guard let digit = byte(at: digitOffset).asciiHexDigitValue else {
                throw JSONSyntaxProblem.expectedHexDigit(at: digitOffset)
            }
            value = value << 4 | digit
        }
        return value
    }
}
