import DocumentReading

/// Why a stylesheet could not be read or applied.
///
/// ```text
/// 2 entries of theme.json failed:
///   line 3: "label.textColr": "red": Label has no key "textColr"; did you mean "textColor"?
///   line 4: "label.font": "bold -1": cannot read "bold -1" as Font …
/// ```
public enum StylesheetError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The document is not valid JSON, YAML or property list; `line` and `column` are 1-based.
    case malformed(source: String?, line: Int?, column: Int?, reason: String)
    /// Some entries could not be applied; the others were.
    case entriesFailed(source: String?, failures: [Failure])

    /// One entry that could not be applied, and why.
    public struct Failure: Equatable, Sendable, CustomStringConvertible {
        /// The entry as read from the document.
        public var entry: Stylesheet.Entry
        /// The error's description.
        public var reason: String

        public var description: String {
            let location = ProblemReport.location(source: nil, line: entry.line, column: nil)
            return ProblemReport(location: location, problem: "\(entry)", reason: reason).description
        }
    }

    public var description: String {
        switch self {
        case .malformed(let source, let line, let column, let reason):
            let place = [line.map { "line \($0)" }, column.map { "column \($0)" }].compactMap { $0 }
            let location = place.isEmpty ? "" : " at " + place.joined(separator: ", ")
            return "cannot read stylesheet\(source.map { " \($0)" } ?? "")\(location): \(reason)"
        case .entriesFailed(let source, let failures):
            let count = ProblemReport.counted(failures.count, "entry", plural: "entries")
            return ProblemReport.list("\(count) of \(source ?? "the stylesheet") failed:", failures.map(\.description))
        }
    }
}
