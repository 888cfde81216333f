/// A grid of terminal cells that views draw into, shown as plain text, as ANSI text, or on a
/// terminal through ``ANSIRenderer``.
///
/// Sizes are clamped to `0...CellBuffer.maximumDimension`. Reading a cell outside the buffer gives
/// ``Cell/blank``; writing outside it does nothing.
///
/// ```swift
/// var buffer = CellBuffer(width: 20, height: 3)
/// buffer.fill(CellRect(x: 0, y: 0, width: 20, height: 1), background: .blue)
/// buffer.write("Title", x: 1, y: 0, style: TextStyle(foreground: .white, isBold: true))
/// print(buffer.plainText())   // " Title\n\n"
/// ```
///
/// The buffer keeps each distinct style and multi-scalar grapheme cluster once, and its cells as
/// small integers in one flat array, so that drawing and copying frames stays cheap.
public struct CellBuffer: Sendable {
    /// Columns in the buffer.
    ///
    /// ```swift
    /// CellBuffer(width: 80, height: 24).width   // 80
    /// ```
    public let width: Int

    /// Rows in the buffer.
    ///
    /// ```swift
    /// CellBuffer(width: 80, height: -1).height   // 0
    /// ```
    public let height: Int

    /// The cells row by row, `width * height` of them.
    var cells: [PackedCell]
    /// The styles that cells' `style` fields index; index 0 is ``TextStyle/plain``.
    var styles: InternTable<TextStyle>
    /// The multi-scalar grapheme clusters that cells' contents index.
    var clusters: InternTable<Character>

    /// The largest width or height a buffer takes; larger sizes are clamped to it, which keeps a
    /// mistaken size from asking for gigabytes.
    ///
    /// ```swift
    /// CellBuffer(width: 1_000_000, height: 1).width == CellBuffer.maximumDimension   // true
    /// ```
    public static let maximumDimension = 4096

    /// A buffer of blank cells; negative sizes are treated as 0.
    ///
    /// ```swift
    /// let buffer = CellBuffer(width: 80, height: 24)
    /// buffer[0, 0] == .blank   // true
    /// ```
    public init(width: Int, height: Int) {
        self.width = min(max(width, 0), CellBuffer.maximumDimension)
        self.height = min(max(height, 0), CellBuffer.maximumDimension)
        cells = Array(
            repeating: PackedCell(content: PackedCell.spaceContent, style: 0), count: self.width * self.height)
        styles = InternTable(first: .plain)
        clusters = InternTable(first: " ")
    }

    /// The whole buffer as a rectangle at 0, 0.
    ///
    /// ```swift
    /// CellBuffer(width: 80, height: 24).bounds   // x 0, y 0, width 80, height 24
    /// ```
    public var bounds: CellRect { CellRect(x: 0, y: 0, width: width, height: height) }

    /// The cell at column `x`, row `y`. Outside the buffer, reading gives ``Cell/blank`` and
    /// writing is ignored.
    ///
    /// Setting a cell places its character with its style exactly (a `nil` background is the
    /// terminal's default here, unlike ``write(_:x:y:style:clip:)``), and keeps the buffer
    /// consistent: a character several columns wide also takes the cells after it as its
    /// continuations, or becomes a space when it does not fit before the row's end; a zero-width or
    /// control character becomes a space; overwriting part of a wide character blanks the rest of
    /// it. Setting a continuation cell is ignored, since the buffer makes those itself, so copying
    /// every cell of one buffer into another copies wide characters whole.
    ///
    /// ```swift
    /// buffer[0, 0] = Cell(character: "→", style: TextStyle(foreground: .yellow))
    /// let corner = buffer[buffer.width - 1, 0]
    /// ```
    public subscript(x: Int, y: Int) -> Cell {
        get {
            guard let index = index(x: x, y: y) else { return .blank }
            return cell(from: cells[index])
        }
        set {
            guard let index = index(x: x, y: y), !newValue.isContinuation else { return }
            compactIfNeeded()
            var columns = TerminalWidth.columns(of: newValue.character)
            var content = self.content(of: newValue.character)
            if columns == 0 || x + columns > width {
                columns = 1
                content = PackedCell.spaceContent
            }
            place(
                content: content, style: styles.index(of: newValue.style), columns: columns, at: index,
                rowEnd: index - x + width)
        }
    }
}

extension CellBuffer {
    /// The index of the cell at column `x`, row `y`, or nil outside the buffer.
    func index(x: Int, y: Int) -> Int? {
        guard x >= 0, x < width, y >= 0, y < height else { return nil }
        return y * width + x
    }

