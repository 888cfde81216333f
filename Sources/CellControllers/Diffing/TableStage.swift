/// One stage of a staged update: the host switches its data source to `sections`, then applies
/// `changeset` as one batch.
///
/// ```swift
/// for stage in SectionedDiff.stages(from: shown, to: next, sectionID: \.id, rows: \.rows,
///                                   rowID: \.id, rowContentEqual: ==, rebuild: { $0.with(rows: $1) }) {
///     dataSource = stage.sections
///     table.performBatchUpdates(stage.changeset)
/// }
/// ```
public struct TableStage<Section> {
    /// The batch that takes the table from the previous stage's sections to `sections`, e.g.
    /// `stages[0].changeset.rowInserts`.
    public var changeset: TableChangeset
    /// What the data source shows while and after this batch is applied, e.g.
    /// `dataSource = stages[0].sections`.
    public var sections: [Section]

    /// A stage applying `changeset` with the data source showing `sections`.
    ///
    /// ```swift
    /// let stage = TableStage(changeset: TableChangeset(sectionInserts: [0]), sections: [["a", "b"]])
    /// ```
    public init(changeset: TableChangeset, sections: [Section]) {
        self.changeset = changeset
        self.sections = sections
    }
}

extension TableStage: Sendable where Section: Sendable {}
extension TableStage: Equatable where Section: Equatable {}
