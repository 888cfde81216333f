import DocumentReading

/// How the parser classifies and names the Unicode scalars of a binding path.
enum PathScalar {
    /// Whether the scalar may stand in a key or operator name: anything but the separators `.`,
    /// `[` and `]`, whitespace and control characters.
    static func isKeyScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case ".", "[", "]": false
        default: !isWhitespace(scalar) && !isControl(scalar)
        }
    }

    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control
    }

    /// Line feed, carriage return, next line, and the line and paragraph separators.
    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}": true
        default: false
        }
    }

    /// Whitespace a person may have typed as a space: not a tab, line break or other control.
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        isWhitespace(scalar) && !isControl(scalar) && !isLineBreak(scalar)
    }

    /// The scalar as an error message's "found" names it: quoted, or named when it is invisible.
    ///
    /// ```swift
    /// PathScalar.describe(".")        // "\".\""
    /// PathScalar.describe(" ")        // "a space"
    /// PathScalar.describe("\u{0}")    // "a control character (U+0000)"
    /// ```
    static func describe(_ scalar: Unicode.Scalar) -> String {
        if scalar == " " { return "a space" }
        if scalar == "\t" { return "a tab" }
        if isLineBreak(scalar) { return "a line break" }
        if isWhitespace(scalar) { return "whitespace (\(codePoint(scalar)))" }
        if isControl(scalar) { return "a control character (\(codePoint(scalar)))" }
        return quoted(String(scalar))
    }

    /// The text in double quotes, as an error message shows a token.
    ///
    /// ```swift
    /// PathScalar.quoted("@superveiw")   // "\"@superveiw\""
    /// PathScalar.quoted("\u{301}x")      // "\"◌́x\"": a leading combining mark is shown on a dotted circle
    /// ```
    static func quoted(_ text: String) -> String {
        "\"" + standalone(text) + "\""
    }

    /// The text with U+25CC `◌` before a combining mark that begins it, so that the mark does not
    /// fall on whatever is printed before it; the two make one character, as the mark alone did.
    static func standalone(_ text: String) -> String {
        guard let first = text.unicodeScalars.first, isMark(first) else { return text }
        return "\u{25CC}" + text
    }

    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    /// `U+00A0`: at least four uppercase hexadecimal digits.
    private static func codePoint(_ scalar: Unicode.Scalar) -> String {
        "U+" + TextUTF8.hex(scalar.value, digits: 4)
    }
}
