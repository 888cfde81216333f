/// The bracketed arguments of the operators that take one: `[12]`, `[card.v2]`, `[MyApp.CardView]`.
extension BindingPathParser {
    /// The view step an operator makes, reading its bracketed argument if it takes one.
    mutating func step(for viewOperator: ViewOperator) throws(BindingPathError) -> BindingPath.ViewStep {
        switch viewOperator {
        case .superview: return .superview
        case .rootview: return .rootview
        case .cell: return .cell
        case .superviewWithTag: return .superviewWithTag(try integer(after: viewOperator))
        case .subviewWithTag: return .subviewWithTag(try integer(after: viewOperator))
        case .subviews: return .subviews(try integer(after: viewOperator))
        case .superviewWithRestorationID: return .superviewWithRestorationID(try restorationID(after: viewOperator))
        case .subviewWithRestorationID: return .subviewWithRestorationID(try restorationID(after: viewOperator))
        case .superviewWithClass: return .superviewWithClass(try className(after: viewOperator))
        case .subviewWithClass: return .subviewWithClass(try className(after: viewOperator))
        }
    }

    /// A tag (any `Int`) or a subview index (0 or more), as `viewOperator` takes.
    private mutating func integer(after viewOperator: ViewOperator) throws(BindingPathError) -> Int {
        let isTag = viewOperator.argument == .tag
        let (content, start) = try bracketed(after: viewOperator, nesting: false)
        guard isInteger(content), isTag || !content.hasPrefix("-") else {
            let expected = isTag ? "a tag (an integer)" : "a subview index (an integer, 0 or more)"
            throw failure(expected: expected, content: content, at: start)
        }
        guard let value = Int(content) else {
            let expected = isTag ? "a tag from \(Int.min) to \(Int.max)" : "a subview index from 0 to \(Int.max)"
            throw failure(expected: expected, content: content, at: start)
        }
        return value
    }

    private mutating func restorationID(after viewOperator: ViewOperator) throws(BindingPathError) -> String {
        let (content, start) = try bracketed(after: viewOperator, nesting: false)
        guard !content.isEmpty else { throw failure(expected: "a restoration identifier", content: content, at: start) }
        return content
    }

    /// A class name, checked to be one that ``isInstance(_:ofClassNamed:)`` can match; brackets
    /// nest, so `Box<[Int]>` is one name.
    private mutating func className(after viewOperator: ViewOperator) throws(BindingPathError) -> String {
        let (content, start) = try bracketed(after: viewOperator, nesting: true)
        guard ClassNamePattern(parsing: content, steps: &steps) != nil else {
            let expected = "a class name such as \"CardView\", \"MyApp.CardView\" or \"Box<Int>\""
            throw failure(expected: expected, content: content, at: start)
        }
        return content
    }

    /// The text between `[` and its `]`, and the scalar offset where it starts. Any character but
    /// a control character may stand inside, dots and spaces included; with `nesting`, inner
    /// brackets pair up.
    private mutating func bracketed(
        after viewOperator: ViewOperator, nesting: Bool
    ) throws(BindingPathError) -> (content: String, start: Int) {
        guard position < scalars.count, scalars[position] == "[" else {
            throw error(expected: "\"[\" after \(viewOperator.rawValue)")
        }
        let open = position
        position += 1
        let start = position
        var depth = 0
        while position < scalars.count {
            steps += 1
            let scalar = scalars[position]
            if scalar == "]" {
                if depth == 0 { break }
                depth -= 1
            } else if scalar == "[", nesting {
                depth += 1
            } else if PathScalar.isControl(scalar) {
                break
            }
            position += 1
        }
        guard position < scalars.count, scalars[position] == "]" else {
            throw error(expected: "\"]\" to close the \"[\" at column \(column(at: open))")
        }
        position += 1
        return (string(start..<position - 1), start)
    }

    /// `-?[0-9]+` in ASCII digits, whatever its size.
    private func isInteger(_ content: String) -> Bool {
        let digits = content.utf8.first == UInt8(ascii: "-") ? content.utf8.dropFirst() : content.utf8[...]
        return !digits.isEmpty && digits.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    /// An error about a bracket's content, which starts at scalar offset `start`.
    private func failure(expected: String, content: String, at start: Int) -> BindingPathError {
        let found = content.isEmpty ? PathScalar.describe("]") : PathScalar.quoted(content)
        return BindingPathError(input: text, column: column(at: start), expected: expected, found: found)
    }
}
