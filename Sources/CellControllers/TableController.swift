/// The generic table controller of the Cocoa with Love article: it builds the table's structure
/// and routes every question a table asks to the row's ``CellController``.
///
/// Subclass it and override ``constructTableGroups()``, the one override point; it is called
/// lazily, the first time the table asks about its rows. Without an override the table has one
/// empty section.
///
/// ```swift
/// final class PhoneNumbersController: TableController {
///     let book: AddressBook
///     init(book: AddressBook) { self.book = book }
///
///     @TableBuilder override func constructTableGroups() -> [TableSection] {
///         TableSection(id: "links") { LinkRow(title: "Link to another page") { … } }
///         TableSection(id: "numbers") {
///             for entry in book.phoneNumbers { PhoneNumberRow(entry) }
///         }
///     }
/// }
/// tableView.tableController = PhoneNumbersController(book: book)
/// ```
///
/// Out-of-range positions never trap: questions about a row that does not exist get the answer
/// for "no row" (nil, 0, false), and the editing methods forgive as the 2010 revision did.
@MainActor open class TableController {
    /// The table showing this controller's rows; a host sets it when the controller is attached.
    /// Held weakly, as UIKit holds its data source the other way round.
    public weak var host: (any TableHost)?

    /// A height every row has, so rows' controllers are not asked one by one (fast for long
    /// tables); nil lets each row's ``CellController/rowHeight`` decide.
    ///
    /// ```swift
    /// controller.constantRowHeight = 1
    /// ```
    public var constantRowHeight: Double?

    var constructedSections: [TableSection]?
    /// The model array the rows follow, when they are bound (``bindRows(to:of:sections:rowID:rowContentEqual:makeRow:)``).
    var contentBinding: TableContentBinding?

    /// A controller whose sections come from ``constructTableGroups()``.
    public init() {}

    /// The table's sections and rows. Reading it constructs them the first time.
    ///
    /// ```swift
    /// controller.sections[1].rows.count   // rows in the second group
    /// ```
    public var sections: [TableSection] {
        if let constructedSections { return constructedSections }
        let sections = constructTableGroups()
        constructedSections = sections
        return sections
    }

    /// Builds the table's sections: the one method a subclass overrides. Called lazily, and again
    /// by ``updateAndReload()`` and ``update(animation:)``. Default: the bound rows' sections when
    /// the rows are bound to a model (``bindRows(to:of:sections:rowID:rowContentEqual:makeRow:)``),
    /// else one empty section.
    ///
    /// ```swift
    /// override func constructTableGroups() -> [TableSection] {
    ///     [TableSection(rows: names.map(NameRow.init))]
    /// }
    /// ```
    open func constructTableGroups() -> [TableSection] {
        contentBinding?.tableSections ?? [TableSection()]
    }

    /// Builds the sections again and has the table show them all anew, without animation.
    ///
    /// ```swift
    /// book.reload()
    /// controller.updateAndReload()
    /// ```
    public func updateAndReload() {
        constructedSections = constructTableGroups()
        host?.reloadData()
    }

    /// Builds the sections again and shows the difference as animated batch updates: rows that
    /// stayed keep their cells, moved rows move, changed rows reload, and sections whose header or
    /// footer title changed reload.
    ///
    /// ```swift
    /// favorites.toggle(entry.id)
    /// controller.update()
    /// ```
    public func update(animation: RowAnimation = .automatic) {
        setSections(constructTableGroups(), animation: animation)
    }

    /// Replaces the sections and shows the difference as batch updates, each one valid under
    /// UIKit's row-count rule (see ``SectionedDiff``), with reloads where the host's
    /// ``TableHost/reloadSemantics`` applies them to the right rows. A section whose header or
    /// footer title changed is reloaded.
    ///
    /// ```swift
    /// controller.setSections([TableSection(rows: sortedRows)], animation: .fade)
    /// ```
    public func setSections(_ newSections: [TableSection], animation: RowAnimation = .automatic) {
        guard let oldSections = constructedSections else {
            constructedSections = newSections
            host?.reloadData()
            return
        }
        let stages = SectionedDiff.stages(
            from: oldSections, to: newSections,
            sectionID: \.id, rows: \.rows, rowID: \.rowIdentity,
            rowContentEqual: { $0.hasSameContent(as: $1) },
            sectionContentEqual: { $0.headerTitle == $1.headerTitle && $0.footerTitle == $1.footerTitle },
            reloads: host?.reloadSemantics ?? .byOldPosition,
            rebuild: { section, rows in
                var section = section
                section.rows = rows
                return section
            })
        for stage in stages {
            constructedSections = stage.sections
            host?.performBatchUpdates(stage.changeset, animation: animation)
        }
        constructedSections = newSections
    }

    /// The host's selected row changed, by the user or by code (the host calls this; a change
    /// that only follows the row to its new position after a batch update is one too). A
    /// selection bound to a model (``TableContentBinding/bindSelection(to:)``) writes the row's
    /// element into the model. Override to watch the selection, and call super.
    ///
    /// ```swift
    /// controller.selectionDidChange(to: TableIndexPath(row: 2, section: 0))   // as a host does
    /// ```
    open func selectionDidChange(to indexPath: TableIndexPath?) {
        contentBinding?.hostSelectionDidChange(to: indexPath)
    }

    /// Makes `newSections` the table's, and tells the host the change that led to them.
    func show(_ newSections: [TableSection], after changeset: TableChangeset, animation: RowAnimation) {
        constructedSections = newSections
        host?.performBatchUpdates(changeset, animation: animation)
    }
}
