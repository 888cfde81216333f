/// Writes a section's rows as statements: each expression is one row controller (or an array of
/// them), with `if`, `if let`, `switch` and `for` working as in ordinary code.
///
/// ```swift
/// TableSection(headerTitle: "Numbers") {
///     for entry in entries { PhoneNumberRow(entry) }
/// }
/// ```
@resultBuilder
public enum RowsBuilder {
    /// One row controller, as a statement.
    public static func buildExpression(_ row: any CellController) -> [any CellController] { [row] }
    /// Several rows at once (an array), as a statement.
    public static func buildExpression(_ rows: [any CellController]) -> [any CellController] { rows }
    /// The rows of a block, in order.
    public static func buildBlock(_ parts: [any CellController]...) -> [any CellController] {
        parts.flatMap { $0 }
    }
    /// The rows of an `if` without `else`: none when the condition is false.
    public static func buildOptional(_ rows: [any CellController]?) -> [any CellController] { rows ?? [] }
    /// The rows of the first branch of an `if`/`else` or `switch`.
    public static func buildEither(first rows: [any CellController]) -> [any CellController] { rows }
    /// The rows of the other branch of an `if`/`else` or `switch`.
    public static func buildEither(second rows: [any CellController]) -> [any CellController] { rows }
    /// The rows of every pass through a `for` loop, in order.
    public static func buildArray(_ parts: [[any CellController]]) -> [any CellController] {
        parts.flatMap { $0 }
    }
    /// The rows of an `if #available` block.
    public static func buildLimitedAvailability(_ rows: [any CellController]) -> [any CellController] { rows }
}

/// Writes a table's sections as statements, for ``TableController/constructTableGroups()``.
///
/// ```swift
/// @TableBuilder override func constructTableGroups() -> [TableSection] {
///     TableSection(id: "links") { LinkRow(title: "Link to another page") { … } }
///     TableSection(id: "numbers") { for entry in book.phoneNumbers { PhoneNumberRow(entry) } }
/// }
/// ```
@resultBuilder
public enum TableBuilder {
    /// One section, as a statement.
    public static func buildExpression(_ section: TableSection) -> [TableSection] { [section] }
    /// Several sections at once (an array), as a statement.
    public static func buildExpression(_ sections: [TableSection]) -> [TableSection] { sections }
    /// The sections of a block, in order.
    public static func buildBlock(_ parts: [TableSection]...) -> [TableSection] { parts.flatMap { $0 } }
    /// The sections of an `if` without `else`: none when the condition is false.
    public static func buildOptional(_ sections: [TableSection]?) -> [TableSection] { sections ?? [] }
    /// The sections of the first branch of an `if`/`else` or `switch`.
    public static func buildEither(first sections: [TableSection]) -> [TableSection] { sections }
    /// The sections of the other branch of an `if`/`else` or `switch`.
    public static func buildEither(second sections: [TableSection]) -> [TableSection] { sections }
    /// The sections of every pass through a `for` loop, in order.
    public static func buildArray(_ parts: [[TableSection]]) -> [TableSection] { parts.flatMap { $0 } }
    /// The sections of an `if #available` block.
    public static func buildLimitedAvailability(_ sections: [TableSection]) -> [TableSection] { sections }
}
