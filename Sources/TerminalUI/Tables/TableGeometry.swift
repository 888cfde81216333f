import CellControllers

/// Where a table's headers, rows and footers lie, in whole lines from the top of its content.
///
/// Row positions are prefix sums of the rows' heights, made once per reload or batch update; with
/// a constant row height a section needs no sums at all. Finding what lies at a line is a binary
/// search, so scrolling a long table costs the same as a short one.
@MainActor struct TableGeometry {
    /// One section's lines: header, rows, footer, in that order.
    struct Section {
        /// The header's first line.
        var top: Int
        var headerHeight: Int
        var headerTitle: String?
        var footerHeight: Int
        var footerTitle: String?
        var rowCount: Int
        /// Each row's top relative to the first row's, plus the end: `rowCount + 1` values; empty
        /// when every row has `constantHeight`.
        var rowOffsets: [Int]
        var constantHeight: Int

        /// The first row's top.
        var rowsTop: Int { top + headerHeight }
        /// The footer's first line.
        var footerTop: Int { rowsTop + offset(ofRow: rowCount) }
        /// One past the section's last line.
        var bottom: Int { footerTop + footerHeight }

        func offset(ofRow row: Int) -> Int {
            rowOffsets.isEmpty ? row * constantHeight : rowOffsets[row]
        }

        func top(ofRow row: Int) -> Int { rowsTop + offset(ofRow: row) }

        func height(ofRow row: Int) -> Int { offset(ofRow: row + 1) - offset(ofRow: row) }

        /// The row whose lines include `line`, or the first row below it; `rowCount` when none is.
        func firstRow(endingAfter line: Int) -> Int {
            let offset = line - rowsTop
            // The first row whose end is past the line.
            guard rowOffsets.isEmpty else { return (0..<rowCount).partitionPoint { rowOffsets[$0 + 1] > offset } }
            guard constantHeight > 0 else { return rowCount }
            return min(max(offset / constantHeight, 0), rowCount)
        }
    }

    /// An empty table.
    static let empty = TableGeometry(sections: [])

    var sections: [Section]

    /// All the lines the content takes.
    var contentHeight: Int { sections.last?.bottom ?? 0 }

    /// Each section's number of rows.
    var rowCounts: [Int] { sections.map(\.rowCount) }

    /// The layout of `controller`'s rows: `sizes` gives the table's own heights, used where the
    /// controller has none, and whether sections are set apart by a blank line.
    ///
    /// With `shownRows` (a filter), every other row takes no lines, keeping its index path, and a
    /// section with no row shown takes none either: no header, footer or blank line before it.
    init(controller: TableController, sizes: Sizes, shownRows: Set<TableIndexPath>? = nil) {
        var sections: [Section] = []
        sections.reserveCapacity(controller.numberOfSections)
        var top = 0
        // Whether a section before this one is shown, so a blank line sets this one apart.
        var followsShownSection = false
        for index in 0..<controller.numberOfSections {
            let rowCount = controller.numberOfRows(inSection: index)
            let isShown = { (row: Int) in shownRows?.contains(TableIndexPath(row: row, section: index)) ?? true }
            let isSectionShown = shownRows == nil || (0..<rowCount).contains(where: isShown)
            if isSectionShown, followsShownSection, sizes.separatesSections { top += 1 }
            followsShownSection = followsShownSection || isSectionShown
            let header = controller.headerTitle(forSection: index)
            let footer = controller.footerTitle(forSection: index)
            let constant = shownRows == nil ? controller.constantRowHeight.map(Self.lines) : nil
            var offsets: [Int] = []
            if constant == nil {
                offsets.reserveCapacity(rowCount + 1)
                var sum = 0
                offsets.append(0)
                for row in 0..<rowCount {
                    if isShown(row) {
                        let height = controller.heightForRow(at: TableIndexPath(row: row, section: index))
                        sum += Self.lines(height ?? sizes.rowHeight)
                    }
                    offsets.append(sum)
                }
            }
            let section = Section(
                top: top,
                headerHeight: header == nil || !isSectionShown ? 0 : Self.lines(sizes.headerHeight),
                headerTitle: header,
                footerHeight: footer == nil || !isSectionShown ? 0 : Self.lines(sizes.footerHeight),
                footerTitle: footer, rowCount: rowCount, rowOffsets: offsets, constantHeight: constant ?? 0)
            sections.append(section)
            top = section.bottom
        }
        self.init(sections: sections)
    }

