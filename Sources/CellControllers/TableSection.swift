/// One group of rows, with optional header and footer titles.
///
/// ```swift
/// let links = TableSection(id: "links", headerTitle: "Links") {
///     LinkRow(title: "Link to another page") { navigation.push(PlainPage()) }
/// }
/// ```
public struct TableSection {
    /// What stays the same about the section while its rows change, so that applying new sections
    /// can tell a moved section from a new one. Sections with equal identities are matched in
    /// order.
    public var id: AnyHashable
    /// The title shown above the section's rows; nil for none.
    public var headerTitle: String?
    /// The title shown below the section's rows; nil for none.
    public var footerTitle: String?
    /// The section's rows, top to bottom.
    public var rows: [any CellController]

    /// A section of these rows. Without an `id`, the header title (or "" when there is none) is the
    /// section's identity.
    ///
    /// ```swift
    /// let numbers = TableSection(headerTitle: "Numbers", rows: entries.map(PhoneNumberRow.init))
    /// ```
    public init(
        id: AnyHashable? = nil, headerTitle: String? = nil, footerTitle: String? = nil,
        rows: [any CellController] = []
    ) {
        self.id = id ?? AnyHashable(headerTitle ?? "")
        self.headerTitle = headerTitle
        self.footerTitle = footerTitle
        self.rows = rows
    }

    /// A section whose rows are written as a list of statements, with `if`, `for` and `switch`.
    ///
    /// ```swift
    /// TableSection(headerTitle: "Numbers") {
    ///     for entry in entries { PhoneNumberRow(entry) }
    ///     if entries.isEmpty { MessageRow("No phone numbers") }
    /// }
    /// ```
    public init(
        id: AnyHashable? = nil, headerTitle: String? = nil, footerTitle: String? = nil,
        @RowsBuilder rows: () -> [any CellController]
    ) {
        self.init(id: id, headerTitle: headerTitle, footerTitle: footerTitle, rows: rows())
    }
}
