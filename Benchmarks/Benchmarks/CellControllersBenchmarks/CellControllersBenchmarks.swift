import Benchmark
import CellControllers
import Observation

// Each Loom benchmark has a baseline that does the same job the direct Swift way, so the README
// reports ratios from one run (`Benchmarks/ratios`), never absolute times.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, scalingFactor: .one,
        maxDuration: .seconds(2))
    editedTableBenchmarks()
    editedListBenchmarks()
    unchangedTableBenchmarks()
    boundArrayBenchmarks()
}

struct Row {
    var id: Int
    var value: Int
}

struct Section {
    var id: Int
    var rows: [Row]
}

/// The diff of a table as a table controller asks for it.
func stages(_ old: [Section], _ new: [Section]) -> [TableStage<Section>] {
    SectionedDiff.stages(
        from: old, to: new, sectionID: { $0.id }, rows: { $0.rows }, rowID: { $0.id },
        rowContentEqual: { $0.value == $1.value }, rebuild: { Section(id: $0.id, rows: $1) })
}

/// A seeded generator (SplitMix64), so that every run diffs the same tables.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

/// 100,000 rows in `sectionCount` sections of equal size (10 of 10,000 by default), then 10,000
/// rows deleted and 10,000 new ones inserted anywhere, and 2,000 rows moved, each to any place in
/// any section.
struct EditedTable {
    let old: [Section]
    let new: [Section]

    init(sectionCount: Int = 10) {
        var random = SeededGenerator(state: 7)
        let rowsPerSection = 100_000 / sectionCount
        old = (0..<sectionCount).map { section in
            Section(
                id: section, rows: (0..<rowsPerSection).map { Row(id: section * rowsPerSection + $0, value: 0) })
        }
        var rows = old.map(\.rows)
        func anyRow() -> (section: Int, row: Int) {
            while true {
                let section = Int.random(in: 0..<rows.count, using: &random)
                if !rows[section].isEmpty { return (section, Int.random(in: 0..<rows[section].count, using: &random)) }
            }
        }
        func insert(_ row: Row) {
            let section = Int.random(in: 0..<rows.count, using: &random)
            rows[section].insert(row, at: Int.random(in: 0...rows[section].count, using: &random))
        }
        for _ in 0..<10_000 {
            let (section, row) = anyRow()
            rows[section].remove(at: row)
        }
        for id in 100_000..<110_000 { insert(Row(id: id, value: 0)) }
        for _ in 0..<2_000 {
            let (section, row) = anyRow()
            insert(rows[section].remove(at: row))
        }
        new = rows.indices.map { Section(id: $0, rows: rows[$0]) }
    }
}

/// Loom's sectioned diff against Swift's own `difference(from:)` with `inferringMoves()` on the
/// same identities, flattened; the baseline takes seconds, so it gets few iterations.
private func editedTableBenchmarks() {
    let comparison = "Diff 100,000 rows, 10,000 deleted, 10,000 inserted, 2,000 moved"
    Benchmark(
        "\(comparison): baseline difference(from:).inferringMoves() on the flattened ids",
        configuration: .init(maxDuration: .seconds(20), maxIterations: 3)
    ) { benchmark in
        let table = EditedTable()
        let oldIDs = table.old.flatMap { $0.rows.map(\.id) }
        let newIDs = table.new.flatMap { $0.rows.map(\.id) }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(newIDs.difference(from: oldIDs).inferringMoves())
        }
    }
    Benchmark("\(comparison): Loom SectionedDiff.stages, 10 sections") { benchmark in
        let table = EditedTable()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(stages(table.old, table.new))
        }
    }
}