    private init(sections: [Section]) {
        self.sections = sections
    }

    /// The heights a table view gives what its controller does not size.
    struct Sizes {
        var rowHeight: Double
        var headerHeight: Double
        var footerHeight: Double
        var separatesSections: Bool
    }

    /// The most lines one row, header or footer takes, so that no sum of heights can overflow.
    static let largestHeight = 10_000

    /// The farthest a table can be scrolled, far beyond any real content.
    static let largestOffset = Int(Int32.max)

    /// A height in whole lines: rounded, never negative, never more than ``largestHeight``, and 0
    /// for a height that is not a number.
    static func lines(_ height: Double) -> Int {
        guard height.isFinite, height > 0 else { return 0 }
        return Int(min(height.rounded(), Double(largestHeight)))
    }

    // MARK: Rows

    /// Whether the table has this row.
    func contains(_ indexPath: TableIndexPath) -> Bool {
        sections.indices.contains(indexPath.section)
            && (0..<sections[indexPath.section].rowCount)
                .contains(indexPath.row)
    }

    /// The row's first line and its height; nil when there is no such row.
    func span(of indexPath: TableIndexPath) -> (top: Int, height: Int)? {
        guard contains(indexPath) else { return nil }
        let section = sections[indexPath.section]
        return (section.top(ofRow: indexPath.row), section.height(ofRow: indexPath.row))
    }

    /// The first row of the table; nil when it has none.
    var firstIndexPath: TableIndexPath? { indexPath(from: TableIndexPath(row: 0, section: 0)) }

    /// The last row of the table; nil when it has none.
    var lastIndexPath: TableIndexPath? {
        guard let section = sections.lastIndex(where: { $0.rowCount > 0 }) else { return nil }
        return TableIndexPath(row: sections[section].rowCount - 1, section: section)
    }

    /// The row after `indexPath` in reading order, across sections; nil after the last.
    func indexPath(after indexPath: TableIndexPath) -> TableIndexPath? {
        self.indexPath(from: TableIndexPath(row: indexPath.row + 1, section: indexPath.section))
    }

    /// The row before `indexPath` in reading order, across sections; nil before the first.
    func indexPath(before indexPath: TableIndexPath) -> TableIndexPath? {
        guard indexPath.row <= 0 else { return TableIndexPath(row: indexPath.row - 1, section: indexPath.section) }
        var section = min(indexPath.section, sections.count) - 1
        while section >= 0 {
            if sections[section].rowCount > 0 {
                return TableIndexPath(row: sections[section].rowCount - 1, section: section)
            }
            section -= 1
        }
        return nil
    }

    /// `indexPath` if the table has it, else the first row after it in reading order.
    private func indexPath(from indexPath: TableIndexPath) -> TableIndexPath? {
        var section = max(indexPath.section, 0)
        var row = max(indexPath.row, 0)
        while section < sections.count {
            if row < sections[section].rowCount { return TableIndexPath(row: row, section: section) }
            section += 1
            row = 0
        }
        return nil
    }

    /// The first row with a line at or below `line` (the row that line is in, if any); nil when
    /// no row ends below it.
    func firstIndexPath(atOrBelow line: Int) -> TableIndexPath? {
        var section = sections.indices.partitionPoint { sections[$0].bottom > line }
        while section < sections.count {
            let row = sections[section].firstRow(endingAfter: line)
            if row < sections[section].rowCount { return TableIndexPath(row: row, section: section) }
            section += 1
        }
        return nil
    }

    /// The rows with at least one line in `lines`, top to bottom; rows of no height are left out.
    func indexPaths(in lines: Range<Int>) -> [TableIndexPath] {
        var found: [TableIndexPath] = []
        var next = firstIndexPath(atOrBelow: lines.lowerBound)
        while let indexPath = next, let span = span(of: indexPath), span.top < lines.upperBound {
            if span.height > 0 { found.append(indexPath) }
            next = self.indexPath(after: indexPath)
        }
        return found
    }
}
