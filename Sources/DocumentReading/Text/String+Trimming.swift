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
