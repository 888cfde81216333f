/// Splits vCard text into cards of content lines: unfolds continuation lines, checks that every
/// `BEGIN:VCARD` has its `END:VCARD`, and reports anything else with its line.
///
/// ```swift
/// let cards = try VCardReader.cards(in: "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann\r\nEND:VCARD\r\n", source: "a.vcf")
/// cards[0].properties.map(\.name)   // ["VERSION", "FN"]
/// ```
///
/// Lines may end in CRLF (as the standard says), LF or CR. A line that starts with a space or a
/// tab continues the one before it, minus that one character (RFC 6350 3.2); blank lines between
/// cards are skipped.
enum VCardReader {
    /// One `BEGIN:VCARD` … `END:VCARD`, without those two lines.
    struct Card: Hashable, Sendable {
        /// The line of `BEGIN:VCARD`, counting from 1.
        var line: Int
        var properties: [ContentLine]
    }

    /// The versions this reader understands; a card that names another is an error.
    static let versions = ["2.1", "3.0", "4.0"]

    /// The cards of `text`, in order; `source` names the text in errors.
    static func cards(in text: String, source: String) throws(AddressBookError) -> [Card] {
        var cards: [Card] = []
        var open: Card?
        for logical in unfoldedLines(of: text) {
            if VCardText.trimmed(logical.text).isEmpty { continue }
            let property = try ContentLine(parsing: logical.text, line: logical.line, source: source)
            let isBegin = property.name == "BEGIN" && property.value.uppercased() == "VCARD"
            let isEnd = property.name == "END" && property.value.uppercased() == "VCARD"
            guard var card = open else {
                guard isBegin else {
                    throw .malformed(
                        source: source, line: logical.line, found: VCardText.quotedForMessage(logical.text),
                        expected: "BEGIN:VCARD (properties belong inside a card)")
                }
                open = Card(line: logical.line, properties: [])
                continue
            }
            if isBegin {
                throw .malformed(
                    source: source, line: logical.line, found: "BEGIN:VCARD",
                    expected: "END:VCARD to close the card that begins at line \(card.line)")
            }
            if isEnd {
                cards.append(card)
                open = nil
                continue
            }
            if property.name == "VERSION", !versions.contains(VCardText.trimmed(property.value)) {
                throw .malformed(
                    source: source, line: logical.line, found: VCardText.quotedForMessage(logical.text),
                    expected: "VERSION:2.1, VERSION:3.0 or VERSION:4.0")
            }
            card.properties.append(property)
            open = card
        }
        if let card = open {
            throw .malformed(
                source: source, line: lastLineNumber(of: text), found: "the end of the file",
                expected: "END:VCARD to close the card that begins at line \(card.line)")
        }
        return cards
    }

    /// Logical lines with the physical line each starts on: `"FN:An\r\n n"` gives `[("FN:Ann", 1)]`.
    static func unfoldedLines(of text: String) -> [(text: String, line: Int)] {
        var result: [(text: String, line: Int)] = []
        var number = 0
        // Splitting Characters keeps "\r\n" whole; a continuation's leading space is looked for among
        // scalars, since a combining mark right after it joins it into one Character.
        let physical = text.split(omittingEmptySubsequences: false) { $0 == "\r\n" || $0 == "\n" || $0 == "\r" }
        for line in physical {
            number += 1
            let first = line.unicodeScalars.first
            if first == " " || first == "\t", let last = result.indices.last {
                result[last].text += String(String.UnicodeScalarView(line.unicodeScalars.dropFirst()))
            } else {
                result.append((String(line), number))
            }
        }
        if let last = result.last, last.text.isEmpty { result.removeLast() }
        return result
    }

    /// The number of the last line that has text: where "the end of the file" is reported.
    private static func lastLineNumber(of text: String) -> Int {
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\r\n" || $0 == "\n" || $0 == "\r" }
        return lines.lastIndex { !$0.isEmpty }.map { $0 + 1 } ?? 1
    }
}
