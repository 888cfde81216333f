import CellControllers

// snippet.hide

/// Rows that are their titles: the same title is the same row with the same content.
final class TitleRow: CellController {
    let title: String
    init(_ title: String) { self.title = title }
    func makeCell(for table: any TableHost) -> any TableCell { preconditionFailure("not shown") }
    var rowIdentity: AnyHashable { title }
    func hasSameContent(as other: any CellController) -> Bool { (other as? TitleRow)?.title == title }
}
/// A table that keeps the batches it is given.
final class RecordingTable: TableHost {
    var batches: [TableChangeset] = []
    func reloadData() {}
    func performBatchUpdates(_ changeset: TableChangeset, animation: RowAnimation) { batches.append(changeset) }
    func reconfigureRows(at indexPaths: [TableIndexPath]) {}
    func dequeueReusableCell(withIdentifier identifier: String) -> (any TableCell)? { nil }
    var indexPathForSelectedRow: TableIndexPath?
    func selectRow(at indexPath: TableIndexPath?) { indexPathForSelectedRow = indexPath }
}
let old = [TableSection(id: "a", rows: [TitleRow("1"), TitleRow("2"), TitleRow("3")])]
let new = [TableSection(id: "a", rows: [TitleRow("3"), TitleRow("1")]), TableSection(id: "b", rows: [TitleRow("2")])]
var dataSource = old
let tableView = RecordingTable()
// snippet.show
let stages = SectionedDiff.stages(
    from: old, to: new, sectionID: \.id, rows: \.rows, rowID: \.rowIdentity,
    rowContentEqual: { $0.hasSameContent(as: $1) },
    rebuild: { section, rows in var section = section; section.rows = rows; return section })
for stage in stages {
    dataSource = stage.sections
    tableView.performBatchUpdates(stage.changeset, animation: .automatic)
}
// snippet.hide
precondition(dataSource.map { $0.rows.map { ($0 as? TitleRow)?.title } } == [["3", "1"], ["2"]], "\(dataSource)")
var rowCounts = old.map(\.rows.count)
for stage in stages {
    let after = stage.sections.map(\.rows.count)
    let violations = stage.changeset.violations(rowCountsBefore: rowCounts, rowCountsAfter: after)
    precondition(violations.isEmpty, "\(violations)")
    rowCounts = after
}
precondition(tableView.batches == stages.map(\.changeset), "\(tableView.batches)")
