/// How the parsers show text the user gave inside a problem message.
enum ProblemText {
    /// At most this many scalars of given text are shown; the rest becomes "…".
    static let excerptLimit = 60

    /// `text` in single quotes, one line and short whatever it holds: line breaks, tabs and other
    /// invisible scalars (controls, bidi overrides, line separators) are escaped so that a hostile
    /// value cannot split a log line or disguise itself, and long text is cut at `excerptLimit`.
    static func quoted(_ text: some StringProtocol) -> String {
        var result = "'"
        var shown = 0
        for scalar in text.unicodeScalars {
            guard shown < excerptLimit else {
                result += "…"
                break
            }
            shown += 1
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                switch scalar.properties.generalCategory {
                case .control, .format, .lineSeparator, .paragraphSeparator:
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                default:
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "'"
    }

    /// `quoted(_:)` of UTF-8 bytes that were cut from a `String` at ASCII boundaries.
    static func quoted(_ bytes: ArraySlice<UInt8>) -> String {
        quoted(String(decoding: bytes, as: UTF8.self))
    }
}
