/// The rows a ``TableContentBinding`` shows, and how they change into a new value's rows.
///
/// A value type with `@inlinable` work, so that the diff of each change is specialized for the
/// element and identity types where the binding is made (in the app), as a direct call of
/// ``SectionedDiff`` would be, instead of running generic code.
@usableFromInline
struct BoundRows<Element, RowID: Hashable> {
    /// A shown row: its element, the element's identity (hashed once per change), and its controller.
    @usableFromInline
    struct Row {
        @usableFromInline let id: RowID
        @usableFromInline let element: Element
        @usableFromInline let controller: any CellController

        @inlinable
        init(id: RowID, element: Element, controller: any CellController) {
            self.id = id
            self.element = element
            self.controller = controller
        }
    }

    /// The sections shown, their rows' identities in one flat list, and each section's first flat
    /// row index.
    @usableFromInline var sections: [BoundSection<Row>] = []
    @usableFromInline var ids: [RowID] = []
    @usableFromInline var starts: [Int] = []

    @inlinable
    init() {}

    /// Makes `split` the rows shown and says how the table gets there: nil when nothing changed
    /// (only asked when `diffing`), else the match of old rows to new and, when `diffing`, the
    /// batches. A row keeps its controller while its element stays equal; others get one from
    /// `makeRow`.
    @inlinable
    mutating func change(
        to split: [BoundSection<Element>], rowID: (Element) -> RowID, rowContentEqual: (Element, Element) -> Bool,
        makeRow: (Element) -> any CellController, diffing: Bool, reloads: ReloadSemantics
    ) -> RowsChange? {
        var newIDs: [RowID] = []
        newIDs.reserveCapacity(split.reduce(0) { $0 + $1.rows.count })
        for section in split {
            for element in section.rows { newIDs.append(rowID(element)) }
        }
        let oldRows = sections.count == 1 ? sections[0].rows : sections.flatMap { $0.rows }
        if diffing, isUnchanged(split, newIDs, oldRows, rowContentEqual) { return nil }
        let match = OccurrenceMatch(old: ids, new: newIDs)
        var flat = 0
        let newSections = split.map { section in
            var rows: [Row] = []
            rows.reserveCapacity(section.rows.count)
            for element in section.rows {
                let old = match.oldIndexOfNew[flat]
                let controller =
                    old >= 0 && rowContentEqual(oldRows[old].element, element)
                    ? oldRows[old].controller : makeRow(element)
                rows.append(Row(id: newIDs[flat], element: element, controller: controller))
                flat += 1
            }
            return BoundSection(id: section.id, headerTitle: section.headerTitle, rows: rows)
        }
        let oldIDs = ids
        let oldSections = sections
        sections = newSections
        ids = newIDs
        let oldStarts = starts
        starts = Self.starts(of: newSections)
        guard diffing else { return RowsChange(match: match, stages: nil) }
        // The diff sees each row as a small tag, its flat index (new rows after the old ones),
        // so that it moves integers rather than rows.
        let oldCount = oldIDs.count
        let newRows = newSections.count == 1 ? newSections[0].rows : newSections.flatMap { $0.rows }
        func controller(_ tag: Int) -> any CellController {
            tag < oldCount ? oldRows[tag].controller : newRows[tag - oldCount].controller
        }
        let oldTagged = oldSections.indices.map { index in
            BoundSection<Int>(
                id: oldSections[index].id, headerTitle: oldSections[index].headerTitle,
                rows: Array(oldStarts[index]..<(oldStarts[index] + oldSections[index].rows.count)))
        }
        let newTagged = newSections.indices.map { index in
            BoundSection<Int>(
                id: newSections[index].id, headerTitle: newSections[index].headerTitle,
                rows: Array((oldCount + starts[index])..<(oldCount + starts[index] + newSections[index].rows.count)))
        }
        // Matched rows kept their controller exactly when their element stayed equal.
        let stages = SectionedDiff.stages(
            from: oldTagged, to: newTagged, sectionID: { $0.id }, rows: { $0.rows },
            rowID: { $0 < oldCount ? oldIDs[$0] : newIDs[$0 - oldCount] },
            rowContentEqual: { controller($0) === controller($1) },
            sectionContentEqual: { $0.headerTitle == $1.headerTitle }, reloads: reloads,
            rebuild: { BoundSection<Int>(id: $0.id, headerTitle: $0.headerTitle, rows: $1) })
        var tableStages: [TableStage<TableSection>] = []
        for stage in stages {
            var tableSections: [TableSection] = []
            for section in stage.sections {
                var rows: [any CellController] = []
                rows.reserveCapacity(section.rows.count)
                for tag in section.rows { rows.append(controller(tag)) }
                tableSections.append(TableSection(id: section.id, headerTitle: section.headerTitle, rows: rows))
            }
            tableStages.append(TableStage(changeset: stage.changeset, sections: tableSections))
        }
        return RowsChange(match: match, stages: tableStages)
    }

    /// Whether `split` has the rows shown, by identity and content, in the same sections.
    @inlinable
    func isUnchanged(
        _ split: [BoundSection<Element>], _ newIDs: [RowID], _ oldRows: [Row],
        _ rowContentEqual: (Element, Element) -> Bool
    ) -> Bool {
        guard split.count == sections.count, newIDs == ids else { return false }
        for index in split.indices
        where split[index].id != sections[index].id || split[index].headerTitle != sections[index].headerTitle {
            return false
        }
        var row = 0
        for section in split {
            for element in section.rows {
                guard rowContentEqual(oldRows[row].element, element) else { return false }
                row += 1
            }
        }
        return true
    }

    @inlinable
    static func starts(of sections: [BoundSection<Row>]) -> [Int] {
        var starts: [Int] = []
        starts.reserveCapacity(sections.count)
        var total = 0
        for section in sections {
            starts.append(total)
            total += section.rows.count
        }
        return starts
    }

    @inlinable
    static func tableSection(_ section: BoundSection<Row>) -> TableSection {
        TableSection(id: section.id, headerTitle: section.headerTitle, rows: section.rows.map { $0.controller })
    }

    /// The sections as the controller shows them.
    var tableSections: [TableSection] {
        var tableSections: [TableSection] = []
        tableSections.reserveCapacity(sections.count)
        for section in sections { tableSections.append(Self.tableSection(section)) }
        return tableSections
    }

    /// The index path of a flat row index (one of a shown row).
    func indexPath(ofFlat index: Int) -> TableIndexPath {
        // The first section that ends after the row; empty sections end where they start.
        var low = 0
        var high = sections.count - 1
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] + sections[middle].rows.count > index {
                high = middle
            } else {
                low = middle + 1
            }
        }
        return TableIndexPath(row: index - starts[low], section: low)
    }

    /// The flat row index of an index path; nil for no such row.
    func flatIndex(of indexPath: TableIndexPath) -> Int? {
        guard sections.indices.contains(indexPath.section),
            sections[indexPath.section].rows.indices.contains(indexPath.row)
        else { return nil }
        return starts[indexPath.section] + indexPath.row
    }

    /// The shown row at a flat index.
    func row(atFlat index: Int) -> Row {
        let path = indexPath(ofFlat: index)
        return sections[path.section].rows[path.row]
    }
}

/// How the rows shown changed: the match of the old rows to the new, and the batches that show
/// it (nil when the table reloads instead).
@usableFromInline
struct RowsChange {
    @usableFromInline var match: OccurrenceMatch
    @usableFromInline var stages: [TableStage<TableSection>]?

    @inlinable
    init(match: OccurrenceMatch, stages: [TableStage<TableSection>]?) {
        self.match = match
        self.stages = stages
    }
}
