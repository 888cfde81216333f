/// One element of a comma-separated list, trimmed, with its position in the whole input.
package struct ListElement: Equatable, Sendable {
    /// The element's text, without surrounding whitespace, and without quotes if it was entirely quoted.
    package var text: String
    /// The 0-based character offset of `text` in the string that was split.
    package var offset: Int

    package init(text: String, offset: Int) {
        self.text = text
        self.offset = offset
    }
}

/// Splits comma-separated lists on their top-level commas only: commas inside `()`, `[]`, `{}` or
/// quotes belong to the element, so `rgb(1,2,3), red` is two elements.
///
/// A quote (`"` or `'`) opens a quoted run at the start of an element or after a character that
/// is not a letter or digit, so the apostrophe in `it's` is an ordinary character. Inside quotes,
/// `\` escapes the next character. An element that is entirely one quoted run has its quotes
/// removed and its escapes resolved. Closing brackets without an opening one are ordinary characters.
package enum ListSplitter {
    /// The elements of `text`, with offsets counted in characters from the start of the whole
    /// string `text` is part of (`text.base`), which is also the input of any error. Blank text has
    /// no elements; otherwise every top-level comma separates two elements, even empty ones.
    ///
    /// ```swift
    /// ListSplitter.split("rgb(1,2,3), 'a, b'"[...], expected: "[String]")
    /// // [ListElement(text: "rgb(1,2,3)", offset: 0), ListElement(text: "a, b", offset: 13)]
    /// ```
    package static func split(_ text: Substring, expected: String) throws -> [ListElement] {
        let baseOffset = text.base.distance(from: text.base.startIndex, to: text.startIndex)
        return try scan(ListText(text), baseOffset: baseOffset) { offset in
            StringCodingError(
                input: text.base, expected: expected, reason: "unterminated quote", offset: baseOffset + offset)
        }.elements
    }

    /// `text` as a list element that reads back unchanged: itself when possible, else double-quoted
    /// with `"` and `\` escaped.
    ///
    /// ```swift
    /// ListSplitter.quotedIfNeeded("rgb(1,2,3)")   // "rgb(1,2,3)"
    /// ListSplitter.quotedIfNeeded("a, b")         // "\"a, b\""
    /// ```
    package static func quotedIfNeeded(_ text: String) -> String {
        struct Unterminated: Error {}
        // A leading "[" could pair with a final "]" and be taken for the brackets around a list.
        let scanned = try? scan(ListText(text), baseOffset: 0) { _ in Unterminated() }
        if text.first != "[", let scanned, scanned.openBrackets == 0,
            scanned.elements == [ListElement(text: text, offset: 0)]
        {
            return text
        }
        var quoted = "\""
        for scalar in text.unicodeScalars {
            if scalar == "\"" || scalar == "\\" { quoted.unicodeScalars.append("\\") }
            quoted.unicodeScalars.append(scalar)
        }
        return quoted + "\""
    }

    /// The elements, and how many brackets are left open at the end.
    private static func scan(
        _ text: ListText, baseOffset: Int, unterminated: (Int) -> some Error
    ) throws -> (elements: [ListElement], openBrackets: Int) {
        let scalars = text.scalars
        guard scalars.contains(where: { !$0.properties.isWhitespace }) else { return ([], 0) }
        var elements: [ListElement] = []
        var elementStart = 0
        var depth = 0
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if isQuote(scalar), opensQuote(at: index, in: scalars) {
                guard let close = closingQuote(for: index, in: scalars) else {
                    throw unterminated(text.characterOffsets[index])
                }
                index = close
            } else if "([{".unicodeScalars.contains(scalar) {
                depth += 1
            } else if ")]}".unicodeScalars.contains(scalar), depth > 0 {
                depth -= 1
            } else if scalar == ",", depth == 0 {
                elements.append(element(elementStart..<index, of: text, baseOffset: baseOffset))
                elementStart = index + 1
            }
            index += 1
        }
        elements.append(element(elementStart..<scalars.count, of: text, baseOffset: baseOffset))
        return (elements, depth)
    }

    private static func element(_ range: Range<Int>, of text: ListText, baseOffset: Int) -> ListElement {
        let scalars = text.scalars
        var start = range.lowerBound
        var end = range.upperBound
        while start < end, scalars[start].properties.isWhitespace { start += 1 }
        while end > start, scalars[end - 1].properties.isWhitespace { end -= 1 }
        if start < end, isQuote(scalars[start]), closingQuote(for: start, in: scalars) == end - 1 {
            var unquoted = String.UnicodeScalarView()
            var escaped = false
            for scalar in scalars[(start + 1)..<(end - 1)] {
                if !escaped, scalar == "\\" {
                    escaped = true
                    continue
                }
                escaped = false
                unquoted.append(scalar)
            }
            return ListElement(text: String(unquoted), offset: baseOffset + text.characterOffsets[start + 1])
        }
        return ListElement(
            text: String(String.UnicodeScalarView(scalars[start..<end])),
            offset: baseOffset + text.characterOffsets[start])
    }

    private static func isQuote(_ scalar: Unicode.Scalar) -> Bool { scalar == "\"" || scalar == "'" }

    /// Whether the quote at `index` opens a quoted run: not when it follows a letter, a digit or a
    /// mark on one, as an apostrophe does.
    private static func opensQuote(at index: Int, in scalars: [Unicode.Scalar]) -> Bool {
        guard index > 0 else { return true }
        let previous = scalars[index - 1]
        switch previous.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return false
        default: return !(Character(previous).isLetter || Character(previous).isNumber)
        }
    }

    /// The index of the quote closing the one at `open`, skipping escaped scalars.
    private static func closingQuote(for open: Int, in scalars: [Unicode.Scalar]) -> Int? {
        var index = open + 1
        while index < scalars.count {
            if scalars[index] == "\\" {
                index += 2
                continue
            }
            if scalars[index] == scalars[open] { return index }
            index += 1
        }
        return nil
    }
}

/// A list's text as Unicode scalars, which its punctuation (ASCII quotes, brackets, commas and
/// backslashes) is made of: a quote next to a combining mark is still a quote, though the two are one
/// Character. Offsets in errors and elements stay in Characters.
private struct ListText {
    var scalars: [Unicode.Scalar] = []
    /// The Character offset of each scalar, and finally the Character count.
    var characterOffsets: [Int] = []

    init(_ text: some StringProtocol) {
        var offset = 0
        for character in text {
            for scalar in character.unicodeScalars {
                scalars.append(scalar)
                characterOffsets.append(offset)
            }
            offset += 1
        }
        characterOffsets.append(offset)
    }
}
