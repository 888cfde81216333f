import DocumentReading

extension TextReader {
    /// Reads bytes written as pairs of hex digits up to `terminator` (or the end when nil). With
    /// `allowsSpaces`, whitespace may separate bytes, as in `<deadbeef 00ff>`.
    package mutating func readHexBytes(allowsSpaces: Bool, until terminator: Character?) throws -> [UInt8] {
        var bytes: [UInt8] = []
        while true {
            while allowsSpaces, let space = next, space.isWhitespace { advance() }
            guard let high = next, high != terminator else { return bytes }
            guard let highValue = high.digitValue(radix: 16) else { throw notADigit(radix: 16) }
            advance()
            guard let low = next, let lowValue = low.digitValue(radix: 16) else {
                let isBoundary = next == nil || next == terminator || next?.isWhitespace == true
                throw isBoundary ? failure("a byte needs two hex digits", at: position - 1) : notADigit(radix: 16)
            }
            advance()
            bytes.append(UInt8(highValue * 16 + lowValue))
        }
    }

    /// Reads base64 to the end, in the standard (`+/`) or URL-safe (`-_`) alphabet, with or
    /// without `=` padding.
    package mutating func readBase64() throws -> [UInt8] {
        var bytes: [UInt8] = []
        var bits: UInt32 = 0
        var bitCount = 0
        var sextetCount = 0
        while let character = next, character != "=" {
            guard let value = character.asciiValue?.base64Value(urlSafeToo: true) else {
                throw failure("\"\(character)\" is not a base64 character")
            }
            bits = bits << 6 | value
            bitCount += 6
            sextetCount += 1
            if bitCount >= 8 {
                bitCount -= 8
                bytes.append(UInt8(truncatingIfNeeded: bits >> UInt32(bitCount)))
            }
            advance()
        }
        if sextetCount % 4 == 1 {
            throw failure("incomplete base64: the last group has only one character", at: position - 1)
        }
        let paddingStart = position
        while skip("=") {}
        let padding = position - paddingStart
        if let character = next {
            throw failure("\"\(character)\" after \"=\" padding; padding may only end the text")
        }
        if padding > 0, (sextetCount + padding) % 4 != 0 {
            throw failure("wrong amount of \"=\" padding", at: paddingStart)
        }
        return bytes
    }
}
