/// The part of a path an error message shows: the whole path when it is short, else a window
/// around the error's column, with control characters drawn as visible symbols so that the caret
/// stays under its column.
struct PathExcerpt {
    /// Paths up to this many characters are shown whole.
    static let width = 80

    /// The path, or its beginning and `…`, for the message's first line.
    let quoted: String
    /// The path, or the window around the column, for the line above the caret.
    let line: String
    /// How many characters of ``line`` come before the caret.
    let caretOffset: Int

    init(input: String, column: Int) {
        let widthEnd = input.index(input.startIndex, offsetBy: Self.width, limitedBy: input.endIndex)
        guard let widthEnd, widthEnd != input.endIndex else {
            let whole = Self.visible(input[...])
            (quoted, line, caretOffset) = (whole, whole, max(0, column - 1))
            return
        }
        quoted = Self.visible(input[..<input.index(input.startIndex, offsetBy: Self.width / 2)]) + "…"
        let start = max(0, column - 1 - Self.width / 2)
        let lower = input.index(input.startIndex, offsetBy: start, limitedBy: input.endIndex) ?? input.endIndex
        let upper = input.index(lower, offsetBy: Self.width, limitedBy: input.endIndex) ?? input.endIndex
        let leading = start > 0 ? "…" : ""
        let trailing = upper < input.endIndex ? "…" : ""
        line = leading + Self.visible(input[lower..<upper]) + trailing
        caretOffset = column - 1 - start + leading.count
    }

    /// The text with each character that holds a control character or a line break replaced by
    /// one visible symbol: U+240A `␊` for a line feed, U+2409 `␉` for a tab, U+2424 `␤` for a line
    /// or paragraph separator, U+FFFD for other controls outside ASCII. A character that begins
    /// with a combining mark is put on a dotted circle (`◌́`), so that it stays one character.
    private static func visible(_ text: Substring) -> String {
        var result = ""
        for character in text {
            if let invisible = character.unicodeScalars.first(where: isInvisible) {
                result.unicodeScalars.append(picture(of: invisible))
            } else {
                result += PathScalar.standalone(String(character))
            }
        }
        return result
    }

    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        PathScalar.isControl(scalar) || PathScalar.isLineBreak(scalar)
    }

    private static func picture(of scalar: Unicode.Scalar) -> Unicode.Scalar {
        let symbol: UInt32 =
            switch scalar.value {
            case 0..<0x20: 0x2400 + scalar.value
            case 0x7F: 0x2421
            case 0x2028, 0x2029: 0x2424
            default: 0xFFFD
            }
        return Unicode.Scalar(symbol) ?? "?"
    }
}
