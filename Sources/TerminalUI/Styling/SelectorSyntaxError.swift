import DocumentReading

/// Where and why a selector list could not be parsed; turned into a message by the caller, who
/// knows where the list came from.
struct SelectorSyntaxError: Error, Equatable {
    /// 0-based character offset in the list.
    var offset: Int
    /// What was expected there.
    var reason: String

    /// `invalid selector "…" at column N: reason`, then the list with a caret under the column.
    func message(for text: String) -> String {
        let showsCaret = text.contains(where: { !$0.isWhitespace })
        return ProblemReport(
            problem: "invalid selector \"\(text)\"", column: offset + 1, reason: reason,
            excerpt: showsCaret ? ProblemReport.Excerpt(line: text, caretOffset: offset) : nil
        ).description
    }
}
