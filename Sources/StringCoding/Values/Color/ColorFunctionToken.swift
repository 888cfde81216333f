/// A piece of the text between a color function's parentheses: a value (a number, a keyword or a
/// whole `calc(…)`), a comma or a slash.
struct ColorFunctionToken {
    enum Kind {
        case word, comma, slash
    }

    var kind: Kind
    var argument: ColorFunctionCall.Argument
}
