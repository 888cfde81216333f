import CellControllers

/// A row of a test table: `id` is its identity, `version` its content.
struct TestRow: Hashable, Sendable, CustomStringConvertible {
    var id: Int
    var version: Int

    /// Letters read as identities: "a" is row `a`, "a*" is row `a` with changed content.
    init(_ text: String) {
        id = Int(text.unicodeScalars.first?.value ?? 0)
        version = text.hasSuffix("*") ? 1 : 0
    }

    init(id: Int, version: Int) {
        self.id = id
        self.version = version
    }

    var description: String {
        let name = id >= 97 && id <= 122 ? String(UnicodeScalar(UInt8(id))) : "#\(id)"
        return version == 0 ? name : "\(name)*\(version)"
    }
}

/// A section of a test table: `id` is its identity, `header` the version of its own content (its
/// header title, say).
struct TestSection: Hashable, Sendable, CustomStringConvertible {
    var id: Int
    var header = 0
    var rows: [TestRow]

    /// `TestSection("A", "a b c*")`: section A with rows a, b and a changed c; `TestSection("A*", "")`
    /// is section A with a changed header.
    init(_ name: String, _ rows: String) {
        id = Int(name.unicodeScalars.first?.value ?? 0)
        header = name.hasSuffix("*") ? 1 : 0
        self.rows = rows.split(separator: " ").map { TestRow(String($0)) }
    }

    init(id: Int, header: Int = 0, rows: [TestRow]) {
        self.id = id
        self.header = header
        self.rows = rows
    }

    var description: String {
        let name = id >= 65 && id <= 90 ? String(UnicodeScalar(UInt8(id))) : "#\(id)"
        let version = header == 0 ? "" : "*\(header)"
        return "\(name)\(version)[\(rows.map(\.description).joined(separator: " "))]"
    }
}

/// The stages between two test tables, for a host that applies reloads as `reloads` says.
func stages(
    _ old: [TestSection], _ new: [TestSection], reloads: ReloadSemantics = .byOldPosition
) -> [TableStage<TestSection>] {
    SectionedDiff.stages(
        from: old, to: new, sectionID: { $0.id }, rows: { $0.rows }, rowID: { $0.id }, rowContentEqual: ==,
        sectionContentEqual: { $0.header == $1.header }, reloads: reloads,
        rebuild: { TestSection(id: $0.id, header: $0.header, rows: $1) })
}

/// A row position, short: `path(1, 4)` is section 1, row 4.
func path(_ section: Int, _ row: Int) -> TableIndexPath { TableIndexPath(row: row, section: section) }

/// A row move, short: `move(0, 1, to: 2, 0)`.
func move(_ section: Int, _ row: Int, to newSection: Int, _ newRow: Int) -> RowMove {
    RowMove(from: path(section, row), to: path(newSection, newRow))
}
