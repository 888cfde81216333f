import DocumentReading

extension TextReader {
    /// Reads a run of digits in `radix`, where single `_` separators may stand between two digits
    /// (`1_000_000`), passing each digit's value to `digit`. Returns how many digits were read.
    package mutating func readDigits(radix: Int, _ digit: (Int) -> Void) throws -> Int {
        var count = 0
        while let character = next {
            if character == "_" {
                let followedByDigit = self.character(at: position + 1)?.digitValue(radix: radix) != nil
                guard count > 0, followedByDigit else { throw failure("\"_\" must be between digits") }
                advance()
                continue
            }
            guard let value = character.digitValue(radix: radix) else { break }
            digit(value)
            count += 1
            advance()
        }
        return count
    }

    /// Reads digits in `radix` like ``readDigits(radix:_:)``, appending them without separators to `text`.
    package mutating func readDigits(radix: Int, into text: inout String) throws -> Int {
        let start = position
        let count = try readDigits(radix: radix) { _ in }
        text.append(contentsOf: characters[start..<position].lazy.filter { $0 != "_" })
        return count
    }

    /// The error for the character at the current position not being a digit in `radix`, or for
    /// the input ending where a digit was needed.
    package func notADigit(radix: Int) -> StringCodingError {
        let kind = "\(radix == 8 ? "an" : "a") \(Self.digitKind(radix)) digit"
        guard let character = next else { return failure("expected \(kind)") }
        return failure("\"\(character)\" is not \(kind)")
    }

    /// The name of a digit in `radix`, as in "not a hex digit".
    package static func digitKind(_ radix: Int) -> String {
        switch radix {
        case 2: "binary"
        case 8: "octal"
        case 16: "hex"
        default: "decimal"
        }
    }

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
