/// Where something is in a document's text: the 1-based line, and the 1-based column in characters.
///
/// ```swift
/// TextPosition(line: 3, column: 7)   // the seventh character of the third line
/// ```
package struct TextPosition: Hashable, Sendable {
    package var line: Int
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}
