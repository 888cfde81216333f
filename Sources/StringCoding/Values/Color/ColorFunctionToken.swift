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
        separatedWords(in: text, separators: [",", "/"], keepingSeparators: true, startingAt: offset).map {
            let kind: Kind = $0.word == "," ? .comma : $0.word == "/" ? .slash : .word
            return ColorFunctionToken(kind: kind, argument: .init(text: $0.word, offset: $0.offset))
        }
    }
}
