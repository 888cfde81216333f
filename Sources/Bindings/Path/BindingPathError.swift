import DocumentReading

/// Why a binding path could not be read: where, what was expected there, and what was found.
///
/// ```swift
/// do { _ = try BindingPath(parsing: "@superveiw.dataObject.name") }
/// catch {
///     error.column       // 1
///     error.expected     // "a view operator"
///     error.found        // "\"@superveiw\""
///     error.suggestion   // "@superview"
///     print(error)
///     // cannot read binding path "@superveiw.dataObject.name" at column 1: expected a view operator, found "@superveiw"
///     //     @superveiw.dataObject.name
///     //     ^
///     //     did you mean "@superview"?
///     //     valid operators: @superview, @rootview, @cell, …
/// }
/// ```
public struct BindingPathError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text that was being parsed.
    ///
    /// ```swift
    /// error.input   // "@superveiw.dataObject.name"
    /// ```
    public var input: String
    /// The 1-based column, in characters, where reading stopped; one past the last character when
    /// the path ended too soon.
    ///
    /// ```swift
    /// error.column   // 3 for "a..b": the second dot
    /// ```
    public var column: Int
    /// What the path needed at ``column``, in words.
    ///
    /// ```swift
    /// error.expected   // "a view step or \"dataObject\""
    /// ```
    public var expected: String
    /// What the path had at ``column``: quoted text, `end of path`, or a named whitespace or
    /// control character such as `a space`.
    ///
    /// ```swift
    /// error.found   // "\".\""
    /// ```
    public var found: String
    /// The correct spelling of a misspelled operator or of `dataObject`, when one is close.
    ///
    /// ```swift
    /// error.suggestion   // "@superview" for "@superveiw", "@superviewWithTag" for "@superViewWithTag"
    /// ```
    public var suggestion: String?
    /// Advice printed on the last line: the valid operators, or how a binding path is shaped.
    ///
    /// ```swift
    /// error.note   // "spaces are allowed only inside brackets"
    /// ```
    public var note: String?

    /// An error at `column` of `input`.
    ///
    /// ```swift
    /// let error = BindingPathError(input: "a..b", column: 3, expected: "a view step", found: "\".\"")
    /// ```
    public init(
        input: String, column: Int, expected: String, found: String, suggestion: String? = nil, note: String? = nil
    ) {
        (self.input, self.column, self.expected) = (input, column, expected)
        (self.found, self.suggestion, self.note) = (found, suggestion, note)
    }

    /// The message, then, indented, the path with a caret under the column, the suggestion and the note.
    ///
    /// ```swift
    /// do { _ = try BindingPath(parsing: "a..b") } catch { print(error) }
    /// // cannot read binding path "a..b" at column 3: expected a view step or "dataObject", found "."
    /// //     a..b
    /// //       ^
    /// ```
    ///
    /// A path longer than 80 characters is shortened with `…` around the column.
    public var description: String {
        let excerpt = PathExcerpt(input: input, column: column)
        return ProblemReport(
            problem: "cannot read binding path \"\(excerpt.quoted)\"", column: column,
            reason: "expected \(expected), found \(found)",
            excerpt: ProblemReport.Excerpt(line: excerpt.line, caretOffset: excerpt.caretOffset),
            suggestion: suggestion, note: note
        ).description
    }
}
