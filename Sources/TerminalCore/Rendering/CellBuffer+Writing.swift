extension CellBuffer {
    /// Writes `text` from column `x` of row `y`, one grapheme cluster at a time, never past `clip`
    /// (nil is the whole buffer), and returns how many columns it advanced.
    ///
    /// - Each cluster takes ``TerminalWidth/columns(of:)-(Character)`` columns. Clusters of width 0
    ///   (control characters such as `\n` and `\t`, which are not interpreted since callers lay
    ///   out lines, and lone combining marks) are skipped.
    /// - A wide character that would straddle the clip's right edge is replaced by spaces up to
    ///   the edge, and writing stops; one straddling the left edge leaves spaces in its visible part.
    /// - Writing over part of an existing wide character blanks the rest of it, which keeps its
    ///   background.
    /// - A `nil` (or fully transparent) background in `style` keeps each cell's current
    ///   background, so text drawn over a filled view keeps the fill.
    ///
    /// The advance counts columns clipped on the left, and columns of a row outside the clip, as
    /// written, and stops at the clip's right edge, so that a caller drawing a line in several
    /// styled runs continues at `x + advance`.
    ///
    /// ```swift
    /// var buffer = CellBuffer(width: 10, height: 1)
    /// let used = buffer.write("Name: ", x: 0, y: 0, style: TextStyle(isBold: true))
    /// buffer.write("Ada", x: used, y: 0, style: .plain)
    /// buffer.plainText()   // "Name: Ada"
    /// ```
    @discardableResult
    public mutating func write(
        _ text: some StringProtocol, x: Int, y: Int, style: TextStyle, clip: CellRect? = nil
    ) -> Int {
        compactIfNeeded()
        var pen = Pen(buffer: &self, x: x, y: y, style: style, clip: clip)
        // Most text is ASCII, where a byte is a cell: skip grapheme breaking for it.
        let contiguous = text.utf8.withContiguousStorageIfAvailable { bytes in
            TerminalWidth.asciiColumns(of: bytes) == nil ? nil : pen.draw(ascii: bytes, into: &self)
        }
        switch contiguous {
        case .some(.some(let advance)): return advance
        case .some(.none): break
        case .none:
            if TerminalWidth.asciiColumns(of: text.utf8) != nil { return pen.draw(ascii: text.utf8, into: &self) }
        }
        for character in text {
            let columns = TerminalWidth.columns(of: character)
            guard columns > 0 else { continue }
            // Only clusters that land in a cell go into the cluster table.
            let content = pen.keepsCharacter(columns: columns) ? content(of: character) : PackedCell.spaceContent
            guard pen.draw(content: content, columns: columns, into: &self) else { break }
        }
        return pen.advance
    }
}

/// The state of one ``CellBuffer/write(_:x:y:style:clip:)``: where the next cluster goes, the
/// columns it may use, and the style to give it.
private struct Pen {
    let startX: Int
    var column: Int
    /// The first column drawn into.
    let left: Int
    /// The column just past the last one drawn into; writing stops there.
    let right: Int
    /// The index of the row's first cell, or nil when the row is outside the clip.
    let rowStart: Int?
    let rowEnd: Int
    let style: TextStyle
    /// The style's index when it sets its own background; nil when each cell's background stays.
    let fixedStyle: UInt32?
    /// The last cell style seen under the text and the style written over it, since text mostly
    /// runs over one background.
    var lastUnderlying: UInt32 = .max
    var lastResolved: UInt32 = 0

    init(buffer: inout CellBuffer, x: Int, y: Int, style: TextStyle, clip: CellRect?) {
        let area = clip ?? buffer.bounds
        startX = x
        column = x
        left = max(area.x, 0)
        right = min(area.maxX, buffer.width)
        let rowVisible = y >= max(area.y, 0) && y < min(area.maxY, buffer.height) && left < right
        rowStart = rowVisible ? y * buffer.width : nil
        rowEnd = rowVisible ? (y + 1) * buffer.width : 0
        self.style = style
        fixedStyle = style.keepsBackground ? nil : buffer.styles.index(of: style)
    }

    var advance: Int { column - startX }

    /// Draws printable ASCII bytes (control bytes are skipped) and returns the advance.
    mutating func draw(ascii bytes: some Sequence<UInt8>, into buffer: inout CellBuffer) -> Int {
        for byte in bytes where byte >= 0x20 && byte != 0x7F {
            guard draw(content: UInt32(byte), columns: 1, into: &buffer) else { break }
        }
        return advance
    }

    /// Whether a glyph `columns` wide drawn next lands in the buffer as itself, rather than
    /// being clipped away or replaced by a space.
    func keepsCharacter(columns: Int) -> Bool {
        rowStart != nil && column >= left && column + columns <= right
    }

    /// Draws one glyph and moves on; false once writing has reached the right edge.
    mutating func draw(content: UInt32, columns: Int, into buffer: inout CellBuffer) -> Bool {
        guard column < right else { return false }
        let end = column + columns
        if end > right || (column < left && end > left) {
            // Cut by an edge: the visible part is blank.
            for blank in stride(from: max(column, left), to: min(end, right), by: 1) {
                put(PackedCell.spaceContent, columns: 1, at: blank, into: &buffer)
            }
            column = min(end, right)
            return end <= right
        }
        if column >= left { put(content, columns: columns, at: column, into: &buffer) }
        column = end
        return true
    }

    private mutating func put(_ content: UInt32, columns: Int, at column: Int, into buffer: inout CellBuffer) {
        guard let rowStart else { return }
        let index = rowStart + column
        let style = styleIndex(over: buffer.cells[index].style, in: &buffer)
        buffer.place(content: content, style: style, columns: columns, at: index, rowEnd: rowEnd)
    }

    private mutating func styleIndex(over underlying: UInt32, in buffer: inout CellBuffer) -> UInt32 {
        if let fixedStyle { return fixedStyle }
        if underlying == lastUnderlying { return lastResolved }
        let background = buffer.styles.element(at: underlying)?.background
        lastUnderlying = underlying
        lastResolved = buffer.styles.index(of: style.replacingBackground(with: background))
        return lastResolved
    }
}
