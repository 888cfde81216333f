import CellControllers

let stages = ListDiff.stages(from: ["a", "b", "c"], to: ["c", "a", "d"], rowID: { $0 }, rowContentEqual: ==)
// one stage: delete [0, 1], insert [0, 2], move [0, 0] → [0, 1]; stages[0].sections == [["c", "a", "d"]]
// snippet.hide
let expected = TableChangeset(
    rowDeletes: [TableIndexPath(row: 1, section: 0)], rowInserts: [TableIndexPath(row: 2, section: 0)],
    rowMoves: [RowMove(from: TableIndexPath(row: 0, section: 0), to: TableIndexPath(row: 1, section: 0))])
precondition(stages.map(\.changeset) == [expected], "\(stages.map(\.changeset))")
precondition(stages[0].sections == [["c", "a", "d"]], "\(stages[0].sections)")
