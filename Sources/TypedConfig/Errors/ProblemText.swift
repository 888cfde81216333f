/// How the parsers show text the user gave inside a problem message.
enum ProblemText {
    /// At most this many scalars of given text are shown; the rest becomes "…".
    static let excerptLimit = 60

    /// `text` between `mark`s, one line and short whatever it holds: line breaks, tabs and other
    /// invisible scalars (controls, bidi overrides, line separators) are escaped so that a hostile
    /// value cannot split a log line or disguise itself, and long text is cut at `excerptLimit`.
    ///
    /// Single quotes show an excerpt of a file or argument (`found 'not valid'`); double quotes show
    /// a value that was given (`given "Local \"Host\""`), where a `"` inside is escaped too, so
    /// that the value ends where it seems to.
    static func quoted(_ text: some StringProtocol, in mark: Unicode.Scalar = "'") -> String {
        var result = String(mark)
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
            case "\"" where mark == "\"": result += "\\\""
            default:
                switch scalar.properties.generalCategory {
                case .control, .format, .lineSeparator, .paragraphSeparator:
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                default:
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        result.unicodeScalars.append(mark)
        return result
    }

    /// `quoted(_:)` of UTF-8 bytes that were cut from a `String` at ASCII boundaries.
    static func quoted(_ bytes: ArraySlice<UInt8>) -> String {
        quoted(String(decoding: bytes, as: UTF8.self))
    }
}
