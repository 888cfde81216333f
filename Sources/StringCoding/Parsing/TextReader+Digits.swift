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

    /// Consumes a `0x`, `0b` or `0o` prefix (either case) and returns its radix, or 10 when there is none.
    package mutating func readRadixPrefix() -> Int {
        guard next == "0", let marker = character(at: position + 1) else { return 10 }
        let radix: Int
        switch marker {
        case "x", "X": radix = 16
        case "b", "B": radix = 2
        case "o", "O": radix = 8
        default: return 10
        }
        advance(by: 2)
        return radix
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
}
