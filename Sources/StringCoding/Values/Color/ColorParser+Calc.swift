import KeyCoding

// calc() in a color function's arguments, as CSS Color 4 allows it: numbers, percentages and angles,
// the constants e, pi, infinity, -infinity and NaN, + - * / and parentheses or nested calc(). The
// arithmetic is IEEE's (1 / 0 is infinity, 0 / 0 is NaN); the color's readers then clamp an infinite
// result to the channel's range and read NaN as 0, as CSS Values 4 specifies for a top-level calc().

/// A value inside `calc()`: a number, a percentage (in percent) or an angle (in degrees).
private struct CalcValue {
    enum Kind: Equatable {
        case number, percentage, angle

        var described: String {
            switch self {
            case .number: "a number"
            case .percentage: "a percentage"
            case .angle: "an angle"
            }
        }
    }

    var amount: Double
    var kind: Kind
}

/// One piece of a `calc()` expression, with where it was written.
private struct CalcToken {
    enum Kind {
        case value(CalcValue)
        case operation(Character)
        case open, close
    }

    var kind: Kind
    var text: Substring
    var offset: Int
    /// Whether whitespace or a comment comes right before it: CSS requires it around `+` and `-`.
    var followsSpace: Bool
}

extension ColorParser {
    /// The value of the `calc(…)` that `argument` holds. A `calc(` left open at the end of the text
    /// is closed there, as CSS closes every open function.
    func calcValue(_ argument: ColorFunctionCall.Argument) throws -> CSSValue {
        var reader = CalcReader(
            parser: self, tokens: try calcTokens(argument), endOffset: argument.offset + argument.text.count)
        let value = try reader.calculation()
        switch value.kind {
        case .number: return .number(value.amount)
        case .percentage: return .percentage(value.amount)
        case .angle: return .angle(degrees: value.amount)
        }
    }

    private static let calcConstants: [String: Double] = [
        "e": 2.718281828459045, "pi": .pi, "infinity": .infinity, "-infinity": -.infinity, "nan": .nan,
    ]

    private func calcTokens(_ argument: ColorFunctionCall.Argument) throws -> [CalcToken] {
        var tokens: [CalcToken] = []
        var index = argument.text.startIndex
        var offset = argument.offset
        var followsSpace = false
        while index < argument.text.endIndex {
            if let comment = try comment(at: index, offset: offset) {
                (index, offset, followsSpace) = (comment.end, offset + comment.length, true)
                continue
            }
            let character = text[index]
            if character.isWhitespace {
                (index, offset, followsSpace) = (text.index(after: index), offset + 1, true)
                continue
            }
            let start = index
            let kind: CalcToken.Kind
            if startsNumber(at: index) {
                (kind, index) = try calcNumber(at: index, offset: offset, end: argument.text.endIndex)
            } else if isASCIILetter(character) || (character == "-" && isASCIILetter(at: text.index(after: index))) {
                (kind, index) = try calcKeyword(at: index, offset: offset, end: argument.text.endIndex)
            } else {
                switch character {
                case "(": kind = .open
                case ")": kind = .close
                case "+", "-", "*", "/": kind = .operation(character)
                default: throw error("unexpected \"\(character)\" in calc()", at: offset)
                }
                index = text.index(after: index)
            }
            tokens.append(CalcToken(kind: kind, text: text[start..<index], offset: offset, followsSpace: followsSpace))
            offset += text.distance(from: start, to: index)
            followsSpace = false
        }
        return tokens
    }

    /// Whether a CSS number starts at `index`: a digit, or a sign or `.` before one.
    private func startsNumber(at index: String.Index) -> Bool {
        var current = index
        if text[current] == "+" || text[current] == "-" { current = text.index(after: current) }
        if current < text.endIndex, text[current] == "." { current = text.index(after: current) }
        return current < text.endIndex && isASCIIDigit(text[current])
    }

    private func isASCIILetter(at index: String.Index) -> Bool {
        index < text.endIndex && isASCIILetter(text[index])
    }

    private func isASCIILetter(_ character: Character) -> Bool {
        character.asciiValue.map { $0 | 0x20 >= UInt8(ascii: "a") && $0 | 0x20 <= UInt8(ascii: "z") } ?? false
    }

    private func isASCIIDigit(_ character: Character) -> Bool {
        character.asciiValue.map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false
    }

    /// A number, percentage or angle such as `2`, `-1.5e3`, `50%` or `0.25turn`, and where it ends.
    private func calcNumber(
        at start: String.Index, offset: Int, end: String.Index
    ) throws -> (CalcToken.Kind, String.Index) {
        let numberLength = CSSValue.numberLength(in: Array(text[start..<end].utf8))
        var index = text.index(start, offsetBy: numberLength)
        if index < end, text[index] == "%" {
            index = text.index(after: index)
        } else {
            while index < end, isASCIILetter(text[index]) { index = text.index(after: index) }
        }
        let literal = text[start..<index]
        switch CSSValue(literal) {
        case .number(let number): return (.value(CalcValue(amount: number, kind: .number)), index)
        case .percentage(let percent): return (.value(CalcValue(amount: percent, kind: .percentage)), index)
        case .angle(let degrees): return (.value(CalcValue(amount: degrees, kind: .angle)), index)
        case .some(.none), nil:
            throw error("expected a number, percentage or angle in calc(), got \"\(literal)\"", at: offset)
        }
    }

