/// Where something is in a document's text: the 1-based line, and the 1-based column in characters.
///
/// Every reader in Loom reports text positions with this one type: archives (inside
/// ``ArchivePosition``), configuration files, stylesheets and view description files.
///
/// ```swift
/// TextPosition(line: 3, column: 7)   // the seventh character of the third line
/// ```
public struct TextPosition: Hashable, Sendable {
    /// The line, counted from 1.
    public var line: Int
    /// The column, counted from 1 in characters.
    public var column: Int

    /// A position at `line` and `column`, both counted from 1.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}
