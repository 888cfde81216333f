import Foundation

/// Wrapping the text into rows, and finding the cursor's row and column in them.
extension TextView {
    /// Wraps the text for the frame's width, unless it is wrapped for it already: to the whole
    /// width while the rows fit the height, else one column less, which the scroll indicator takes.
    /// Sets ``ScrollView/contentSize`` to the rows.
    func updateTextLayout() {
        let frame = cellFrame
        let size = (width: frame.width, height: frame.height)
        if let layout = textLayout, size == layoutFrameSize,
            layout.width == wrapWidth(frameWidth: size.width, rowsFit: layout.rowCount <= size.height)
        {
            contentSize = CGSize(width: Double(layout.width), height: Double(layout.rowCount))
            return
        }
        var layout = TextViewLayout(paragraphs: paragraphs, width: wrapWidth(frameWidth: size.width, rowsFit: true))
        let narrower = wrapWidth(frameWidth: size.width, rowsFit: false)
        if layout.rowCount > size.height, narrower != layout.width {
            layout = TextViewLayout(paragraphs: paragraphs, width: narrower)
        }
        textLayout = layout
        layoutFrameSize = size
        contentSize = CGSize(width: Double(layout.width), height: Double(layout.rowCount))
    }

    private func wrapWidth(frameWidth: Int, rowsFit: Bool) -> Int {
        max(frameWidth - (!rowsFit && showsVerticalScrollIndicator ? 1 : 0), 1)
    }

    /// The cursor's row among all rows and its column in that row.
    func cursorLocation() -> (row: Int, column: Int)? {
        location(of: cursor)
    }

    /// The row among all rows that shows `position`, and its column in that row.
    func location(of position: TextViewPosition) -> (row: Int, column: Int)? {
        guard let layout = textLayout, position.paragraph < paragraphs.count else { return nil }
        let paragraph = paragraphs[position.paragraph]
        let row = layout.row(ofOffset: position.offset, inParagraph: position.paragraph)
        let range = layout.characterRange(ofRow: row, inParagraph: position.paragraph, length: paragraph.count)
        let column = TerminalWidth.columns(
            of: Self.slice(paragraph, range.lowerBound..<max(position.offset, range.lowerBound)))
        return (layout.firstRows[position.paragraph] + row, column)
    }

    /// Where a cursor key takes the cursor, or nil for a key that does not move it.
    func cursorTarget(for key: Key) -> TextViewPosition? {
        switch key {
        case .left: return position(before: cursor) ?? cursor
        case .right: return position(after: cursor) ?? cursor
        case .up: return verticalTarget(rows: -1)
        case .down: return verticalTarget(rows: 1)
        case .pageUp: return verticalTarget(rows: -page)
        case .pageDown: return verticalTarget(rows: page)
        case .home: return rowEdge(atEnd: false)
        case .end: return rowEdge(atEnd: true)
        default: return nil
        }
    }

    /// The rows in view: how far Page Up and Page Down move.
    var page: Int { max(Int(visibleSize.height), 1) }

    /// The position in the row `rows` away from the cursor's nearest the column the cursor had
    /// when the run of vertical moves began; past the first row, the start of the text, and past
    /// the last, its end.
    private func verticalTarget(rows: Int) -> TextViewPosition? {
        guard let layout = textLayout, let location = cursorLocation() else { return nil }
        let column = goalColumn ?? location.column
        goalColumn = column
        return position(atRow: location.row + rows, column: column, in: layout)
    }

    /// The position in row `row` (counted over all rows) nearest `column` without passing it;
    /// above the first row, the start of the text, and below the last, its end.
    func position(atRow row: Int, column: Int, in layout: TextViewLayout) -> TextViewPosition {
        if row < 0 { return TextViewPosition(paragraph: 0, offset: 0) }
        guard let (paragraph, rowInParagraph) = layout.paragraphRow(ofRow: row) else {
            return TextViewPosition(paragraph: paragraphs.count - 1, offset: paragraphs[paragraphs.count - 1].count)
        }
        return TextViewPosition(
            paragraph: paragraph, offset: offset(atColumn: column, row: rowInParagraph, paragraph: paragraph))
    }

    /// The offset in row `row` of `paragraph` whose column is nearest `column` without passing it.
    private func offset(atColumn column: Int, row: Int, paragraph index: Int) -> Int {
        guard let layout = textLayout else { return 0 }
        let paragraph = paragraphs[index]
        let range = layout.characterRange(ofRow: row, inParagraph: index, length: paragraph.count)
        let last = lastOffset(inRow: row, of: index, range: range)
        var used = 0
        var offset = range.lowerBound
        for character in Self.slice(paragraph, range) {
            let width = TerminalWidth.columns(of: character)
            guard offset < last, used + width <= column else { break }
            used += width
            offset += 1
        }
        return offset
    }

    /// The last offset the cursor can take in a row: before the character that ends it, except in
    /// the row that ends the paragraph, whose end is the paragraph's (shown at the start of the
    /// empty row after a full one).
    private func lastOffset(inRow row: Int, of paragraph: Int, range: Range<Int>) -> Int {
        guard let layout = textLayout, row + 1 < layout.rowStarts[paragraph].count,
            range.upperBound < paragraphs[paragraph].count
        else { return range.upperBound }
        return max(range.upperBound - 1, range.lowerBound)
    }

    /// The start or the end of the cursor's row.
    private func rowEdge(atEnd: Bool) -> TextViewPosition? {
        guard let layout = textLayout else { return nil }
        let paragraph = paragraphs[cursor.paragraph]
        let row = layout.row(ofOffset: cursor.offset, inParagraph: cursor.paragraph)
        let range = layout.characterRange(ofRow: row, inParagraph: cursor.paragraph, length: paragraph.count)
        let offset = atEnd ? lastOffset(inRow: row, of: cursor.paragraph, range: range) : range.lowerBound
        return TextViewPosition(paragraph: cursor.paragraph, offset: offset)
    }
}
