/// The 2010 revision's animated editing: sections and rows added and removed one at a time, each
/// shown at once as one batch update.
///
/// Indices are forgiving, as in the original: an insertion past the end clamps (a section index
/// too large means the last section, a row index too large appends, a negative one means the
/// start), and a removal of something that does not exist does nothing.
extension TableController {
    /// Inserts `section` at `index` (appends when `index` is nil or past the end).
    ///
    /// ```swift
    /// controller.addSection(TableSection(headerTitle: "Favorites", rows: favoriteRows), at: 0)
    /// ```
    public func addSection(_ section: TableSection, at index: Int? = nil, animation: RowAnimation = .automatic) {
        var sections = self.sections
        let position = Self.clamp(index ?? sections.count, to: sections.count)
        sections.insert(section, at: position)
        show(sections, after: TableChangeset(sectionInserts: [position]), animation: animation)
    }

    /// Removes the section at `index` with its rows; does nothing when there is no such section.
    ///
    /// ```swift
    /// controller.removeSection(at: 0, animation: .fade)
    /// ```
    public func removeSection(at index: Int, animation: RowAnimation = .automatic) {
        var sections = self.sections
        guard sections.indices.contains(index) else { return }
        sections.remove(at: index)
        show(sections, after: TableChangeset(sectionDeletes: [index]), animation: animation)
    }

    /// Inserts `row` at `indexPath`, clamping a section or row index that is out of range. When the
    /// table has no section, one is added for the row.
    ///
    /// ```swift
    /// controller.insertRow(NoteRow("New"), at: TableIndexPath(row: 0, section: 1))
    /// ```
    public func insertRow(
        _ row: any CellController, at indexPath: TableIndexPath, animation: RowAnimation = .automatic
    ) {
        var sections = self.sections
        guard !sections.isEmpty else {
            show([TableSection(rows: [row])], after: TableChangeset(sectionInserts: [0]), animation: animation)
            return
        }
        let section = Self.clamp(indexPath.section, to: sections.count - 1)
        let position = Self.clamp(indexPath.row, to: sections[section].rows.count)
        sections[section].rows.insert(row, at: position)
        let inserted = TableIndexPath(row: position, section: section)
        show(sections, after: TableChangeset(rowInserts: [inserted]), animation: animation)
    }

    /// Adds `row` at the end of `section` (the last section when `section` is too large).
    ///
    /// ```swift
    /// controller.appendRow(PhoneNumberRow(entry), toSection: 1)
    /// ```
    public func appendRow(_ row: any CellController, toSection section: Int, animation: RowAnimation = .automatic) {
        insertRow(row, at: TableIndexPath(row: Int.max, section: section), animation: animation)
    }

    /// Removes the row at `indexPath`; does nothing when there is no such row.
    ///
    /// ```swift
    /// controller.removeRow(at: TableIndexPath(row: 3, section: 1), animation: .left)
    /// ```
    public func removeRow(at indexPath: TableIndexPath, animation: RowAnimation = .automatic) {
        var sections = self.sections
        guard sections.indices.contains(indexPath.section),
            sections[indexPath.section].rows.indices.contains(indexPath.row)
        else { return }
        sections[indexPath.section].rows.remove(at: indexPath.row)
        show(sections, after: TableChangeset(rowDeletes: [indexPath]), animation: animation)
    }

    /// Removes every row of `section`, keeping the section and its titles; does nothing when there
    /// is no such section or it is already empty.
    ///
    /// ```swift
    /// controller.emptySection(at: 1)
    /// ```
    public func emptySection(at section: Int, animation: RowAnimation = .automatic) {
        var sections = self.sections
        guard sections.indices.contains(section), !sections[section].rows.isEmpty else { return }
        let removed = sections[section].rows.indices.map { TableIndexPath(row: $0, section: section) }
        sections[section].rows = []
        show(sections, after: TableChangeset(rowDeletes: removed), animation: animation)
    }

    /// Gives the row at `indexPath` new data and reconfigures its visible cell in place. Does
    /// nothing when there is no such row.
    ///
    /// ```swift
    /// try controller.setRowData(42, at: TableIndexPath(row: 0, section: 0))
    /// ```
    ///
    /// - Throws: ``TableControllerError/rowDataTypeMismatch(indexPath:controllerType:expected:given:)``
    ///   when the row's controller is not a ``DataCellController`` of this data type.
    public func setRowData<Data>(_ data: Data, at indexPath: TableIndexPath) throws {
        guard let row = cellController(at: indexPath) else { return }
        let dataRow = row as? any DataCellController
        guard let dataRow, dataRow.assignRowData(data) else {
            throw TableControllerError.rowDataTypeMismatch(
                indexPath: indexPath, controllerType: String(describing: type(of: row)),
                expected: dataRow.map { type(of: $0).rowDataTypeName }, given: String(describing: Data.self))
        }
        host?.reconfigureRows(at: [indexPath])
    }

    private static func clamp(_ index: Int, to upperBound: Int) -> Int {
        min(max(index, 0), upperBound)
    }
}

extension DataCellController {
    /// Sets ``rowData`` to `data` when it is of the row's data type; returns whether it was.
    fileprivate func assignRowData<Data>(_ data: Data) -> Bool {
        guard let value = data as? RowData else { return false }
        rowData = value
        return true
    }

    fileprivate static var rowDataTypeName: String { String(describing: RowData.self) }
}
