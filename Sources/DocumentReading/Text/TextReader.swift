/// Walks the trimmed characters of a string being parsed, keeping what an error needs to point its
/// caret into the original, untrimmed input.
///
/// The one text reader of the package: StringCoding's value parsers read with it, and make their
/// errors from its `input`, `expected` and `position` in an extension of their own. The walking
/// members are inlinable, so that reading a character costs no call across the module boundary.
///
/// ```swift
/// var reader = TextReader("  -12 ", expected: "Int")
/// reader.readSign()   // true
/// reader.next         // "1"
/// ```
package struct TextReader {
    /// The string as it was given to `init(_:expected:)`.
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

    @inlinable
    package var isAtEnd: Bool { position >= characters.count }

    /// The next character, if any.
    @inlinable
    package var next: Character? { character(at: position) }

    @inlinable
    package func character(at index: Int) -> Character? {
        characters.indices.contains(index) ? characters[index] : nil
    }

    @inlinable
    package mutating func advance(by count: Int = 1) {
        position = min(position + count, characters.count)
    }

    /// Consumes `character` when it is next.
    @inlinable
    package mutating func skip(_ character: Character) -> Bool {
        guard next == character else { return false }
        advance()
        return true
    }

    /// Consumes a leading `+` or `-`, returning whether the value is negative.
    @inlinable
    package mutating func readSign() -> Bool {
        if skip("-") { return true }
        _ = skip("+")
        return false
    }

    /// Consumes the characters that `belongs` accepts, returning them.
    @inlinable
    package mutating func read(while belongs: (Character) -> Bool) -> String {
        let start = position
        while let character = next, belongs(character) { advance() }
        return text(from: start)
    }

    /// The trimmed text from `start` up to the current position.
    package func text(from start: Int) -> String {
        String(characters[min(start, position)..<position])
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
}

extension Character {
    /// The value of this character as a digit in `radix` (2...16), for ASCII digits and letters only.
    @inlinable
    package func digitValue(radix: Int) -> Int? {
        guard let value = asciiValue?.asciiHexDigitValue.map(Int.init) else { return nil }
        return value < radix ? value : nil
    }
}
