/// Writes the differences between two frames of cells translated by ``ANSIRenderer`` (their
/// styles and clusters index the renderer's tables), row by row, keeping track of the cursor and
/// the terminal's current style.
///
/// A glyph whose width terminals disagree on (``TerminalWidth/disputedColumns(of:)``) is written
/// so that a terminal measuring it otherwise can misplace nothing but that glyph: its cells are
/// blanked first when a terminal may show it narrower, the cursor is placed again after it, and
/// the cells a wider reading could cover are written again even when they did not change. A
/// changed cell that an unchanged disputed glyph could cover has that glyph written again first,
/// since writing into it would cut it.
struct FramePainter {
    let width: Int
    let styles: InternTable<SGRStyle>
    let clusters: InternTable<Character>
    /// The columns terminals may give each cluster in `clusters`, nil where they all agree.
    let clusterDisputes: [ClosedRange<Int>?]
    /// The cursor's position, or -1 when unknown: before the first move, after writing the last
    /// column, where terminals differ on whether the cursor has wrapped yet, and after a disputed
    /// glyph.
    var cursorColumn = -1
    var cursorRow = -1
    /// The terminal's current style, and its index in `styles`.
    var style = SGRStyle.plain
    var styleCode: UInt32 = 0

    init(
        width: Int, styles: InternTable<SGRStyle>, clusters: InternTable<Character>,
        clusterDisputes: [ClosedRange<Int>?]
    ) {
        self.width = width
        self.styles = styles
        self.clusters = clusters
        self.clusterDisputes = clusterDisputes
    }

    mutating func paintRow(
        _ row: Int, of next: UnsafeBufferPointer<PackedCell>, over previous: UnsafeBufferPointer<PackedCell>,
        into output: inout ANSIOutput
    ) {
        let start = row * width
        let end = start + width
        guard end <= next.count, end <= previous.count, !next[start..<end].elementsEqual(previous[start..<end]) else {
            return
        }
        var column = 0
        // Glyphs that start before this column are written whether they changed or not.
        var rewriteEnd = 0
        // The first of the unchanged disputed glyphs passed over whose wider reading reaches past
        // the current column, and the column that reading ends at.
        var covering: (column: Int, reach: Int)? = nil
        while column < width {
            let index = start + column
            var columns = 1
            while column + columns < width && next[index + columns].isContinuation { columns += 1 }
            let glyph = index..<index + columns
            let dispute = disputedColumns(of: next[index])
            if column >= rewriteEnd && next[glyph].elementsEqual(previous[glyph]) {
                if let dispute, dispute.upperBound > columns {
                    let reach = column + dispute.upperBound
                    if let earlier = covering, earlier.reach > column {
                        covering = (earlier.column, max(earlier.reach, reach))
                    } else {
                        covering = (column, reach)
                    }
                }
                column += columns
                continue
            }
            if let earlier = covering, earlier.reach > column {
                // A terminal that shows that glyph wider holds it over this cell: writing here
                // would cut it, so it is written again, and everything from it to here.
                rewriteEnd = max(rewriteEnd, column)
                column = earlier.column
                covering = nil
                continue
            }
            covering = nil
            moveCursor(toColumn: column, row: row, rowStart: start, cells: next, into: &output)
            setStyle(next[index].style, into: &output)
            if let dispute, dispute.lowerBound < columns {
                // A terminal that shows it narrower leaves the rest of its cells as they were.
                for _ in 0..<columns { output.append(byte: 0x20) }
                output.appendCursorPosition(column: column, row: row)
            }
            let content = next[index].content
            if content < 0x80 {
                output.append(byte: UInt8(truncatingIfNeeded: content))
            } else if next[index].isContinuation {
                output.append(" ")
            } else {
                output.appendContent(content, clusters: clusters)
            }
            if let dispute {
                cursorColumn = -1
                rewriteEnd = max(rewriteEnd, column + dispute.upperBound)
            } else {
                cursorColumn = column + columns < width ? column + columns : -1
            }
            column += columns
        }
    }

    /// The columns terminals may give the glyph a cell starts, nil where they all agree.
    private func disputedColumns(of cell: PackedCell) -> ClosedRange<Int>? {
        let content = cell.content
        // Below the first ambiguous symbol, U+00A4, no code point is disputed.
        if content < 0xA4 { return nil }
        if content < PackedCell.firstClusterContent { return TerminalWidth.disputedColumns(ofScalar: content) }
        guard let cluster = cell.clusterIndex, cluster < clusterDisputes.count else { return nil }
        return clusterDisputes[cluster]
    }

    private mutating func setStyle(_ code: UInt32, into output: inout ANSIOutput) {
        guard code != styleCode else { return }
        let newStyle = styles.element(at: code) ?? .plain
        output.appendStyleChange(from: style, to: newStyle)
        style = newStyle
        styleCode = code
    }

    /// Moves the cursor to `column`, `row`: nothing when it is there, rewriting the unchanged
    /// cells in between when that is shorter than a forward move, else a forward or absolute move.
    private mutating func moveCursor(
        toColumn column: Int, row: Int, rowStart: Int, cells: UnsafeBufferPointer<PackedCell>,
        into output: inout ANSIOutput
    ) {
        defer {
            cursorColumn = column
            cursorRow = row
        }
        guard cursorRow == row, cursorColumn >= 0, cursorColumn <= column else {
            output.appendCursorPosition(column: column, row: row)
            return
        }
        let gap = column - cursorColumn
        guard gap > 0 else { return }
        let gapCells = cells[rowStart + cursorColumn..<rowStart + column]
        if rewriteLength(of: gapCells, limit: ANSIOutput.cursorForwardLength(gap)) != nil {
            for cell in gapCells { output.appendContent(cell.content, clusters: clusters) }
        } else {
            output.appendCursorForward(gap)
        }
    }

    /// The bytes that rewriting `cells` as they are would take, or nil when that is more than
    /// `limit` or would need a style change, a wide or multi-scalar character, or one whose width
    /// terminals disagree on.
    private func rewriteLength(of cells: Slice<UnsafeBufferPointer<PackedCell>>, limit: Int) -> Int? {
        var length = 0
        for cell in cells {
            guard cell.style == styleCode, cell.content < PackedCell.firstClusterContent,
                disputedColumns(of: cell) == nil
            else { return nil }
            let content = cell.content
            length += content < 0x80 ? 1 : content < 0x800 ? 2 : content < 0x1_0000 ? 3 : 4
            if length > limit { return nil }
        }
        return length
    }
}
