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
