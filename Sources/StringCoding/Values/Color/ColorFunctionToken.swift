/// A piece of the text between a color function's parentheses.
struct ColorFunctionToken {
    enum Kind {
        case word, comma, slash
    }

    var kind: Kind
    var argument: ColorFunctionCall.Argument

    /// Splits `text` (whose first character is at `offset`) at whitespace, commas and
    /// slashes; commas and slashes are tokens of their own.
    static func tokens(in text: Substring, startingAt offset: Int) -> [ColorFunctionToken] {
        var tokens: [ColorFunctionToken] = []
        var wordStart: (index: String.Index, offset: Int)?
        var currentOffset = offset
        func endWord(at end: String.Index) {
            if let start = wordStart {
                let argument = ColorFunctionCall.Argument(text: text[start.index..<end], offset: start.offset)
                tokens.append(ColorFunctionToken(kind: .word, argument: argument))
                wordStart = nil
            }
        }
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if character.isWhitespace || character == "," || character == "/" {
                endWord(at: index)
                if !character.isWhitespace {
                    tokens.append(
                        ColorFunctionToken(
                            kind: character == "," ? .comma : .slash,
                            argument: .init(text: text[index..<next], offset: currentOffset)))
                }
            } else if wordStart == nil {
                wordStart = (index, currentOffset)
            }
            index = next
            currentOffset += 1
        }
        endWord(at: text.endIndex)
        return tokens
    }
}
