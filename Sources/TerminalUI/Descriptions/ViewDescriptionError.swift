import DocumentReading

/// Everything wrong with a view description, reported together.
///
/// Each problem names the document, the line, the element (see below) and the key that failed:
///
/// ```text
/// 2 problems in contact.yaml:
///   contact.yaml:4: View#root: unknown key "atributes"; did you mean "attributes"? valid keys: type, …
///   contact.yaml:12: View#root > StackView[1] > Button[0]: attributes.titleColor: cannot read "blu" as Color …
/// ```
///
/// An element is named by the path from the root: each step is the element's `type` as written,
/// then `#identifier` when it has one, else `[index]`, its 0-based place in its parent's `children`.
/// A document that is not valid JSON or YAML is one problem, with its line and column.
///
/// ```swift
/// do { _ = try ViewDescription(contentsOf: url).makeView() }
/// catch { print(error) }   // the list above
/// ```
public struct ViewDescriptionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// One thing wrong, and where; a selector stylesheet's problems are of this kind too
    /// (``SelectorStylesheetError/Problem``).
    ///
    /// ```swift
    /// error.problems.map(\.line)   // [4, 12]
    /// ```
    public struct Problem: Equatable, Sendable, CustomStringConvertible {
        /// The document's name, usually its file name.
        public var source: String?
        /// The 1-based line, when known.
        public var line: Int?
        /// The 1-based column in the document; given only for documents that are not valid JSON or
        /// YAML (a selector's own messages name the column within the selector).
        public var column: Int?
        /// The element's path, such as `View#root > StackView[1]`; empty for the document itself.
        public var path: String
        /// The key that failed inside the element (`tag`, `frame`, `attributes.title`), if one did.
        public var key: String?
        /// What is wrong, and what would be valid.
        public var reason: String

        /// A problem; `path` and `key` place it in the tree.
        ///
        /// ```swift
        /// ViewDescriptionError.Problem(source: "a.yaml", line: 3, path: "View", reason: "…")
        /// ```
        public init(
            source: String? = nil, line: Int? = nil, column: Int? = nil, path: String = "", key: String? = nil,
            reason: String
        ) {
            (self.source, self.line, self.column) = (source, line, column)
            (self.path, self.key, self.reason) = (path, key, reason)
        }

        /// `file:line: path: key: reason`, leaving out what is not known.
        ///
        /// ```swift
        /// ViewDescriptionError.Problem(source: "a.yaml", line: 3, path: "View", key: "tag", reason: "…").description
        /// // "a.yaml:3: View: tag: …"
        /// ```
        public var description: String {
            ProblemReport(
                location: ProblemReport.location(source: source, line: line, column: column),
                problem: [path, key ?? ""].filter { !$0.isEmpty }.joined(separator: ": "), reason: reason
            ).description
        }
    }

    /// The document's name, usually its file name.
    public var source: String?
    /// The problems found, in document order; at most 1,000 are listed.
    public var problems: [Problem]
    /// How many more problems were found than are listed.
    public var unlistedCount: Int

    /// An error listing `problems`, and counting `unlistedCount` more.
    ///
    /// ```swift
    /// ViewDescriptionError(source: "a.yaml", problems: [problem])
    /// ```
    public init(source: String?, problems: [Problem], unlistedCount: Int = 0) {
        (self.source, self.problems, self.unlistedCount) = (source, problems, unlistedCount)
    }

    /// A header counting the problems, then one problem a line.
    ///
    /// ```swift
    /// print(error)   // "2 problems in contact.yaml:\n  contact.yaml:4: …"
    /// ```
    public var description: String {
        ProblemReport.list(problems, unlistedCount: unlistedCount, counting: "problem") {
            "\($0) in \(source ?? "the view description"):"
        }
    }
}
