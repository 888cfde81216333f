import DocumentReading

/// Why a selector stylesheet could not be read, or which of its declarations could not be applied.
///
/// ```text
/// 2 problems in theme.yaml:
///   theme.yaml:4: invalid selector "Label..title" at column 7: expected a class name after ".", found "."
///       Label..title
///             ^
///   theme.yaml:6: #header { backgroundColor: $acent }: undefined variable "$acent" (did you mean "$accent"?); …
///
/// 1 declaration of theme.yaml failed:
///   theme.yaml:9: Label.title { textColr: red } on View#root > Label#name: Label has no key "textColr"; …
/// ```
///
/// Views are named by their path from the view the sheet was applied to: each step is the view's
/// class, then `#identifier` when it has one, else `[index]` among its superview's subviews.
public enum SelectorStylesheetError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The document is not valid JSON or YAML, or holds invalid selectors, values or variables;
    /// the problems found are listed (at most 1,000; `unlistedCount` counts the rest).
    case unreadable(source: String?, problems: [Problem], unlistedCount: Int = 0)
    /// Some declarations could not be set on some views; every other declaration was. At most
    /// 1,000 failures are listed; `unlistedCount` counts the rest.
    case declarationsFailed(source: String?, failures: [Failure], unlistedCount: Int = 0)

    /// One thing wrong with the document, and where: a view description's kind of problem, with no
    /// element path or key (`file:line: reason`).
    ///
    /// ```swift
    /// SelectorStylesheetError.Problem(source: "theme.yaml", line: 4, reason: "…").description   // "theme.yaml:4: …"
    /// ```
    public typealias Problem = ViewDescriptionError.Problem

    /// One declaration that could not be set on one view, and why.
    ///
    /// ```swift
    /// failure.viewPath   // "View#root > Label#name"
    /// ```
    public struct Failure: Equatable, Sendable, CustomStringConvertible {
        /// The document's name, usually its file name.
        public var source: String?
        /// The selector of the rule through which the view matched.
        public var selector: String
        /// The declaration, with its line.
        public var declaration: SelectorStylesheet.Declaration
        /// The view's path from the root the sheet was applied to.
        public var viewPath: String
        /// The StringCoding or KeyCoding error's description.
        public var reason: String

        /// A failure of `declaration` on the view at `viewPath`.
        ///
        /// ```swift
        /// SelectorStylesheetError.Failure(selector: "Label", declaration: declaration, viewPath: "Label", reason: "…")
        /// ```
        public init(
            source: String? = nil, selector: String, declaration: SelectorStylesheet.Declaration, viewPath: String,
            reason: String
        ) {
            (self.source, self.selector, self.declaration) = (source, selector, declaration)
            (self.viewPath, self.reason) = (viewPath, reason)
        }

        /// `file:line: selector { declaration } on view path: reason`.
        ///
        /// ```swift
        /// failure.description   // "theme.yaml:9: Label { textColr: red } on View#root > Label#name: …"
        /// ```
        public var description: String {
            let place = "\(selector) { \(declaration) } on \(viewPath)"
            return Problem(source: source, line: declaration.line, path: place, reason: reason).description
        }
    }

    /// A header counting the problems or failures, then one a line.
    ///
    /// ```swift
    /// print(error)   // "1 declaration of theme.yaml failed:\n  theme.yaml:9: …"
    /// ```
    public var description: String {
        switch self {
        case .unreadable(let source, let problems, let unlistedCount):
            ProblemReport.list(problems, unlistedCount: unlistedCount, counting: "problem") {
                "\($0) in \(source ?? "the selector stylesheet"):"
            }
        case .declarationsFailed(let source, let failures, let unlistedCount):
            ProblemReport.list(failures, unlistedCount: unlistedCount, counting: "declaration") {
                "\($0) of \(source ?? "the selector stylesheet") failed:"
            }
        }
    }
}
