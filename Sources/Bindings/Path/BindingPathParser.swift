import KeyCoding

/// Reads a binding path in one pass over its Unicode scalars: view steps up to `dataObject`, then
/// the data object's keys.
struct BindingPathParser {
    static let dataObjectKey = "dataObject"
    static let shapeNote =
        "a binding path is view steps, then \"dataObject\", then keys of the data object, "
        + "as in \"@cell.dataObject.name\""

    let source: ScalarText
    var position = 0
    /// Scalars looked at so far, class names included: tests compare it across paths to show that
    /// reading one is linear in its length.
    var steps = 0

    var text: String { source.text }
    var scalars: [Unicode.Scalar] { source.scalars }

    static func parse(_ text: String) throws(BindingPathError) -> BindingPath {
        try checkLength(of: text)
        var parser = BindingPathParser(source: ScalarText(text))
        return try parser.path()
    }

    /// The steps ``parse(_:)`` takes to read `text` (one within ``BindingPath/maximumLength``),
    /// whether it reads a path or an error.
    static func steps(parsing text: String) -> Int {
        var parser = BindingPathParser(source: ScalarText(text))
        _ = try? parser.path()
        return parser.steps
    }

    /// Refuses a path of more than ``BindingPath/maximumLength`` Unicode scalars, looking at no
    /// more of it than that.
    private static func checkLength(of text: String) throws(BindingPathError) {
        guard text.utf8.count > BindingPath.maximumLength else { return }
        let scalars = text.unicodeScalars
        let limit = scalars.index(scalars.startIndex, offsetBy: BindingPath.maximumLength, limitedBy: scalars.endIndex)
        guard let limit, limit != scalars.endIndex else { return }
        throw BindingPathError(
            input: text, column: column(of: limit, in: text),
            expected: "a path of at most \(BindingPath.maximumLength) characters", found: "a longer path")
    }

    private mutating func path() throws(BindingPathError) -> BindingPath {
        var viewSteps: [BindingPath.ViewStep] = []
        var propertySteps: [(key: String, position: Int)] = []
        var dataKeys: [String] = []
        var reachedDataObject = false
        while true {
            let start = position
            if reachedDataObject {
                dataKeys.append(try dataKey())
            } else if let step = try viewStep() {
                viewSteps.append(step)
                if case .property(let key) = step { propertySteps.append((key, start)) }
            } else {
                reachedDataObject = true
            }
            guard position < scalars.count else { break }
            steps += 1
            guard scalars[position] == "." else { throw error(expected: "\".\" or end of path") }
            position += 1
        }
        guard reachedDataObject else { throw missingDataObject(propertySteps: propertySteps) }
        return BindingPath(viewSteps: viewSteps, dataKeyPath: dataKeys)
    }

    /// The next view step, or nil when the step is `dataObject`.
    private mutating func viewStep() throws(BindingPathError) -> BindingPath.ViewStep? {
        let start = position
        let key = try key(expected: "a view step or \"\(Self.dataObjectKey)\"")
        switch key {
        case Self.dataObjectKey: return nil
        case "superview": return .superview
        default: break
        }
        guard key.unicodeScalars.first == "@" else { return .property(key) }
        guard let viewOperator = ViewOperator.byName[key] else {
            throw BindingPathError(
                input: text, column: column(at: start), expected: "a view operator", found: PathScalar.quoted(key),
                suggestion: closestMatch(to: key, in: ViewOperator.allCases.map(\.rawValue)),
                note: "valid operators: \(ViewOperator.usageList)")
        }
        return try step(for: viewOperator)
    }

    /// The next key of the data object; `@count`-style keys pass, view operators do not.
    private mutating func dataKey() throws(BindingPathError) -> String {
        let start = position
        let key = try key(expected: "a key of the data object")
        guard ViewOperator.byName[key] == nil else {
            throw BindingPathError(
                input: text, column: column(at: start), expected: "a key of the data object",
                found: PathScalar.quoted(key),
                note: "view operators come before \"\(Self.dataObjectKey)\"")
        }
        return key
    }

    /// A run of key scalars, which must not be empty.
    private mutating func key(expected: String) throws(BindingPathError) -> String {
        let start = position
        while position < scalars.count, PathScalar.isKeyScalar(scalars[position]) {
            steps += 1
            position += 1
        }
        guard position > start else { throw error(expected: expected) }
        return string(start..<position)
    }

    /// The error for a path that never reaches `dataObject`: at a view step that looks like a
    /// misspelled `dataObject`, else at the end.
    private func missingDataObject(propertySteps: [(key: String, position: Int)]) -> BindingPathError {
        for step in propertySteps {
            if let suggestion = closestMatch(to: step.key, in: [Self.dataObjectKey]) {
                return BindingPathError(
                    input: text, column: column(at: step.position), expected: "\"\(Self.dataObjectKey)\"",
                    found: PathScalar.quoted(step.key), suggestion: suggestion)
            }
        }
        return BindingPathError(
            input: text, column: column(at: scalars.count),
            expected: "\"\(Self.dataObjectKey)\" after the view steps", found: "end of path", note: Self.shapeNote)
    }

    /// An error at the current position, naming what stands there.
    func error(expected: String) -> BindingPathError {
        guard position < scalars.count else {
            return BindingPathError(
                input: text, column: column(at: position), expected: expected, found: "end of path",
                note: position == 0 ? Self.shapeNote : nil)
        }
        let scalar = scalars[position]
        return BindingPathError(
            input: text, column: column(at: position), expected: expected, found: PathScalar.describe(scalar),
            note: Self.note(on: scalar))
    }

    /// Advice for a misplaced space or bracket.
    private static func note(on scalar: Unicode.Scalar) -> String? {
        if scalar == "[" {
            let operators = ViewOperator.allCases.filter { $0.argument != nil }.map(\.usage)
            return "only these operators take a bracketed argument: " + operators.joined(separator: ", ")
        }
        if PathScalar.isSpace(scalar) {
            return "spaces are allowed only inside brackets"
        }
        return nil
    }

    /// The 1-based column of the character that holds the scalar at `offset`.
    func column(at offset: Int) -> Int {
        Self.column(of: source.index(at: offset), in: text)
    }

    /// The 1-based column of the character that holds `index`, which may fall inside a character
    /// (a combining mark after a separator).
    static func column(of index: String.Index, in text: String) -> Int {
        let before = text[..<index].count
        return index.samePosition(in: text) == nil ? before : before + 1
    }

    func string(_ range: Range<Int>) -> String {
        source.string(range)
    }
}
