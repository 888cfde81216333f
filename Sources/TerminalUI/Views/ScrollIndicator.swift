/// A scroll bar drawn along one edge of a scrolled view: a track with a thumb whose length is the
/// part of the content in view and whose position is where that part is.
///
/// ```swift
/// ScrollIndicator(content: 100, visible: 10, offset: 45).thumb(track: 10)   // 4..<5
/// ```
struct ScrollIndicator {
    /// The content's length along the axis, in cells.
    var content: Int
    /// How much of it is in view.
    var visible: Int
    /// Where the part in view starts.
    var offset: Int

    /// Whether there is anything to indicate: content longer than the view.
    var isNeeded: Bool { content > visible && visible > 0 }

    /// The cells of a `track` cells long that the thumb covers: at least one, at the start only at
    /// the top of the content and at the end only at its bottom, so that the ends read true.
    func thumb(track: Int) -> Range<Int> {
        guard isNeeded, track > 0 else { return 0..<max(track, 0) }
        let length = min(max(track * visible / content, 1), track)
        let room = track - length
        let scrollable = content - visible
        var start = (offset * room + scrollable / 2) / scrollable
        if offset > 0 { start = max(start, min(1, room)) }
        if offset < scrollable { start = min(start, max(room - 1, 0)) }
        return start..<(start + length)
    }

    /// Draws the indicator down column `x` (`vertical`) or along row `y`, `track` cells long from
    /// `from`, in `canvas`: `█` on a dim `│` or `─`, or `#` on `|` or `-` in plain characters.
    @MainActor func draw(
        in canvas: Canvas, vertical: Bool, at line: Int, from start: Int, track: Int, plainCharacters: Bool
    ) {
        let thumb = thumb(track: track)
        let trackMark = plainCharacters ? (vertical ? "|" : "-") : (vertical ? "│" : "─")
        let thumbMark = plainCharacters ? "#" : "█"
        for cell in 0..<max(track, 0) {
            let isThumb = thumb.contains(cell)
            let (x, y) = vertical ? (line, start + cell) : (start + cell, line)
            canvas.write(isThumb ? thumbMark : trackMark, x: x, y: y, style: TextStyle(isDim: !isThumb))
        }
    }
}