/// Loom's flat entry point for a plain list against its sectioned one on the same rows as one
/// section: the list must cost at most 0.6 times as much (`Benchmarks/ratios`).
private func editedListBenchmarks() {
    let comparison = "Diff a 100,000-row list, 10,000 deleted, 10,000 inserted, 2,000 moved"
    Benchmark("\(comparison): baseline SectionedDiff.stages on the list as one section") { benchmark in
        let table = EditedTable(sectionCount: 1)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(stages(table.old, table.new))
        }
    }
    Benchmark("\(comparison): Loom ListDiff.stages") { benchmark in
        let table = EditedTable(sectionCount: 1)
        let old = table.old[0].rows
        let new = table.new[0].rows
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(ListDiff.stages(from: old, to: new, rowID: { $0.id }, rowContentEqual: { $0.value == $1.value }))
        }
    }
}

/// A table rebuilt without changes (distinct arrays with equal contents) against making a set of
/// its identities, the least any diff has to do.
private func unchangedTableBenchmarks() {
    let comparison = "Diff an unchanged 10,000-row table"
    func table() -> [Section] {
        (0..<10).map { section in
            Section(id: section, rows: (0..<1_000).map { Row(id: section * 1_000 + $0, value: $0 % 7) })
        }
    }
    Benchmark("\(comparison): baseline Set of the 10,000 ids") { benchmark in
        let ids = table().flatMap { $0.rows.map(\.id) }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(Set(ids))
        }
    }
    Benchmark("\(comparison): Loom SectionedDiff.stages, 10 sections") { benchmark in
        let old = table()
        let new = table()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(stages(old, new))
        }
    }
}

/// A model whose 10,000 rows a table controller binds to.
@Observable @Keyed final class RowList {
    var rows = (0..<10_000).map { Row(id: $0, value: 0) }
}

/// A row controller for a bound row; it makes no cell, as nothing is drawn.
final class BoundRow: CellController {
    let row: Row
    init(_ row: Row) { self.row = row }
    func makeCell(for table: any TableHost) -> any TableCell { NoCell() }
}

final class NoCell: TableCell {
    var reuseIdentifier: String? { nil }
}

/// A table that takes every batch and shows nothing: the benchmark measures the controller's side.
final class SilentTable: TableHost {
    var batches = 0
    var indexPathForSelectedRow: TableIndexPath?
    func reloadData() {}
    func performBatchUpdates(_ changeset: TableChangeset, animation: RowAnimation) { batches += 1 }
    func reconfigureRows(at indexPaths: [TableIndexPath]) {}
    func dequeueReusableCell(withIdentifier identifier: String) -> (any TableCell)? { nil }
    func selectRow(at indexPath: TableIndexPath?) { indexPathForSelectedRow = indexPath }
}

/// One row inserted into (or, every other iteration, removed from) a model's array of 10,000
/// rows bound to a table controller, until the table has its batch, against diffing the same two
/// snapshots with `SectionedDiff` directly: at most 3 times as much (`Benchmarks/ratios`).
private func boundArrayBenchmarks() {
    let comparison = "Change one row of a bound 10,000-row array"
    Benchmark("\(comparison): baseline SectionedDiff.stages on the same snapshots") { @MainActor benchmark async in
        let shorter = [Section(id: 0, rows: RowList().rows)]
        var longer = shorter
        longer[0].rows.insert(Row(id: 10_000, value: 0), at: 5_000)
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations {
            blackHole(iteration.isMultiple(of: 2) ? stages(shorter, longer) : stages(longer, shorter))
        }
    }
    Benchmark("\(comparison): Loom model change + TableContentBinding.update()") { @MainActor benchmark async throws in
        let list = RowList()
        let table = SilentTable()
        let controller = TableController()
        controller.host = table
        let binding = try controller.bindRows(
            to: "rows", of: list, rowID: { $0.id }, rowContentEqual: { $0.value == $1.value }, makeRow: BoundRow.init)
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations {
            if iteration.isMultiple(of: 2) {
                list.rows.insert(Row(id: 10_000, value: 0), at: 5_000)
            } else {
                list.rows.remove(at: 5_000)
            }
            binding.update()
        }
        blackHole(table.batches)
    }
}
