import DocumentReading

/// Exactly one character (one grapheme: `"é"` and `"👍🏽"` count as one). A string that is a single
/// whitespace character is that character; otherwise surrounding whitespace is ignored.
///
/// ```swift
/// try Character(parsing: "x")      // "x"
/// try Character(parsing: " ")      // " "
/// ```
extension Character: StringCodable {
    public init(parsing string: String) throws {
        if string.count == 1, let only = string.first {
            self = only
            return
        }
        let reader = TextReader(string, expected: "Character")
        guard let first = reader.characters.first else {
            throw reader.failure(wholeInput: "expected exactly one character, found none")
        }
        guard reader.characters.count == 1 else {
            throw reader.failure("expected exactly one character, found \(reader.characters.count)", at: 1)
        }
        self = first
    }

    public var stringRepresentation: String { String(self) }
}
