import DocumentReading

/// Walks the trimmed characters of a string being parsed, and makes errors whose caret points into
/// the original, untrimmed input.
package struct TextReader {
    /// The string as it was given to `init(parsing:)`.
    package let input: String
    /// The type being read, for error messages.
    package let expected: String
    /// The input without surrounding whitespace.
    package let characters: [Character]
    /// Where `characters` starts within `input`, in characters.
    package let leadingOffset: Int
    /// The position of the next character to read, as an index into `characters`.
    package var position = 0

    package init(_ input: String, expected: String) {
        self.input = input
        self.expected = expected
        self.characters = Array(input.trimmingWhitespace)
        self.leadingOffset = characters.isEmpty ? 0 : input.leadingWhitespaceCount
    }

    package var isAtEnd: Bool { position >= characters.count }

    /// The next character, if any.
    package var next: Character? { character(at: position) }

    package func character(at index: Int) -> Character? {
        characters.indices.contains(index) ? characters[index] : nil
    }

    package mutating func advance(by count: Int = 1) {
        position = min(position + count, characters.count)
    }

    /// Consumes `character` when it is next.
    package mutating func skip(_ character: Character) -> Bool {
        guard next == character else { return false }
        advance()
        return true
    }

    /// Consumes a leading `+` or `-`, returning whether the value is negative.
    package mutating func readSign() -> Bool {
        if skip("-") { return true }
        _ = skip("+")
        return false
    }

    /// The trimmed text from `start` up to the current position.
    package func text(from start: Int) -> String {
        String(characters[min(start, position)..<position])
    }

    /// An error at `index` in `characters` (the current position by default).
    package func failure(_ reason: String, at index: Int? = nil) -> StringCodingError {
        StringCodingError(
            input: input, expected: expected, reason: reason, offset: leadingOffset + (index ?? position))
    }

    /// An error about the whole input, with no caret.
    package func failure(wholeInput reason: String) -> StringCodingError {
        StringCodingError(input: input, expected: expected, reason: reason)
    }
}

extension Character {
    /// The value of this character as a digit in `radix` (2...16), for ASCII digits and letters only.
    package func digitValue(radix: Int) -> Int? {
        guard let value = asciiValue?.asciiHexDigitValue.map(Int.init) else { return nil }
        return value < radix ? value : nil
    }
}
