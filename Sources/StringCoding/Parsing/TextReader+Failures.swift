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
}

/// A parser of one type's strings, such as ``ColorParser``: it reads the string without surrounding
/// whitespace and reports errors against the string as given.
protocol TrimmedStringParser {
    /// The type read, as errors name it.
    static var expected: String { get }
    /// The string as given, which errors quote.
    var input: String { get }
    /// The string without surrounding whitespace, which is what is parsed.
    var text: String { get }

    init(input: String, text: String)
}

extension TrimmedStringParser {
    init(_ input: String) {
        self.init(input: input, text: input.trimmingWhitespace)
    }

    /// An error about `input`; `offset` counts characters in ``text`` and is moved past the
    /// whitespace that was trimmed.
    func error(_ reason: String, at offset: Int? = nil) -> StringCodingError {
        StringCodingError(
            input: input, expected: Self.expected, reason: reason,
            offset: offset.map { $0 + input.leadingWhitespaceCount })
    }
}
