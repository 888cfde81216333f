/// A small, seeded random number generator (SplitMix64), so that every random case can be
/// reproduced from its seed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

/// Random tables and random edits of them, with few identities so that duplicates are common.
struct RandomTableEdits {
    var random: SeededGenerator
    /// Sections are named from `sectionIDs`, rows from `rowIDs`.
    let sectionIDs = 65..<71
    let rowIDs = 97..<107

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    mutating func table() -> [TestSection] {
        (0..<Int.random(in: 0...5, using: &random)).map { _ in section() }
    }

    mutating func section() -> TestSection {
        TestSection(
            id: Int.random(in: sectionIDs, using: &random),
            rows: (0..<Int.random(in: 0...8, using: &random)).map { _ in row() })
    }

    mutating func row() -> TestRow {
        TestRow(id: Int.random(in: rowIDs, using: &random), version: Int.random(in: 0...1, using: &random))
    }

    /// `table` after 0 to 7 random edits.
    mutating func edited(_ table: [TestSection]) -> [TestSection] {
        var table = table
        for _ in 0..<Int.random(in: 0...7, using: &random) { edit(&table) }
        return table
    }

    private mutating func edit(_ table: inout [TestSection]) {
        let sectionCount = table.count
        let choice = Int.random(in: 0..<10, using: &random)
        if sectionCount == 0 || choice == 0 {
            table.insert(section(), at: Int.random(in: 0...sectionCount, using: &random))
            return
        }
        let section = Int.random(in: 0..<sectionCount, using: &random)
        let rowCount = table[section].rows.count
        switch choice {
        case 1:
            table.remove(at: section)
        case 2:
            table.insert(table.remove(at: section), at: Int.random(in: 0..<sectionCount, using: &random))
        case 3:  // a new identity for an existing section: its rows move to a new section
            table[section].id = Int.random(in: sectionIDs, using: &random)
        case 4:
            table[section].rows.insert(row(), at: Int.random(in: 0...rowCount, using: &random))
        case 5 where rowCount > 0:
            table[section].rows.remove(at: Int.random(in: 0..<rowCount, using: &random))
        case 6 where rowCount > 0:  // a row moves, possibly to another section
            let moved = table[section].rows.remove(at: Int.random(in: 0..<rowCount, using: &random))
            let target = Int.random(in: 0..<sectionCount, using: &random)
            table[target].rows.insert(moved, at: Int.random(in: 0...table[target].rows.count, using: &random))
        case 7 where rowCount > 0:
            table[section].rows[Int.random(in: 0..<rowCount, using: &random)].version += 1
        case 8 where rowCount > 0:  // a duplicate of an existing row's identity, anywhere
            let copy = table[section].rows[Int.random(in: 0..<rowCount, using: &random)]
            let target = Int.random(in: 0..<sectionCount, using: &random)
            table[target].rows.insert(copy, at: Int.random(in: 0...table[target].rows.count, using: &random))
        default:
            table[section].rows.shuffle(using: &random)
        }
    }
}
