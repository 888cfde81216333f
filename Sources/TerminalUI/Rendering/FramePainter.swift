/// Writes the differences between two frames of cells translated by ``ANSIRenderer`` (their
/// styles and clusters index the renderer's tables), row by row, keeping track of the cursor and
/// the terminal's current style.
struct FramePainter {
    let width: Int
    let styles: InternTable<SGRStyle>
    let clusters: InternTable<Character>
    /// The cursor's position, or -1 when unknown: before the first move, and after writing the
    /// last column, where terminals differ on whether the cursor has wrapped yet.
    var cursorColumn = -1
    var cursorRow = -1
    /// The terminal's current style, and its index in `styles`.
    var style = SGRStyle.plain
    var styleCode: UInt32 = 0

    init(width: Int, styles: InternTable<SGRStyle>, clusters: InternTable<Character>) {
        self.width = width
        self.styles = styles
        self.clusters = clusters
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
        while column < width {
            let index = start + column
            var columns = 1
            while column + columns < width && next[index + columns].isContinuation { columns += 1 }
            let glyph = index..<index + columns
            if !next[glyph].elementsEqual(previous[glyph]) {
                moveCursor(toColumn: column, row: row, rowStart: start, cells: next, into: &output)
                setStyle(next[index].style, into: &output)
                let content = next[index].content
                if content < 0x80 {
                    output.append(byte: UInt8(truncatingIfNeeded: content))
                } else if next[index].isContinuation {
                    output.append(" ")
                } else {
                    output.appendContent(content, clusters: clusters)
                }
                cursorColumn = column + columns < width ? column + columns : -1
            }
            column += columns
        }
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
    /// `limit` or would need a style change or a wide or multi-scalar character.
    private func rewriteLength(of cells: Slice<UnsafeBufferPointer<PackedCell>>, limit: Int) -> Int? {
        var length = 0
        for cell in cells {
            guard cell.style == styleCode, cell.content < PackedCell.firstClusterContent else { return nil }
            let content = cell.content
            length += content < 0x80 ? 1 : content < 0x800 ? 2 : content < 0x1_0000 ? 3 : 4
            if length > limit { return nil }
        }
        return length
    }
}