    /// One of calc()'s constants, or the `calc(` of a nested calculation, and where it ends.
    private func calcKeyword(
        at start: String.Index, offset: Int, end: String.Index
    ) throws -> (CalcToken.Kind, String.Index) {
        var index = text.index(after: start)
        while index < end, isASCIILetter(text[index]) || isASCIIDigit(text[index]) || text[index] == "-" {
            index = text.index(after: index)
        }
        let name = text[start..<index].lowercased()
        if index < end, text[index] == "(" {
            guard name == "calc" else {
                throw error(
                    "unsupported function \"\(text[start..<index])()\" in calc(); only calc() and parentheses can "
                        + "be used inside it",
                    at: offset)
            }
            return (.open, text.index(after: index))
        }
        guard let constant = Self.calcConstants[name] else {
            var unknown = error("unknown keyword \"\(text[start..<index])\" in calc()", at: offset)
            let names = ["e", "pi", "infinity", "-infinity", "NaN"]
            unknown.validValues = names
            unknown.suggestion = closestMatch(to: name, in: names.map { $0.lowercased() })
            throw unknown
        }
        return (.value(CalcValue(amount: constant, kind: .number)), index)
    }
}

/// Evaluates a `calc()` expression's tokens by CSS's precedence: `*` and `/` before `+` and `-`,
/// left to right, parentheses first.
private struct CalcReader {
    let parser: ColorParser
    let tokens: [CalcToken]
    /// The offset just after the expression, for errors about what is missing at its end.
    let endOffset: Int
    var position = 0

    init(parser: ColorParser, tokens: [CalcToken], endOffset: Int) {
        (self.parser, self.tokens, self.endOffset) = (parser, tokens, endOffset)
    }

    /// The whole `calc(…)`, whose first token is the `calc(` itself.
    mutating func calculation() throws -> CalcValue {
        position = 1
        let value = try group()
        if position < tokens.count { throw unexpected(tokens[position]) }
        return value
    }

    /// An expression and the `)` that closes it; the end of the text closes every open group.
    private mutating func group() throws -> CalcValue {
        let value = try sum()
        guard position < tokens.count else { return value }
        guard case .close = tokens[position].kind else { throw unexpected(tokens[position]) }
        position += 1
        return value
    }

    private mutating func sum() throws -> CalcValue {
        try chain(of: ["+", "-"]) { try $0.product() }
    }

    private mutating func product() throws -> CalcValue {
        try chain(of: ["*", "/"]) { try $0.term() }
    }

    /// Operands joined by any of `operations`, evaluated left to right.
    private mutating func chain(
        of operations: Set<Character>, operand: (inout CalcReader) throws -> CalcValue
    ) throws -> CalcValue {
        var value = try operand(&self)
        while position < tokens.count, case .operation(let operation) = tokens[position].kind,
            operations.contains(operation)
        {
            let token = tokens[position]
            if operation == "+" || operation == "-" {
                // CSS tells `1 -2` (two numbers) from `1 - 2` by the spaces.
                let nextFollowsSpace = position + 1 >= tokens.count || tokens[position + 1].followsSpace
                guard token.followsSpace, nextFollowsSpace else {
                    throw parser.error("\"\(operation)\" needs a space on each side in calc()", at: token.offset)
                }
            }
            position += 1
            value = try combine(value, operation, try operand(&self), at: token.offset)
        }
        return value
    }

    private mutating func term() throws -> CalcValue {
        guard position < tokens.count else {
            throw parser.error("expected a value in calc()", at: endOffset)
        }
        let token = tokens[position]
        position += 1
        switch token.kind {
        case .value(let value): return value
        case .open: return try group()
        case .operation, .close:
            throw parser.error("expected a value in calc(), got \"\(token.text)\"", at: token.offset)
        }
    }

    private func combine(
        _ left: CalcValue, _ operation: Character, _ right: CalcValue, at offset: Int
    ) throws -> CalcValue {
        let operands = "got \(left.kind.described) and \(right.kind.described)"
        switch operation {
        case "+", "-":
            guard left.kind == right.kind else {
                throw parser.error(
                    "\"\(operation)\" needs two numbers, two percentages or two angles in calc(); \(operands)",
                    at: offset)
            }
            let amount = operation == "+" ? left.amount + right.amount : left.amount - right.amount
            return CalcValue(amount: amount, kind: left.kind)
        case "*":
            if left.kind == .number { return CalcValue(amount: left.amount * right.amount, kind: right.kind) }
            if right.kind == .number { return CalcValue(amount: left.amount * right.amount, kind: left.kind) }
            throw parser.error("\"*\" needs a number on one side in calc(); \(operands)", at: offset)
        default:
            guard right.kind == .number else {
                throw parser.error(
                    "\"/\" needs a number on its right in calc(); got \(right.kind.described)", at: offset)
            }
            return CalcValue(amount: left.amount / right.amount, kind: left.kind)
        }
    }

    /// The error for a token where an operator or the end of a group was expected.
    private func unexpected(_ token: CalcToken) -> StringCodingError {
        guard case .value = token.kind else {
            return parser.error("unexpected \"\(token.text)\" in calc()", at: token.offset)
        }
        let signed = token.text.first == "+" || token.text.first == "-"
        return parser.error(
            "expected an operator (+, -, * or /) before \"\(token.text)\""
                + (signed ? "; + and - need a space on each side" : ""),
            at: token.offset)
    }
}