    /// The public view of a stored cell.
    func cell(from packed: PackedCell) -> Cell {
        let style = styles.element(at: packed.style) ?? .plain
        if packed.isContinuation { return Cell(character: " ", style: style, isContinuation: true) }
        return Cell(character: character(of: packed.content), style: style)
    }

    /// The character a stored content names; a space for a content this buffer never stored.
    func character(of content: UInt32) -> Character {
        if content < PackedCell.firstClusterContent {
            guard let scalar = Unicode.Scalar(content) else { return " " }
            return Character(scalar)
        }
        guard content != PackedCell.continuationContent else { return " " }
        return clusters.element(at: content - PackedCell.firstClusterContent) ?? " "
    }

    /// The stored content for `character`: its code point when it is one, else its cluster index.
    mutating func content(of character: Character) -> UInt32 {
        var scalars = character.unicodeScalars.makeIterator()
        if let first = scalars.next(), scalars.next() == nil { return first.value }
        return PackedCell.firstClusterContent + clusters.index(of: character)
    }

    /// Puts a glyph `columns` wide at `index`, blanking what is left of any wide glyph it cuts.
    /// `rowEnd` is the index just past the glyph's row; the glyph must end before it.
    mutating func place(content: UInt32, style: UInt32, columns: Int, at index: Int, rowEnd: Int) {
        let last = index + columns - 1
        breakGlyph(across: index, rowStart: rowEnd - width)
        breakGlyph(across: last + 1, rowStart: rowEnd - width)
        cells[index] = PackedCell(content: content, style: style)
        for continuation in index + 1..<last + 1 {
            cells[continuation] = PackedCell(content: PackedCell.continuationContent, style: style)
        }
    }

    /// Breaks a wide glyph that lies on both sides of the boundary just left of `index` (in the
    /// row starting at `rowStart`) into spaces that keep their styles' backgrounds.
    mutating func breakGlyph(across index: Int, rowStart: Int) {
        let rowEnd = rowStart + width
        guard index > rowStart, index < rowEnd, cells[index].isContinuation else { return }
        var lead = index - 1
        while lead > rowStart && cells[lead].isContinuation { lead -= 1 }
        var end = index + 1
        while end < rowEnd && cells[end].isContinuation { end += 1 }
        for cell in lead..<end { blankKeepingBackground(at: cell) }
    }

    /// Turns the cell at `index` into a space that keeps only its background.
    mutating func blankKeepingBackground(at index: Int) {
        let style = styles.element(at: cells[index].style) ?? .plain
        cells[index] = PackedCell(content: PackedCell.spaceContent, style: styles.index(of: style.backgroundOnly))
    }

    /// Rebuilds the style and cluster tables from the cells when they have grown well past what
    /// the cells use, so that a buffer drawn over and over in changing styles stays small.
    mutating func compactIfNeeded() {
        let limit = max(1024, 2 * cells.count)
        guard styles.count > limit || clusters.count > limit else { return }
        var newStyles = InternTable<TextStyle>(first: .plain)
        var newClusters = InternTable<Character>(first: " ")
        for index in cells.indices {
            var cell = cells[index]
            cell.style = newStyles.index(of: styles.element(at: cell.style) ?? .plain)
            if cell.clusterIndex != nil {
                cell.content = PackedCell.firstClusterContent + newClusters.index(of: character(of: cell.content))
            }
            cells[index] = cell
        }
        styles = newStyles
        clusters = newClusters
    }
}

extension CellBuffer: Hashable {
    /// Buffers are equal when they have the same size and every cell is equal, however their
    /// cells were drawn.
    ///
    /// ```swift
    /// CellBuffer(width: 2, height: 1) == CellBuffer(width: 2, height: 1)   // true
    /// ```
    public static func == (lhs: CellBuffer, rhs: CellBuffer) -> Bool {
        guard lhs.width == rhs.width, lhs.height == rhs.height else { return false }
        return lhs.cells.indices.allSatisfy { lhs.cell(from: lhs.cells[$0]) == rhs.cell(from: rhs.cells[$0]) }
    }

    /// Hashes the size and every cell, consistently with `==`.
    ///
    /// ```swift
    /// var seen = Set<CellBuffer>()
    /// seen.insert(buffer)
    /// ```
    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        for packed in cells { hasher.combine(cell(from: packed)) }
    }
}
