/// Drawing the rows in view, the selection and the cursor.
extension TextView {
    /// Draws the rows from the content offset down, and no others: a long text costs what the
    /// screen shows. Selected cells are in reverse video; the cursor, while focused, is a cell in
    /// reverse video, or underlined at the edge of a selection.
    func drawText(in canvas: Canvas) {
        updateTextLayout()
        guard let layout = textLayout else { return }
        let top = Int(clampedOffset(contentOffset).y)
        let rows = min(Int(visibleSize.height), canvas.bounds.height)
        let style = TextStyle(foreground: textColor, font: font)
        let selection = hasSelection && isSelectable ? selectionStart..<selectionEnd : nil
        var next = layout.paragraphRow(ofRow: top)
        for y in 0..<max(rows, 0) {
            guard let (index, row) = next else { break }
            let paragraph = paragraphs[index]
            let range = layout.characterRange(ofRow: row, inParagraph: index, length: paragraph.count)
            canvas.write(Self.slice(paragraph, range), x: 0, y: y, style: style)
            if let selection {
                markSelection(selection, inRow: range, paragraph: index, y: y, in: canvas)
            }
            next =
                row + 1 < layout.rowStarts[index].count
                ? (index, row + 1) : (index + 1 < paragraphs.count ? (index + 1, 0) : nil)
        }
        drawCursor(in: canvas, top: top, rows: rows)
    }

    /// Reverses the cells of the row (characters `range` of paragraph `paragraph`, drawn at row `y`)
    /// that `selection` covers; a selected newline shows as one cell after the row's text.
    private func markSelection(
        _ selection: Range<TextViewPosition>, inRow range: Range<Int>, paragraph index: Int, y: Int, in canvas: Canvas
    ) {
        let rowStart = TextViewPosition(paragraph: index, offset: range.lowerBound)
        let rowEnd = TextViewPosition(paragraph: index, offset: range.upperBound)
        let from = max(selection.lowerBound, rowStart)
        let to = min(selection.upperBound, rowEnd)
        let paragraph = paragraphs[index]
        let isLastRow = range.upperBound == paragraph.count
        let selectsNewline = isLastRow && selection.upperBound.paragraph > index && selection.lowerBound <= rowEnd
        guard from < to || selectsNewline else { return }
        let startColumn = TerminalWidth.columns(of: Self.slice(paragraph, range.lowerBound..<from.offset))
        var endColumn = TerminalWidth.columns(of: Self.slice(paragraph, range.lowerBound..<max(to.offset, from.offset)))
        if selectsNewline { endColumn += 1 }
        canvas.restyle(CellRect(x: startColumn, y: y, width: endColumn - startColumn, height: 1)) {
            $0.isInverse = true
        }
    }

    private func drawCursor(in canvas: Canvas, top: Int, rows: Int) {
        guard isSelectable, window?.focusedView === self, let location = cursorLocation(),
            (top..<(top + rows)).contains(location.row)
        else { return }
        // A cursor at the end of a full row (a hanging space) stays on the row's last cell.
        let column = min(location.column, max(Int(visibleSize.width) - 1, 0))
        let selecting = hasSelection
        canvas.restyle(CellRect(x: column, y: location.row - top, width: 1, height: 1)) {
            if selecting { $0.isUnderlined = true } else { $0.isInverse = true }
        }
    }
}
