/// Writes a list as statements: each expression is one element (or an array of them), with `if`,
/// `if let`, `switch` and `for` working as in ordinary code. ``RowsBuilder`` writes a section's
/// rows and ``TableBuilder`` a table's sections: one builder, since both build a list the same way.
///
/// ```swift
/// TableSection(headerTitle: "Numbers") {
///     for entry in entries { PhoneNumberRow(entry) }
/// }
/// ```
@resultBuilder
public enum ListBuilder<Element> {
    /// One element, as a statement.
    public static func buildExpression(_ element: Element) -> [Element] { [element] }
    /// Several elements at once (an array), as a statement.
    public static func buildExpression(_ elements: [Element]) -> [Element] { elements }
    /// The elements of a block, in order.
    public static func buildBlock(_ parts: [Element]...) -> [Element] { parts.flatMap { $0 } }
    /// The elements of an `if` without `else`: none when the condition is false.
    public static func buildOptional(_ elements: [Element]?) -> [Element] { elements ?? [] }
    /// The elements of the first branch of an `if`/`else` or `switch`.
    public static func buildEither(first elements: [Element]) -> [Element] { elements }
    /// The elements of the other branch of an `if`/`else` or `switch`.
    public static func buildEither(second elements: [Element]) -> [Element] { elements }
    /// The elements of every pass through a `for` loop, in order.
    public static func buildArray(_ parts: [[Element]]) -> [Element] { parts.flatMap { $0 } }
    /// The elements of an `if #available` block.
    public static func buildLimitedAvailability(_ elements: [Element]) -> [Element] { elements }
}

/// Writes a section's rows as statements: each expression is one row controller (or an array of
/// them), with `if`, `if let`, `switch` and `for` working as in ordinary code.
///
/// ```swift
/// TableSection(headerTitle: "Numbers") {
///     for entry in entries { PhoneNumberRow(entry) }
/// }
/// ```
public typealias RowsBuilder = ListBuilder<any CellController>

/// Writes a table's sections as statements, for ``TableController/constructTableGroups()``.
///
/// ```swift
/// @TableBuilder override func constructTableGroups() -> [TableSection] {
///     TableSection(id: "links") { LinkRow(title: "Link to another page") { … } }
///     TableSection(id: "numbers") { for entry in book.phoneNumbers { PhoneNumberRow(entry) } }
/// }
/// ```
public typealias TableBuilder = ListBuilder<TableSection>
