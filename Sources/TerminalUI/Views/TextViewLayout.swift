/// Where a text view's paragraphs break into rows when wrapped at words to a width, counted in
/// display columns (a CJK character takes two, a combining mark none), kept per paragraph so an
/// edit wraps only the paragraphs it changed.
///
/// Unlike a label's wrapping, every character stays where it is (spaces included), so that a
/// cursor can stand on each: a row breaks after the last space that fits, or inside a word longer
/// than the row. A space that does not fit hangs past the row's end; a paragraph whose last row
/// is full gets an empty row after it, for the cursor at its end.
///
/// ```swift
/// let layout = TextViewLayout(paragraphs: ["one two three"], width: 8)
/// layout.rowStarts   // [[0, 8]]: "one two " and "three"
/// ```
struct TextViewLayout {
    /// The width the rows are wrapped to, in columns (at least 1).
    private(set) var width: Int
    /// For each paragraph, the character offsets its rows start at; the first is 0.
    private(set) var rowStarts: [[Int]]
    /// For each paragraph, the number of rows before it; one more entry holds the row count.
    private(set) var firstRows: [Int]

    init(paragraphs: [String], width: Int) {
        let width = max(width, 1)
        self.width = width
        rowStarts = paragraphs.map { Self.rowStarts(of: $0, width: width) }
        firstRows = [0]
        recountRows(from: 0)
    }

    /// How many rows all the paragraphs take.
    var rowCount: Int { firstRows.last ?? 0 }

    /// Wraps `paragraphs` again in place of the paragraphs in `range` (which they replace in the text).
    mutating func replaceParagraphs(_ range: Range<Int>, with paragraphs: [String]) {
        rowStarts.replaceSubrange(range, with: paragraphs.map { Self.rowStarts(of: $0, width: width) })
        recountRows(from: range.lowerBound)
    }

    private mutating func recountRows(from paragraph: Int) {
        firstRows.removeSubrange(min(paragraph + 1, firstRows.count)...)
        if firstRows.isEmpty { firstRows = [0] }
        for index in paragraph..<rowStarts.count { firstRows.append(firstRows[index] + rowStarts[index].count) }
    }

    /// The paragraph that row `row` (counted over all paragraphs) belongs to, and the row's index
    /// within it; nil past the last row.
    func paragraphRow(ofRow row: Int) -> (paragraph: Int, row: Int)? {
        guard row >= 0, row < rowCount else { return nil }
        // The last paragraph whose first row is at or before `row`.
        var low = 0
        var high = rowStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if firstRows[middle] <= row { low = middle } else { high = middle - 1 }
        }
        return (low, row - firstRows[low])
    }

    /// The characters of row `row` of paragraph `paragraph`, which has `length` characters.
    func characterRange(ofRow row: Int, inParagraph paragraph: Int, length: Int) -> Range<Int> {
        let starts = rowStarts[paragraph]
        let start = min(starts[row], length)
        return start..<(row + 1 < starts.count ? min(starts[row + 1], length) : length)
    }

    /// The row (within its paragraph) that shows the cursor at `offset`: the last one starting at or
    /// before it, so a cursor at a break stands at the start of the next row.
    func row(ofOffset offset: Int, inParagraph paragraph: Int) -> Int {
        let starts = rowStarts[paragraph]
        return (starts.lastIndex { $0 <= offset } ?? 0)
    }

    /// Where each row of `paragraph` starts when wrapped to `width` columns.
    static func rowStarts(of paragraph: String, width: Int) -> [Int] {
        var starts = [0]
        var rowStart = 0
        var used = 0
        // The offset just after the last space on the current row: where a word wrap would break.
        var afterSpace: Int?
        var widths: [Int] = []
        for (index, character) in paragraph.enumerated() {
            let columns = TerminalWidth.columns(of: character)
            widths.append(columns)
            if used + columns > width, index > rowStart {
                if character == " " {
                    // A space that does not fit ends its row, hanging past the edge.
                    starts.append(index + 1)
                    (rowStart, used, afterSpace) = (index + 1, 0, nil)
                    continue
                }
                let breakAt = afterSpace.map { $0 > rowStart ? $0 : index } ?? index
                starts.append(breakAt)
                rowStart = breakAt
                used = widths[breakAt..<index].reduce(0, +)
                afterSpace = nil
            }
            used += columns
            if character == " " { afterSpace = index + 1 }
        }
        let count = widths.count
        if used >= width, count > rowStart { starts.append(count) }
        return starts
    }
}
