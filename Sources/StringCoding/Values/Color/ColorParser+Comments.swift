extension ColorParser {
    /// When a CSS comment starts at `index` (`/*`), the index after its `*/` and how many characters
    /// it spans; nil when none starts there. An unclosed comment is an error, pointing at its `/*`
    /// (`offset`): CSS would let it run to the end of the text, silently dropping what follows.
    func comment(at index: String.Index, offset: Int) throws -> (end: String.Index, length: Int)? {
        guard text[index] == "/" else { return nil }
        let afterSlash = text.index(after: index)
        guard afterSlash < text.endIndex, text[afterSlash] == "*" else { return nil }
        var current = text.index(after: afterSlash)
        var length = 2
        while current < text.endIndex {
            let character = text[current]
            current = text.index(after: current)
            length += 1
            if character == "*", current < text.endIndex, text[current] == "/" {
                return (text.index(after: current), length + 1)
            }
        }
        throw error("unclosed comment: expected \"*/\" to end the comment that starts here", at: offset)
    }

    /// The color between comments, as in `/* brand */ #ff8800`, or nil when no comment surrounds the
    /// value (comments inside a color function are read where they are). Only reached once a
    /// plain reading failed, so that colors without comments never pay for looking.
    func colorBetweenComments() throws -> Color? {
        guard text.contains("/*") else { return nil }
        var index = text.startIndex
        var offset = 0
        var valueStart: (index: String.Index, offset: Int)?
        var valueEnd = text.startIndex
        while index < text.endIndex {
            if let comment = try comment(at: index, offset: offset) {
                (index, offset) = (comment.end, offset + comment.length)
                continue
            }
            if !text[index].isWhitespace {
                valueStart = valueStart ?? (index, offset)
                valueEnd = text.index(after: index)
            }
            index = text.index(after: index)
            offset += 1
        }
        guard let valueStart else {
            throw error("expected a color name, hex code or color function, got only a comment")
        }
        guard valueStart.index != text.startIndex || valueEnd != text.endIndex else { return nil }
        let value = String(text[valueStart.index..<valueEnd])
        do {
            return try ColorParser(input: value, text: value).parse()
        } catch let failure as StringCodingError {
            throw failure.within(input, at: valueStart.offset + input.leadingWhitespaceCount)
        }
    }
}
