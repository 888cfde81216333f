import DocumentReading

extension PositionedNode.Scalar {
    /// The scalar as the author wrote it: YAML's null (a plain `null`, `~` or nothing) is
    /// ``WrittenValue/null``, a plain scalar is unquoted text, and a quoted, block or `!!str`-tagged
    /// scalar (every JSON string, every property-list value) is quoted text, which an optional keeps.
    package var writtenValue: WrittenValue {
        if isNull { return .null }
        return isPlain && !isTaggedString ? .unquoted(string) : .quoted(string)
    }
}
