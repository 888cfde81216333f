/// The questions a table host asks, each answered by the row's controller. Positions out of range
/// get the answer for "no such row" rather than a trap.
extension TableController {
    /// The number of sections.
    ///
    /// ```swift
    /// controller.numberOfSections   // 2
    /// ```
    public var numberOfSections: Int { sections.count }

    /// The number of rows in `section`; 0 for a section that does not exist.
    ///
    /// ```swift
    /// controller.numberOfRows(inSection: 1)
    /// ```
    public func numberOfRows(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].rows.count : 0
    }

    /// The controller of the row at `indexPath`; nil when there is no such row.
    ///
    /// ```swift
    /// let row = controller.cellController(at: TableIndexPath(row: 0, section: 0))
    /// ```
    public func cellController(at indexPath: TableIndexPath) -> (any CellController)? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let rows = sections[indexPath.section].rows
        return rows.indices.contains(indexPath.row) ? rows[indexPath.row] : nil
    }

    /// The configured cell for the row at `indexPath`, made or reused by the row's controller.
    ///
    /// ```swift
    /// let cell = controller.cell(forRowAt: TableIndexPath(row: 2, section: 1), in: tableView)
    /// ```
    public func cell(forRowAt indexPath: TableIndexPath, in table: any TableHost) -> (any TableCell)? {
        cellController(at: indexPath)?.cell(for: table, at: indexPath)
    }

    /// Configures `cell` again for the row at `indexPath` (the row's data changed); false when
    /// there is no such row.
    ///
    /// ```swift
    /// controller.configure(visibleCell, forRowAt: path)
    /// ```
    @discardableResult
    public func configure(_ cell: any TableCell, forRowAt indexPath: TableIndexPath) -> Bool {
        guard let row = cellController(at: indexPath) else { return false }
        row.configure(cell, at: indexPath)
        return true
    }

    /// The title above `section`; nil for none or no such section.
    ///
    /// ```swift
    /// controller.headerTitle(forSection: 1)   // "Phone numbers"
    /// ```
    public func headerTitle(forSection section: Int) -> String? {
        sections.indices.contains(section) ? sections[section].headerTitle : nil
    }

    /// The title below `section`; nil for none or no such section.
    ///
    /// ```swift
    /// controller.footerTitle(forSection: 1)   // "212 numbers"
    /// ```
    public func footerTitle(forSection section: Int) -> String? {
        sections.indices.contains(section) ? sections[section].footerTitle : nil
    }

    /// The row's height: the ``constantRowHeight`` when there is one, else the row controller's;
    /// nil for the table's default.
    ///
    /// ```swift
    /// let lines = controller.heightForRow(at: path) ?? 1
    /// ```
    public func heightForRow(at indexPath: TableIndexPath) -> Double? {
        if let constantRowHeight { return constantRowHeight }
        return cellController(at: indexPath)?.rowHeight
    }

    /// Whether the row can be selected: only rows whose controller handles selection.
    ///
    /// ```swift
    /// controller.shouldHighlightRow(at: linkRowPath)   // true
    /// ```
    public func shouldHighlightRow(at indexPath: TableIndexPath) -> Bool {
        cellController(at: indexPath)?.handlesSelection ?? false
    }

    /// Tells the row's controller it was selected, if it handles selection; returns whether it did.
    ///
    /// ```swift
    /// if controller.didSelectRow(at: path, in: tableView) { … }
    /// ```
    @discardableResult
    public func didSelectRow(at indexPath: TableIndexPath, in table: any TableHost) -> Bool {
        guard let row = cellController(at: indexPath), row.handlesSelection else { return false }
        row.didSelect(in: table, at: indexPath)
        return true
    }

    /// The editing control of the row; `.none` for no such row.
    ///
    /// ```swift
    /// controller.editingStyleForRow(at: path)   // .delete
    /// ```
    public func editingStyleForRow(at indexPath: TableIndexPath) -> CellEditingStyle {
        cellController(at: indexPath)?.editingStyle ?? .none
    }

    /// Passes the user's confirmed edit to the row's controller; false when there is no such row.
    ///
    /// ```swift
    /// controller.commit(.delete, forRowAt: path, in: tableView)
    /// ```
    @discardableResult
    public func commit(
        _ editingStyle: CellEditingStyle, forRowAt indexPath: TableIndexPath, in table: any TableHost
    ) -> Bool {
        guard let row = cellController(at: indexPath) else { return false }
        row.commit(editingStyle, in: table, at: indexPath)
        return true
    }

    /// Passes an accessory activation to the row's controller; false when there is no such row.
    ///
    /// ```swift
    /// controller.accessoryButtonTapped(forRowAt: path, in: tableView)
    /// ```
    @discardableResult
    public func accessoryButtonTapped(forRowAt indexPath: TableIndexPath, in table: any TableHost) -> Bool {
        guard let row = cellController(at: indexPath) else { return false }
        row.accessoryButtonTapped(in: table, at: indexPath)
        return true
    }
}
