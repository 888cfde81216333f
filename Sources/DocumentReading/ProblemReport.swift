/// One problem, described the way every Loom error describes it: a first line saying where and what
/// is wrong, then, indented beneath it, the line of text with a caret under the place, the closest
/// valid value, the valid values and any advice.
///
/// ```swift
/// let report = ProblemReport(
///     problem: "cannot read \"#ff88zz\" as Color", column: 6, reason: "\"z\" is not a hex digit",
///     excerpt: ProblemReport.Excerpt(line: "#ff88zz", caretOffset: 5))
/// print(report)
/// // cannot read "#ff88zz" as Color at column 6: "z" is not a hex digit
/// //     #ff88zz
/// //          ^
/// ```
///
/// Lists of problems (a whole document's) go through ``list(_:_:unlistedCount:)``, so that a
/// multi-line report stays under its item.
package struct ProblemReport: CustomStringConvertible, Sendable {
    /// The text a problem is in, and where the caret goes.
    package struct Excerpt: Sendable {
        /// The text, as it is shown above the caret.
        package var line: String
        /// How many characters of ``line`` come before the caret.
        package var caretOffset: Int

        /// The caret under character `caretOffset` (0-based) of `line`.
        ///
        /// ```swift
        /// ProblemReport.Excerpt(line: "a..b", caretOffset: 2)
        /// ```
        package init(line: String, caretOffset: Int) {
            self.line = line
            self.caretOffset = caretOffset
        }
    }

    /// Where the problem is, as a prefix: `theme.yaml:4`, `Config/config.yaml:3:9`.
    package var location: String?
    /// What is wrong, or what was being done: `cannot read "x" as Int`, `View#root: tag`.
    package var problem: String
    /// The 1-based column within ``excerpt``'s text, said as `at column N` after ``problem``.
    package var column: Int?
    /// Why, after a colon.
    package var reason: String?
    /// The text to show with a caret; not shown when it spans lines, where a caret could not
    /// stand under its column.
    package var excerpt: Excerpt?
    /// The valid value closest to what was given.
    package var suggestion: String?
    /// Every valid value, when there are few.
    package var validValues: [String]
    /// Advice for the last line: how the text is shaped, or what else is valid.
    package var note: String?

    /// A report; everything but `problem` is left out of the text when nil or empty.
    ///
    /// ```swift
    /// ProblemReport(location: "theme.yaml:4", problem: "Label", reason: "unknown key")
    /// ```
    package init(
        location: String? = nil, problem: String, column: Int? = nil, reason: String? = nil,
        excerpt: Excerpt? = nil, suggestion: String? = nil, validValues: [String] = [], note: String? = nil
    ) {
        (self.location, self.problem, self.column, self.reason) = (location, problem, column, reason)
        (self.excerpt, self.suggestion, self.validValues, self.note) = (excerpt, suggestion, validValues, note)
    }

    /// The first line, then the excerpt with its caret, the suggestion, the valid values and the
    /// note, each on a line of its own indented by four spaces.
    ///
    /// ```swift
    /// ProblemReport(problem: "invalid selector \"a..b\"", column: 3, reason: "expected a class name").description
    /// // "invalid selector \"a..b\" at column 3: expected a class name"
    /// ```
    package var description: String {
        var lines = [firstLine]
        if let excerpt, !excerpt.line.contains(where: \.isNewline) {
            lines.append(excerpt.line)
            lines.append(String(repeating: " ", count: max(0, excerpt.caretOffset)) + "^")
        }
        return (lines + advice).joined(separator: "\n" + Self.detailIndent)
    }

    /// The report on one line, for a message that shows the text already: the first line, then the
    /// suggestion, the valid values and the note after semicolons; no excerpt.
    ///
    /// ```swift
    /// ProblemReport(problem: "unknown name", suggestion: "fast", validValues: ["fast", "safe"]).singleLine
    /// // "unknown name; did you mean \"fast\"?; valid values: fast, safe"
    /// ```
    package var singleLine: String {
        ([firstLine] + advice).joined(separator: "; ")
    }

    private var firstLine: String {
        let subject = column.map { "\(problem) at column \($0)" } ?? problem
        return [location, subject, reason].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ": ")
    }

    /// The suggestion, the valid values and the note, each a line of its own.
    private var advice: [String] {
        var lines: [String] = []
        if let suggestion { lines.append("did you mean \"\(suggestion)\"?") }
        if !validValues.isEmpty { lines.append("valid values: \(validValues.joined(separator: ", "))") }
        if let note { lines.append(note) }
        return lines
    }

    /// The indent of every line after a report's first.
    private static let detailIndent = "    "
}

extension ProblemReport {
    /// `header`, then one item a line indented by two spaces (an item's own further lines by four),
    /// then how many more there were than are listed.
    ///
    /// ```swift
    /// ProblemReport.list("2 problems in a.yaml:", ["a.yaml:1: x", "a.yaml:2: y"], unlistedCount: 3)
    /// // 2 problems in a.yaml:
    /// //   a.yaml:1: x
    /// //   a.yaml:2: y
    /// //   … and 3 more, not listed
    /// ```
    package static func list(_ header: String, _ items: [String], unlistedCount: Int = 0) -> String {
        var lines = [header]
        for item in items {
            lines.append(
                "  " + item.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n    "))
        }
        if unlistedCount > 0 { lines.append("  … and \(unlistedCount) more, not listed") }
        return lines.joined(separator: "\n")
    }

    /// ``list(_:_:unlistedCount:)`` of `items`' descriptions, under the header that `header` makes
    /// of how many there are, listed or not, counted in `noun` (see ``counted(_:_:plural:)``).
    ///
    /// ```swift
    /// ProblemReport.list(problems, unlistedCount: 0, counting: "problem") { "\($0) in a.yaml:" }
    /// // 2 problems in a.yaml:
    /// //   a.yaml:1: x
    /// //   a.yaml:2: y
    /// ```
    package static func list(
        _ items: [some CustomStringConvertible], unlistedCount: Int = 0, counting noun: String, plural: String? = nil,
        header: (String) -> String
    ) -> String {
        let count = counted(items.count + unlistedCount, noun, plural: plural)
        return list(header(count), items.map(\.description), unlistedCount: unlistedCount)
    }

    /// `count` and the noun, in the plural unless the count is one.
    ///
    /// ```swift
    /// ProblemReport.counted(1, "problem")                      // "1 problem"
    /// ProblemReport.counted(3, "entry", plural: "entries")     // "3 entries"
    /// ```
    package static func counted(_ count: Int, _ noun: String, plural: String? = nil) -> String {
        count == 1 ? "1 \(noun)" : "\(count) \(plural ?? noun + "s")"
    }

    /// Where in a document: `file:line:column`, `file:line`, `line N` (or `line N:column`) without a
    /// file, or the file alone; nil when nothing is known.
    ///
    /// ```swift
    /// ProblemReport.location(source: "theme.yaml", line: 4, column: nil)   // "theme.yaml:4"
    /// ```
    package static func location(source: String?, line: Int?, column: Int?) -> String? {
        guard let line else { return source }
        let position = column.map { "\(line):\($0)" } ?? "\(line)"
        return source.map { "\($0):\(position)" } ?? "line \(position)"
    }
}
