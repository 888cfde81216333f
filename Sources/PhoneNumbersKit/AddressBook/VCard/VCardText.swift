/// The text rules of vCard values: backslash escapes and structured values split at `;` and `,`.
///
/// ```swift
/// VCardText.unescape(#"Smith\, Jones\nand Partners"#)     // "Smith, Jones\nand Partners"
/// VCardText.components(of: #"van der Berg;Anouk;;;"#)     // ["van der Berg", "Anouk", "", "", ""]
/// VCardText.joinedList(#"Jean,Paul"#)                      // "Jean Paul"
/// ```
enum VCardText {
    /// Decodes `\\`, `\,`, `\;`, `\:` and `\n` (or `\N`). Any other backslash is kept with the
    /// character after it: dropping it would change text that some writers never escaped.
    static func unescape(_ text: some StringProtocol) -> String {
        decodingEscapes(in: text, escape: "\\", as: backslashEscapes)
    }

    private static let backslashEscapes: [Character: String] = [
        "n": "\n", "N": "\n", "\\": "\\", ",": ",", ";": ";", ":": ":",
    ]

    /// The text with each `escape` character and the one after it replaced by what `decoded` maps
    /// that one to; where it maps nothing, and for an `escape` at the end, the text stays as it is.
    static func decodingEscapes(
        in text: some StringProtocol, escape: Character, as decoded: [Character: String]
    ) -> String {
        guard text.contains(escape) else { return String(text) }
        var result = ""
        var iterator = text.makeIterator()
        while let character = iterator.next() {
            guard character == escape else {
                result.append(character)
                continue
            }
            let escaped = iterator.next()
            if let escaped, let replacement = decoded[escaped] {
                result += replacement
            } else {
                result.append(escape)
                if let escaped { result.append(escaped) }
            }
        }
        return result
    }

    /// Splits at every `;` that no backslash escapes, and unescapes each part.
    static func components(of text: some StringProtocol) -> [String] {
        split(text, at: ";").map(unescape)
    }

    /// Splits at every `separator` that no backslash escapes; the parts keep their escapes.
    static func split(_ text: some StringProtocol, at separator: Character) -> [String] {
        var parts: [String] = []
        var current = ""
        var escaping = false
        for character in text {
            if escaping {
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else if character == separator {
                parts.append(current)
                current = ""
                continue
            }
            current.append(character)
        }
        parts.append(current)
        return parts
    }

    /// A still-escaped structured component's list values (`Jean,Paul`) unescaped and joined by
    /// spaces, as a name reads.
    static func joinedList(_ component: String) -> String {
        split(component, at: ",").map { trimmed(unescape($0)) }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// Without leading and trailing spaces, tabs and newlines.
    static func trimmed(_ text: some StringProtocol) -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = text.firstIndex(where: { !isSpace($0) }),
            let last = text.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(text[first...last])
    }

    /// Text from the file, quoted for an error message and cut short when long.
    static func quotedForMessage(_ text: some StringProtocol) -> String {
        let limit = 40
        let shown = text.count > limit ? text.prefix(limit) + "…" : String(text)
        return "\"" + shown + "\""
    }
}
