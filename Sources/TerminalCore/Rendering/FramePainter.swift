/// Writes the differences between two frames of ``ScreenCell``s, row by row, keeping track of the
/// cursor and the terminal's current style.
///
/// A glyph whose width terminals disagree on (``TerminalWidth/disputedColumns(of:)``) is written
/// so that a terminal measuring it otherwise can misplace nothing but that glyph: its cells are
/// blanked first when a terminal may show it narrower, the cursor is placed again after it, and
/// the cells a wider reading could cover are written again even when they did not change. A
/// changed cell that an unchanged disputed glyph could cover has that glyph written again first,
/// since writing into it would cut it.
struct FramePainter {
    let width: Int
    /// The cursor's position, or -1 when unknown: before the first move, after writing the last
    /// column, where terminals differ on whether the cursor has wrapped yet, and after a disputed
    /// glyph.
    var cursorColumn = -1
    var cursorRow = -1
    /// The terminal's current style.
    var style = SGRStyle.plain
    /// Whether rows are reached by moving up or down from the cursor's row rather than by their
    /// place on the screen: an inline frame starts wherever the cursor was. `cursorRow` must then
    /// be known from the start, counted from the frame's first row; it stays known throughout.
    var movesRelatively = false

    mutating func paintRow(
        _ row: Int, of next: [ScreenCell], over previous: [ScreenCell], into output: inout ANSIOutput
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
                placeCursor(column: column, row: row, into: &output)
            }
            output.append(character: next[index].character)
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
    private func disputedColumns(of cell: ScreenCell) -> ClosedRange<Int>? {
        cell.isContinuation ? nil : TerminalWidth.disputedColumns(of: cell.character)
    }

    private mutating func setStyle(_ newStyle: SGRStyle, into output: inout ANSIOutput) {
        output.appendStyleChange(from: style, to: newStyle)
        style = newStyle
    }

    /// Moves the cursor to `column`, `row`: nothing when it is there, rewriting the unchanged
    /// cells in between when that is shorter than a forward move, else a forward or absolute move.
    private mutating func moveCursor(
        toColumn column: Int, row: Int, rowStart: Int, cells: [ScreenCell], into output: inout ANSIOutput
    ) {
        defer {
            cursorColumn = column
            cursorRow = row
        }
        guard cursorRow == row, cursorColumn >= 0, cursorColumn <= column else {
            placeCursor(column: column, row: row, into: &output)
            return
        }
        let gap = column - cursorColumn
        guard gap > 0 else { return }
        let gapCells = cells[rowStart + cursorColumn..<rowStart + column]
        if rewriteLength(of: gapCells, limit: ANSIOutput.cursorForwardLength(gap)) != nil {
            for cell in gapCells { output.append(character: cell.character) }
        } else {
            output.appendCursorForward(gap)
        }
    }

    /// Moves the cursor to `column`, `row` from wherever it is: an absolute move, or a relative
    /// one when ``movesRelatively``.
    private func placeCursor(column: Int, row: Int, into output: inout ANSIOutput) {
        if movesRelatively {
            output.appendCursorMove(fromRow: cursorRow, toColumn: column, row: row)
        } else {
            output.appendCursorPosition(column: column, row: row)
        }
    }

    /// The bytes that rewriting `cells` as they are would take, or nil when that is more than
    /// `limit` or would need a style change, a wide or multi-scalar character, or one whose width
    /// terminals disagree on.
    private func rewriteLength(of cells: ArraySlice<ScreenCell>, limit: Int) -> Int? {
        var length = 0
        for cell in cells {
            guard cell.style == style, !cell.isContinuation, cell.character.unicodeScalars.count == 1,
                disputedColumns(of: cell) == nil
            else { return nil }
            length += cell.character.utf8.count
            if length > limit { return nil }
        }
        return length
    }
}
