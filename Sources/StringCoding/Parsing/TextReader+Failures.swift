import DocumentReading

extension TextReader {
    /// An error at `index` in `characters` (the current position by default), its caret pointing
    /// into the original, untrimmed input.
    package func failure(_ reason: String, at index: Int? = nil) -> StringCodingError {
        StringCodingError(
            input: input, expected: expected, reason: reason, offset: leadingOffset + (index ?? position))
    }

    /// An error about the whole input, with no caret.
    package func failure(wholeInput reason: String) -> StringCodingError {
        StringCodingError(input: input, expected: expected, reason: reason)
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
