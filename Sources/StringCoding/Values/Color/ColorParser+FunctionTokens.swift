extension ColorParser {
    /// Splits the arguments of the function whose `(` is at `open` into values, commas and slashes,
    /// skipping whitespace and comments, and finds the `)` that closes it: its character offset,
    /// or the end of the text when the function is left open, which CSS closes there
    /// (`rgb(1 2 3` is `rgb(1 2 3)`). A `calc(…)` is one value; any other function inside is an
    /// error, and so is anything but comments after the closing `)`.
    func functionTokens(
        after open: String.Index, atOffset openOffset: Int, functionName: String
    ) throws -> (tokens: [ColorFunctionToken], closeOffset: Int) {
        var tokens: [ColorFunctionToken] = []
        var wordStart: (index: String.Index, offset: Int)?
        func endWord(at end: String.Index) {
            guard let start = wordStart else { return }
            tokens.append(.init(kind: .word, argument: .init(text: text[start.index..<end], offset: start.offset)))
            wordStart = nil
        }
        var index = text.index(after: open)
        var offset = openOffset + 1
        while index < text.endIndex {
            let character = text[index]
            if let comment = try comment(at: index, offset: offset) {
                endWord(at: index)
                (index, offset) = (comment.end, offset + comment.length)
                continue
            }
            switch character {
            case ")":
                endWord(at: index)
                try expectNothing(after: text.index(after: index), atOffset: offset + 1)
                return (tokens, offset)
            case "(":
                guard let start = wordStart, text[start.index..<index].lowercased() == "calc" else {
                    throw misplacedParenthesis(
                        at: (index, offset), wordStart: wordStart, functionName: functionName)
                }
                let end = try groupEnd(after: index, atOffset: offset)
                (index, offset) = (end.index, end.offset)
                let calculation = text[start.index..<index]
                tokens.append(
                    .init(kind: .word, argument: .init(text: calculation, offset: start.offset, isCalculation: true)))
                wordStart = nil
                continue
            case _ where character.isWhitespace:
                endWord(at: index)
            case "*" where text[text.index(after: index)...].first == "/":
                throw error("unexpected \"*/\": it ends a comment, but no \"/*\" opened one", at: offset)
            case ",", "/":
                endWord(at: index)
                let kind: ColorFunctionToken.Kind = character == "," ? .comma : .slash
                tokens.append(.init(kind: kind, argument: .init(text: text[index...index], offset: offset)))
            default:
                if wordStart == nil { wordStart = (index, offset) }
            }
            index = text.index(after: index)
            offset += 1
        }
        endWord(at: text.endIndex)
        return (tokens, offset)
    }

    /// The index and offset after the `)` that matches the `(` at `open`, skipping comments and
    /// nested parentheses; the end of the text when it is never closed, as CSS closes it there.
    private func groupEnd(
        after open: String.Index, atOffset openOffset: Int
    ) throws -> (index: String.Index, offset: Int) {
        var depth = 1
        var index = text.index(after: open)
        var offset = openOffset + 1
        while index < text.endIndex, depth > 0 {
            if let comment = try comment(at: index, offset: offset) {
                (index, offset) = (comment.end, offset + comment.length)
                continue
            }
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" { depth -= 1 }
            index = text.index(after: index)
            offset += 1
        }
        return (index, offset)
    }

    /// Fails unless only whitespace and comments follow the closing `)`.
    private func expectNothing(after start: String.Index, atOffset startOffset: Int) throws {
        var index = start
        var offset = startOffset
        while index < text.endIndex {
            if let comment = try comment(at: index, offset: offset) {
                (index, offset) = (comment.end, offset + comment.length)
                continue
            }
            guard text[index].isWhitespace else { throw error("unexpected text after \")\"", at: offset) }
            index = text.index(after: index)
            offset += 1
        }
    }

    /// The error for a `(` inside a color function that does not open `calc(`.
    private func misplacedParenthesis(
        at open: (index: String.Index, offset: Int), wordStart: (index: String.Index, offset: Int)?,
        functionName: String
    ) -> StringCodingError {
        guard let wordStart else {
            return error("unexpected \"(\" in \(functionName)(); only calc() can group values", at: open.offset)
        }
        let function = text[wordStart.index..<open.index]
        return error(
            "unsupported function \"\(function)()\" in \(functionName)(); only calc() can be used inside a color "
                + "function",
            at: wordStart.offset)
    }
}
