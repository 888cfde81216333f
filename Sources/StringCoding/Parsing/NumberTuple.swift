/// The layout of a fixed list of numbers written as text, such as a point's `x y` or a rectangle's
/// `{{x, y}, {width, height}}`, and the one parser every geometry type uses.
///
/// Accepted: numbers separated by whitespace and/or commas, optionally wrapped in one pair of braces
/// (`1 2`, `1,2`, `{1, 2}`); when the layout has several groups, also one brace pair per group
/// (`{{1, 2}, {3, 4}}`, `{1, 2} {3, 4}`). Numbers are whatever `Double(_:)` reads, except NaN.
///
/// ```swift
/// let rect = NumberTuple(["x", "y"], ["width", "height"])
/// try rect.parse("{{1, 2}, {3, 4}}", as: "CGRect")   // [1, 2, 3, 4]
/// ```
package struct NumberTuple: Sendable {
    /// Component names per group; one group means the brace-per-group form is not accepted.
    package var groups: [[String]]
    /// Shorter counts of numbers also accepted, each with what its numbers mean, longest first:
    /// `(1, "all sides")` lets a lone number stand for every component. The caller expands them.
    package var shorterForms: [(count: Int, meaning: String)]

    package init(_ groups: [String]..., shorterForms: [(count: Int, meaning: String)] = []) {
        self.groups = groups
        self.shorterForms = shorterForms
    }

    private var componentNames: [String] { groups.flatMap { $0 } }

    /// The numbers in `string`, in component order (one number when ``singleValueMeaning`` applies).
    package func parse(_ string: String, as expected: String) throws(StringCodingError) -> [Double] {
        let fail = { (reason: String, offset: Int?) in
            StringCodingError(input: string, expected: expected, reason: reason, offset: offset)
        }
        // A caret under nothing helps nobody, so blank input gets the count message alone.
        guard !string.trimmingWhitespace.isEmpty else {
            throw countError(found: [], names: componentNames, in: [], end: 0, fail: { reason, _ in fail(reason, nil) })
        }
        var reader = NumberTupleReader(text: Array(string))
        let root: NumberTupleGroup
        do { root = try reader.readRoot() } catch { throw fail(error.reason, error.offset) }
        var items = root.items
        var end = root.end
        if items.count == 1, case .group(let inner) = items[0] {
            items = inner.items
            end = inner.end
        }
        if let first = items.first, case .group = first, groups.count > 1 {
            return try readGroups(items, end: end, fail: fail)
        }
        let numbers = try numbers(in: items, fail: fail)
        if shorterForms.contains(where: { $0.count == numbers.count }) { return numbers }
        guard numbers.count == componentNames.count else {
            throw countError(found: numbers, names: componentNames, in: items, end: end, fail: fail)
        }
        return numbers
    }

    /// The Foundation-style text: `{1, 2}` for one group, `{{1, 2}, {3, 4}}` for several.
    package func format(_ values: [Double]) -> String {
        var remaining = values[...]
        let parts = groups.map { names -> String in
            let group = remaining.prefix(names.count).map(Self.shortestDescription)
            remaining = remaining.dropFirst(names.count)
            return "{" + group.joined(separator: ", ") + "}"
        }
        return parts.count == 1 ? parts[0] : "{" + parts.joined(separator: ", ") + "}"
    }

    /// The shortest text `Double(_:)` reads back to the same value, without a useless ".0".
    package static func shortestDescription(_ value: Double) -> String {
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    private func readGroups(
        _ items: [NumberTupleItem], end: Int, fail: (String, Int?) -> StringCodingError
    ) throws(StringCodingError) -> [Double] {
        var numbers: [Double] = []
        for (index, item) in items.enumerated() {
            guard case .group(let group) = item else {
                throw fail("expected a group in braces like {\(groups[0].joined(separator: " "))}", item.offset)
            }
            guard index < groups.count else {
                throw fail("expected \(groups.count) groups (\(groupList)), found \(items.count)", item.offset)
            }
            let values = try self.numbers(in: group.items, fail: fail)
            guard values.count == groups[index].count else {
                throw countError(found: values, names: groups[index], in: group.items, end: group.end, fail: fail)
            }
            numbers += values
        }
        guard items.count == groups.count else {
            throw fail("expected \(groups.count) groups (\(groupList)), found \(items.count)", end)
        }
        return numbers
    }

    private var groupList: String {
        groups.map { "{" + $0.joined(separator: " ") + "}" }.joined(separator: " ")
    }

    private func numbers(
        in items: [NumberTupleItem], fail: (String, Int?) -> StringCodingError
    ) throws(StringCodingError) -> [Double] {
        var numbers: [Double] = []
        for item in items {
            switch item {
            case .number(let value, _): numbers.append(value)
            case .group(let group): throw fail("unexpected \"{\"", group.offset)
            }
        }
        return numbers
    }

    private func countError(
        found numbers: [Double], names: [String], in items: [NumberTupleItem], end: Int,
        fail: (String, Int?) -> StringCodingError
    ) -> StringCodingError {
        var forms = ["\(names.count) numbers (\(names.joined(separator: " ")))"]
        if names.count == componentNames.count { forms += shorterForms.map { "\($0.count) (\($0.meaning))" } }
        var reason = "expected " + forms.dropLast().joined(separator: ", ")
        reason += (forms.count > 1 ? " or " : "") + (forms.last ?? "")
        reason += ", found \(numbers.isEmpty ? "none" : String(numbers.count))"
        // Too many: point at the first extra number; too few: point where the next one belongs.
        let offset = numbers.count > names.count ? items[names.count].offset : end
        return fail(reason, offset)
    }
}

/// One parsed element of a number tuple: a number, or a brace group of elements.
private enum NumberTupleItem {
    case number(Double, offset: Int)
    case group(NumberTupleGroup)

    var offset: Int {
        switch self {
        case .number(_, let offset): offset
        case .group(let group): group.offset
        }
    }
}

/// The elements between a pair of braces (or of the whole text), with where they start and end.
private struct NumberTupleGroup {
    var items: [NumberTupleItem] = []
    var offset: Int
    var end: Int
}

private struct NumberTupleFailure: Error {
    var reason: String
    var offset: Int
}

/// Reads brace groups, comma or whitespace separators and numbers, one character at a time.
private struct NumberTupleReader {
    /// Valid text nests braces at most two deep; far deeper text is refused where it goes too deep,
    /// so that a hostile string cannot exhaust the stack (reading recurses once per brace).
    static let maximumDepth = 16

    let text: [Character]
    var position = 0

    mutating func readRoot() throws(NumberTupleFailure) -> NumberTupleGroup {
        let root = try readItems(openedAt: nil, depth: 0)
        if position < text.count { throw NumberTupleFailure(reason: "unmatched \"}\"", offset: position) }
        return root
    }

    /// Reads elements up to the `}` closing the brace at `openedAt` (or to the end for the root), which
    /// is `depth` braces deep.
    private mutating func readItems(openedAt: Int?, depth: Int) throws(NumberTupleFailure) -> NumberTupleGroup {
        var group = NumberTupleGroup(offset: openedAt ?? 0, end: text.count)
        var pendingComma: Int?
        while true {
            skipWhitespace()
            guard position < text.count else {
                if let openedAt { throw NumberTupleFailure(reason: "unclosed \"{\"", offset: openedAt) }
                if let pendingComma { throw Self.danglingComma(at: pendingComma) }
                return group
            }
            switch text[position] {
            case "}":
                if let pendingComma { throw Self.danglingComma(at: pendingComma) }
                guard openedAt != nil else { return group }
                group.end = position
                position += 1
                return group
            case ",":
                if group.items.isEmpty || pendingComma != nil {
                    throw NumberTupleFailure(reason: "expected a number before \",\"", offset: position)
                }
                pendingComma = position
                position += 1
            case "{":
                guard depth < Self.maximumDepth else {
                    throw NumberTupleFailure(reason: "unexpected \"{\"", offset: position)
                }
                let start = position
                position += 1
                group.items.append(.group(try readItems(openedAt: start, depth: depth + 1)))
                pendingComma = nil
            default:
                group.items.append(try readNumber())
                pendingComma = nil
            }
        }
    }

    private mutating func readNumber() throws(NumberTupleFailure) -> NumberTupleItem {
        let start = position
        while position < text.count, !text[position].isWhitespace, !",{}".contains(text[position]) {
            position += 1
        }
        let token = String(text[start..<position])
        guard let value = Double(token) else {
            throw NumberTupleFailure(reason: "\"\(token)\" is not a number", offset: start)
        }
        guard !value.isNaN else { throw NumberTupleFailure(reason: "NaN is not allowed", offset: start) }
        return .number(value, offset: start)
    }

    private static func danglingComma(at offset: Int) -> NumberTupleFailure {
        NumberTupleFailure(reason: "expected a number after \",\"", offset: offset)
    }

    private mutating func skipWhitespace() {
        while position < text.count, text[position].isWhitespace { position += 1 }
    }
}
