import StringCoding

extension CellBuffer {
    /// Paints the background of every cell in `rect ∩ clip ∩ bounds`, and clears their characters
    /// to spaces (with no attributes) when `clearing` is true.
    ///
    /// A `nil` background is the terminal's default. A fully transparent one (alpha 0) paints
    /// nothing: with `clearing` it only clears the characters, keeping each cell's background.
    /// A wide character cut by the area's edge is broken: all its cells become spaces, those
    /// inside painted and those outside keeping their background.
    ///
    /// ```swift
    /// var buffer = CellBuffer(width: 10, height: 3)
    /// buffer.fill(buffer.bounds, background: .blue)
    /// buffer.fill(CellRect(x: 0, y: 1, width: 10, height: 1), background: .white, clearing: false)
    /// ```
    public mutating func fill(_ rect: CellRect, background: Color?, clip: CellRect? = nil, clearing: Bool = true) {
        let area = rect.intersection(clip ?? bounds).intersection(bounds)
        let isTransparent = background?.alpha == 0
        guard !area.isEmpty, clearing || !isTransparent else { return }
        compactIfNeeded()
        // An opaque clearing fill, the common case, stores one cell everywhere.
        let blank: PackedCell? =
            clearing && !isTransparent
            ? PackedCell(content: PackedCell.spaceContent, style: styles.index(of: TextStyle(background: background)))
            : nil
        var paint = Paint(background: background, isTransparent: isTransparent, clearing: clearing)
        for row in area.y..<area.maxY {
            let rowStart = row * width
            let first = rowStart + area.x
            let end = first + area.width
            breakGlyph(across: first, rowStart: rowStart)
            breakGlyph(across: end, rowStart: rowStart)
            if let blank {
                for index in first..<end { cells[index] = blank }
            } else {
                for index in first..<end {
                    let painted = paint.painted(cells[index], in: &self)
                    cells[index] = painted
                }
            }
        }
    }
}

/// What one ``CellBuffer/fill(_:background:clip:clearing:)`` does to each cell, with the last style
/// it mapped remembered, since a filled area mostly holds one style.
private struct Paint {
    let background: Color?
    let isTransparent: Bool
    let clearing: Bool
    var lastStyle: UInt32 = .max
    var lastPainted: UInt32 = 0

    mutating func painted(_ cell: PackedCell, in buffer: inout CellBuffer) -> PackedCell {
        if cell.style != lastStyle {
            lastStyle = cell.style
            let style = buffer.styles.element(at: cell.style) ?? .plain
            let newBackground = isTransparent ? style.background : background
            let painted =
                clearing ? TextStyle(background: newBackground) : style.replacingBackground(with: newBackground)
            lastPainted = buffer.styles.index(of: painted)
        }
        let content = clearing ? PackedCell.spaceContent : cell.content
        return PackedCell(content: content, style: lastPainted)
    }
}
