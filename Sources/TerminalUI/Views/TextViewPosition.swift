/// A place between two characters of a ``TextView``'s text: a paragraph (a line between
/// newlines) and a count of characters into it.
///
/// ```swift
/// TextViewPosition(paragraph: 1, offset: 0)   // the start of the second line
/// ```
struct TextViewPosition: Comparable, Hashable {
    var paragraph: Int
    var offset: Int

    static func < (lhs: TextViewPosition, rhs: TextViewPosition) -> Bool {
        (lhs.paragraph, lhs.offset) < (rhs.paragraph, rhs.offset)
    }
}
