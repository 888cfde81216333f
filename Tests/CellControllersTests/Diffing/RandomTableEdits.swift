import LoomTestSupport

/// Random tables and random edits of them, with few identities so that duplicates are common.
struct RandomTableEdits {
    var random: SeededGenerator
    /// Sections are named from `sectionIDs`, rows from `rowIDs`.
    let sectionIDs = 65..<71
    let rowIDs = 97..<107

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    /// A number in `range`; `Int.random(in:using:)` is several times slower in debug builds.
    mutating func pick(_ range: Range<Int>) -> Int {
        range.lowerBound + Int(random.next() % UInt64(range.count))
    }

    mutating func pick(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(random.next() % UInt64(range.count))
    }

    mutating func table() -> [TestSection] {
        (0..<pick(0...5)).map { _ in section() }
    }

    mutating func section() -> TestSection {
        TestSection(
            id: pick(sectionIDs),
            rows: (0..<pick(0...8)).map { _ in row() })
    }

    mutating func row() -> TestRow {
        TestRow(id: pick(rowIDs), version: pick(0...1))
    }

    /// `table` after 0 to 7 random edits.
    mutating func edited(_ table: [TestSection]) -> [TestSection] {
        var table = table
        for _ in 0..<pick(0...7) { edit(&table) }
        return table
    }

    private mutating func edit(_ table: inout [TestSection]) {
        let sectionCount = table.count
        let choice = pick(0..<11)
        if sectionCount == 0 || choice == 0 {
            table.insert(section(), at: pick(0...sectionCount))
            return
        }
        let section = pick(0..<sectionCount)
        let rowCount = table[section].rows.count
        switch choice {
        case 1:
            table.remove(at: section)
        case 2:
            table.insert(table.remove(at: section), at: pick(0..<sectionCount))
        case 3:  // a new identity for an existing section: its rows move to a new section
            table[section].id = pick(sectionIDs)
        case 4:
            table[section].rows.insert(row(), at: pick(0...rowCount))
        case 5 where rowCount > 0:
            table[section].rows.remove(at: pick(0..<rowCount))
        case 6 where rowCount > 0:  // a row moves, possibly to another section
            let moved = table[section].rows.remove(at: pick(0..<rowCount))
            let target = pick(0..<sectionCount)
            table[target].rows.insert(moved, at: pick(0...table[target].rows.count))
        case 7 where rowCount > 0:
            table[section].rows[pick(0..<rowCount)].version += 1
        case 8 where rowCount > 0:  // a duplicate of an existing row's identity, anywhere
            let copy = table[section].rows[pick(0..<rowCount)]
            let target = pick(0..<sectionCount)
            table[target].rows.insert(copy, at: pick(0...table[target].rows.count))
        case 9:  // the section's own content (its header, say) changes
            table[section].header += 1
        default:
            table[section].rows.shuffle(using: &random)
        }
    }
}

/// Random lists of mostly distinct identities, and edits that keep most of their order: a few
/// rows deleted, inserted, moved, duplicated or changed.
struct RandomListEdits {
    var edits: RandomTableEdits

    init(seed: UInt64) { edits = RandomTableEdits(seed: seed) }

    /// Up to 100 rows with identities below 128, where one in ten repeats an earlier one.
    mutating func list() -> [TestRow] {
        var rows: [TestRow] = []
        for id in 0..<edits.pick(0...100) {
            let repeated = !rows.isEmpty && edits.pick(0..<10) == 0
            rows.append(TestRow(id: repeated ? rows[edits.pick(0..<rows.count)].id : id, version: 0))
        }
        return rows
    }

    /// `list` after 0 to 9 random edits.
    mutating func edited(_ list: [TestRow]) -> [TestRow] {
        var list = list
        for _ in 0..<edits.pick(0...9) {
            let count = list.count
            switch edits.pick(0..<5) {
            case 0 where count > 0:
                list.remove(at: edits.pick(0..<count))
            case 1 where count > 0:  // moved, possibly next to where it was
                list.insert(list.remove(at: edits.pick(0..<count)), at: edits.pick(0..<count))
            case 2 where count > 0:
                list.insert(list[edits.pick(0..<count)], at: edits.pick(0...count))
            case 3 where count > 0:
                list[edits.pick(0..<count)].version += 1
            default:
                list.insert(TestRow(id: edits.pick(100..<128), version: 0), at: edits.pick(0...count))
            }
        }
        return list
    }
}
