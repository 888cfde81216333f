import DocumentReading

extension TextReader {
    /// Reads a whole floating-point literal: optional sign, digits with an optional fraction, an
    /// optional exponent, and `_` separators between digits. With `allowsHex`, `0x` literals with a
    /// `p` exponent are read too. Returns the literal without separators, ready for the standard
    /// library or Foundation to convert; throws at the first character that does not fit.
    package mutating func readNumberLiteral(allowsHex: Bool) throws -> String {
        var literal = ""
        if readSign() { literal.append("-") }
        var radix = 10
        if allowsHex, next == "0", let marker = character(at: position + 1), marker == "x" || marker == "X" {
            advance(by: 2)
            literal += "0x"
            radix = 16
        }
        var digitCount = try readDigits(radix: radix, into: &literal)
        if next == "." {
            advance()
            literal.append(".")
            if next == "_" { throw failure("\"_\" must be between digits") }
            digitCount += try readDigits(radix: radix, into: &literal)
        }
        guard digitCount > 0 else { throw notADigit(radix: radix) }
        let exponentMarkers: Set<Character> = radix == 16 ? ["p", "P"] : ["e", "E"]
        if let marker = next, exponentMarkers.contains(marker) {
            advance()
            literal.append(marker)
            if readSign() { literal.append("-") }
            guard try readDigits(radix: 10, into: &literal) > 0 else {
                throw failure(isAtEnd ? "expected exponent digits after \"\(marker)\"" : notADigit(radix: 10).reason)
            }
        }
        guard isAtEnd else { throw notADigit(radix: radix) }
        return literal
    }
}
