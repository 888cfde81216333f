extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and newlines; cheap when there are none.
    /// Inlinable, so that callers in other modules get it specialized for their string type.
    @inlinable
    package var trimmingWhitespace: String {
        guard let first = unicodeScalars.first, let last = unicodeScalars.last else { return "" }
        guard first.properties.isWhitespace || last.properties.isWhitespace else { return String(self) }
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return start < end ? String(self[start..<end]) : ""
    }

    /// Offset in characters of the first non-whitespace character, for carets in errors.
    @inlinable
    package var leadingWhitespaceCount: Int {
        prefix { $0.isWhitespace }.count
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
