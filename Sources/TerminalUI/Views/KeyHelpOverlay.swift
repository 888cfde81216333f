import Foundation
import KeyCoding
import StringCoding

/// The keys overlay: a box over the middle of the window listing keys and what they do, the keys
/// in a column of their own and the descriptions wrapped beside them (see ``Window/showKeyHelp()``).
///
/// It fills the window but draws only its box, one column in from each side at most, as narrow as
/// its lines allow (at 40 columns the descriptions wrap), on rows it clears from edge to edge.
/// When the lines do not fit the height, the arrows, Page Up and Page Down, Home and End scroll
/// them, and the bottom edge says so; any other key closes the overlay. A stylesheet reaches it with the class `keyHelp`: its
/// `backgroundColor` paints the box (the window's background when nil) and `textColor` its text.
///
/// ```
/// ┌ Keys ────────────────────────────┐
/// │ ↑ ↓        move the selection    │
/// │ /          filter the rows       │
/// └ any key closes ──────────────────┘
/// ```
@Keyed final class KeyHelpOverlay: View {
    /// The lines shown.
    @NotKeyed var entries: [KeyHelp] = [] { didSet { setNeedsDisplay() } }
    /// The color of the text and the box; nil is the terminal's default.
    var textColor: Color? = nil { didSet { setNeedsDisplay() } }
    /// The first row of lines shown, when they do not all fit.
    @NotKeyed private(set) var scrollOffset = 0

    /// The title in the top edge.
    static let title = "Keys"
    /// The widest the keys column gets, as a share of the box's inside: the rest is for the words.
    static let keysColumnShare = 0.4

    required init(frame: CGRect) {
        super.init(frame: frame)
        styleClasses = ["keyHelp"]
    }

    /// What the box holds, laid out for a view of `size`: its rectangle, the rows of keys and
    /// words, how many rows fit, and the width of the keys column.
    struct Layout {
        var box: CellRect
        var rows: [(keys: String, title: String)]
        var visibleRowCount: Int
        var keysColumn: Int

        var isScrollable: Bool { rows.count > visibleRowCount }
        var largestOffset: Int { max(rows.count - visibleRowCount, 0) }
    }

    /// The layout in a view `width` × `height` cells: a border, a space of padding inside it on
    /// both sides, the keys column, two spaces, the words.
    func layout(width: Int, height: Int) -> Layout {
        // One column of the screen shows beside the box on each side, where there is room for it.
        let outerWidth = width >= 12 ? width - 2 : width
        let inside = max(outerWidth - 4, 2)
        let widestKeys = entries.map { TerminalWidth.columns(of: $0.keysLabel) }.max() ?? 0
        let keysColumn = max(min(widestKeys, Int(Double(inside) * Self.keysColumnShare)), 1)
        let widestTitle = entries.map { TerminalWidth.columns(of: $0.title) }.max() ?? 0
        let natural = max(keysColumn + 2 + widestTitle, TerminalWidth.columns(of: Self.title) + 2)
        let contentWidth = min(natural, inside)
        let titleWidth = max(contentWidth - keysColumn - 2, 1)
        var rows: [(keys: String, title: String)] = []
        for entry in entries {
            let keys = TextLayout.lines(
                of: entry.keysLabel, width: keysColumn, maximumLines: 0, lineBreakMode: .byWordWrapping)
            let words = TextLayout.lines(
                of: entry.title, width: titleWidth, maximumLines: 0, lineBreakMode: .byWordWrapping)
            for index in 0..<max(keys.count, words.count, 1) {
                rows.append((index < keys.count ? keys[index] : "", index < words.count ? words[index] : ""))
            }
        }
        let outerHeight = height >= 6 ? height - 2 : height
        let boxHeight = min(rows.count + 2, outerHeight)
        let boxWidth = contentWidth + 4
        let box = CellRect(
            x: max((width - boxWidth) / 2, 0), y: max((height - boxHeight) / 2, 0), width: boxWidth, height: boxHeight)
        return Layout(box: box, rows: rows, visibleRowCount: max(boxHeight - 2, 0), keysColumn: keysColumn)
    }

    /// The layout for the overlay's size now.
    var currentLayout: Layout {
        let size = cellFrame
        return layout(width: size.width, height: size.height)
    }

    /// Scrolls with the arrows, Page Up and Page Down, Home and End when the lines do not fit;
    /// any other key closes the overlay. Every key is taken: none reaches the screen under it.
    override func handleKey(_ key: Key) -> Bool {
        let layout = currentLayout
        let page = max(layout.visibleRowCount - 1, 1)
        let targets: [Key: Int] = [
            .up: scrollOffset - 1, .down: scrollOffset + 1, .pageUp: scrollOffset - page,
            .pageDown: scrollOffset + page, .home: 0, .end: layout.largestOffset,
        ]
        guard layout.isScrollable, let target = targets[key] else {
            window?.dismissKeyHelp()
            return true
        }
        scrollOffset = min(max(target, 0), layout.largestOffset)
        setNeedsDisplay()
        return true
    }

    override func draw(in canvas: Canvas) {
        // Not super's draw: the background color paints the box, not the whole window the overlay covers.
        let layout = currentLayout
        let box = layout.box
        guard box.width >= 2, box.height >= 2 else { return }
        scrollOffset = min(scrollOffset, layout.largestOffset)
        // The box's rows are cleared from edge to edge, so no piece of a row shows beside it; the
        // rows above and below stay in view.
        let band = CellRect(x: 0, y: box.y, width: canvas.bounds.width, height: box.height)
        canvas.fill(band, background: window?.backgroundColor)
        canvas.fill(box, background: backgroundColor ?? window?.backgroundColor)
        let style = TextStyle(foreground: textColor)
        canvas.drawBox(box, style: style)
        let edge = box.width - 4
        canvas.write(
            TextLayout.prefix(of: " \(Self.title) ", columns: edge), x: box.x + 1, y: box.y,
            style: TextStyle(foreground: textColor, isBold: true))
        let hint = layout.isScrollable ? " ↑ ↓ scroll, other keys close " : " any key closes "
        canvas.write(TextLayout.prefix(of: hint, columns: edge), x: box.x + 1, y: box.y + box.height - 1, style: style)
        let visible = layout.rows.dropFirst(scrollOffset).prefix(layout.visibleRowCount)
        for (line, row) in visible.enumerated() {
            let y = box.y + 1 + line
            canvas.write(row.keys, x: box.x + 2, y: y, style: TextStyle(foreground: textColor, isBold: true))
            canvas.write(row.title, x: box.x + 2 + layout.keysColumn + 2, y: y, style: style)
        }
    }
}
