import DocumentReading

extension PositionedNode.Scalar {
    /// The scalar as the author wrote it: YAML's null (a plain `null`, `~` or nothing) is
    /// ``WrittenValue/null``, a plain scalar is unquoted text, and a quoted or block scalar (every JSON
    /// string, every property-list value) is quoted text, which an optional keeps as it is.
    package var writtenValue: WrittenValue {
        if isNull { return .null }
        return isPlain ? .unquoted(string) : .quoted(string)
    }
}
