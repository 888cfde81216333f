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
        return try scan(Array(text), baseOffset: baseOffset) { index in
            StringCodingError(
                input: text.base, expected: expected, reason: "unterminated quote", offset: baseOffset + index)
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
        let scanned = try? scan(Array(text), baseOffset: 0) { _ in Unterminated() }
        if text.first != "[", let scanned, scanned.openBrackets == 0,
            scanned.elements == [ListElement(text: text, offset: 0)]
        {
            return text
        }
        var quoted = "\""
        for character in text {
            if character == "\"" || character == "\\" { quoted.append("\\") }
            quoted.append(character)
        }
        return quoted + "\""
    }

    /// The elements, and how many brackets are left open at the end.
    private static func scan(
        _ characters: [Character], baseOffset: Int, unterminated: (Int) -> some Error
    ) throws -> (elements: [ListElement], openBrackets: Int) {
        guard characters.contains(where: { !$0.isWhitespace }) else { return ([], 0) }
        var elements: [ListElement] = []
        var elementStart = 0
        var depth = 0
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if isQuote(character), opensQuote(at: index, in: characters) {
                guard let close = closingQuote(for: index, in: characters) else { throw unterminated(index) }
                index = close
            } else if "([{".contains(character) {
                depth += 1
            } else if ")]}".contains(character), depth > 0 {
                depth -= 1
            } else if character == ",", depth == 0 {
                elements.append(element(characters[elementStart..<index], at: baseOffset + elementStart))
                elementStart = index + 1
            }
            index += 1
        }
        elements.append(element(characters[elementStart...], at: baseOffset + elementStart))
        return (elements, depth)
    }

    private static func element(_ characters: ArraySlice<Character>, at offset: Int) -> ListElement {
        let leading = characters.prefix { $0.isWhitespace }.count
        let trimmed = Array(characters.dropFirst(leading).reversed().drop { $0.isWhitespace }.reversed())
        if let first = trimmed.first, isQuote(first), closingQuote(for: 0, in: trimmed) == trimmed.count - 1 {
            var text = ""
            var escaped = false
            for character in trimmed.dropFirst().dropLast() {
                if !escaped, character == "\\" {
                    escaped = true
                    continue
                }
                escaped = false
                text.append(character)
            }
            return ListElement(text: text, offset: offset + leading + 1)
        }
        return ListElement(text: String(trimmed), offset: offset + leading)
    }

    private static func isQuote(_ character: Character) -> Bool { character == "\"" || character == "'" }

    private static func opensQuote(at index: Int, in characters: [Character]) -> Bool {
        guard index > 0 else { return true }
        let previous = characters[index - 1]
        return !(previous.isLetter || previous.isNumber)
    }

    /// The index of the quote closing the one at `open`, skipping escaped characters.
    private static func closingQuote(for open: Int, in characters: [Character]) -> Int? {
        var index = open + 1
        while index < characters.count {
            if characters[index] == "\\" {
                index += 2
                continue
            }
            if characters[index] == characters[open] { return index }
            index += 1
        }
        return nil
    }
}
