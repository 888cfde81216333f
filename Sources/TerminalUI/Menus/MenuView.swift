import Foundation
import KeyCoding
import StringCoding

/// A context menu's view: it covers the window and draws the menu's box beside `anchor` (below it,
/// or above it when there is no room below), one row per action, the highlighted one in reverse
/// video or marked with a `>` in plain text. A stylesheet reaches it with the class `menu`:
/// `backgroundColor` paints the box (the window's background when nil) and `textColor` its text.
@Keyed final class MenuView: View {
    /// The color of the text and the box; nil is the terminal's default.
    var textColor: Color? = nil { didSet { setNeedsDisplay() } }
    @NotKeyed let menu: Menu
    /// The rectangle, in window cells, that the menu opens beside.
    @NotKeyed let anchor: CellRect
    /// The row highlighted; nil when every action is disabled.
    @NotKeyed private(set) var highlightedIndex: Int?
    /// The first row shown, when the rows do not all fit.
    @NotKeyed private var scrollOffset = 0
    /// Called with the chosen action.
    @NotKeyed var choose: (MenuAction) -> Void = { _ in }
    /// Called when Escape closes the menu.
    @NotKeyed var close: () -> Void = {}

    init(menu: Menu, anchor: CellRect) {
        self.menu = menu
        self.anchor = anchor
        super.init(frame: .zero)
        styleClasses = ["menu"]
        highlightedIndex = menu.children.firstIndex { $0.isEnabled }
    }

    required init(frame: CGRect) {
        menu = Menu(children: [])
        anchor = CellRect(x: 0, y: 0, width: 0, height: 0)
        super.init(frame: frame)
    }

    override var canBecomeFocused: Bool { true }

    /// A row's text: the title after a space (the plain-text marker's column), destructive ones
    /// after `!` and disabled ones in parentheses where no colors show.
    private func rowText(_ action: MenuAction, plain: Bool) -> String {
        var title = action.title
        if plain, action.attributes.contains(.destructive) { title = AlertActionButton.destructiveMarker + title }
        if plain, !action.isEnabled { title = "(\(title))" }
        return " " + title + " "
    }

    /// The box in the view's cells.
    private var box: CellRect {
        let size = cellFrame
        let plain = drawsPlainCharacters
        let widest = menu.children.map { TerminalWidth.columns(of: rowText($0, plain: plain)) }.max() ?? 0
        let titleWidth = menu.title.isEmpty ? 0 : TerminalWidth.columns(of: menu.title) + 2
        let width = min(max(widest, titleWidth, 8) + 2, size.width)
        let height = min(menu.children.count + 2, size.height)
        let x = min(max(anchor.x + 1, 0), max(size.width - width, 0))
        let below = anchor.y + max(anchor.height, 1)
        let y =
            below + height <= size.height
            ? below : anchor.y - height >= 0 ? anchor.y - height : max(size.height - height, 0)
        return CellRect(x: x, y: y, width: width, height: height)
    }

    override func handleKey(_ key: Key) -> Bool {
        switch key {
        case .up: moveHighlight(by: -1)
        case .down: moveHighlight(by: 1)
        case .home: highlightedIndex = menu.children.firstIndex { $0.isEnabled }
        case .end: highlightedIndex = menu.children.lastIndex { $0.isEnabled }
        case .enter, .character(" "):
            if let highlightedIndex { choose(menu.children[highlightedIndex]) }
        case .escape: close()
        default: return super.handleKey(key)
        }
        setNeedsDisplay()
        return true
    }

    /// The mouse as on a menu elsewhere: a press on an enabled row highlights it and the release
    /// over it chooses it, a drag moves the highlight, the wheel moves it a row a notch, and a
    /// press outside the box closes the menu (the view covers the window, so nothing under it
    /// gets the press).
    override func handleMouse(_ event: MouseEvent, at location: CGPoint) -> Bool {
        let (column, line) = (Self.cells(location.x), Self.cells(location.y))
        let row = enabledRow(atColumn: column, line: line)
        switch event.kind {
        case .press:
            guard box.contains(x: column, y: line) else {
                close()
                return true
            }
            if let row { highlightedIndex = row }
        case .drag:
            if let row { highlightedIndex = row }
        case .release:
            if let row, row == highlightedIndex { choose(menu.children[row]) }
        case .wheelUp: moveHighlight(by: -1)
        case .wheelDown: moveHighlight(by: 1)
        default: return true
        }
        setNeedsDisplay()
        return true
    }

    /// The index of the enabled action drawn on `line` of the box, under `column`, or nil.
    private func enabledRow(atColumn column: Int, line: Int) -> Int? {
        let box = self.box
        guard column > box.x, column < box.x + box.width - 1, line > box.y, line < box.y + box.height - 1 else {
            return nil
        }
        let index = scrollOffset + line - box.y - 1
        guard menu.children.indices.contains(index), menu.children[index].isEnabled else { return nil }
        return index
    }

    override var keyHelp: [KeyHelp] {
        [
            KeyHelp(keys: [.up, .down, .home, .end], title: "move among the actions"),
            KeyHelp(keys: [.enter, .character(" ")], title: "choose the action"),
            KeyHelp(keys: [.escape], title: "close the menu"),
        ] + super.keyHelp
    }

    /// Moves the highlight `step` rows, skipping disabled actions and wrapping around the ends.
    private func moveHighlight(by step: Int) {
        let count = menu.children.count
        guard let start = highlightedIndex, count > 0 else { return }
        var index = start
        for _ in 0..<count {
            index = (index + step + count) % count
            if menu.children[index].isEnabled {
                highlightedIndex = index
                return
            }
        }
    }

    override func draw(in canvas: Canvas) {
        // Not super's draw: the background color paints the box, not the whole window.
        let box = self.box
        guard box.width >= 2, box.height >= 2 else { return }
        let plain = drawsPlainCharacters
        canvas.fill(box, background: backgroundColor ?? window?.backgroundColor)
        canvas.drawBox(box, style: TextStyle(foreground: textColor))
        if !menu.title.isEmpty {
            canvas.write(
                TextLayout.prefix(of: " \(menu.title) ", columns: max(box.width - 2, 0)), x: box.x + 1, y: box.y,
                style: TextStyle(foreground: textColor, isBold: true))
        }
        let visibleRows = box.height - 2
        if let highlightedIndex {
            scrollOffset = min(max(scrollOffset, highlightedIndex - visibleRows + 1), highlightedIndex)
        }
        let inner = box.width - 2
        for (line, index) in menu.children.indices.dropFirst(scrollOffset).prefix(visibleRows).enumerated() {
            let action = menu.children[index]
            let y = box.y + 1 + line
            let highlighted = index == highlightedIndex
            let style = TextStyle(
                foreground: action.attributes.contains(.destructive) ? AlertActionButton.destructiveColor : textColor,
                isInverse: highlighted && !plain, isDim: !action.isEnabled)
            let row = CellRect(x: box.x + 1, y: y, width: inner, height: 1)
            if highlighted, !plain { canvas.restyle(row) { $0.isInverse = true } }
            canvas.write(
                TextLayout.prefix(of: rowText(action, plain: plain), columns: inner), x: box.x + 1, y: y, style: style)
            if highlighted, plain { canvas.write(AlertActionButton.focusMarker, x: box.x + 1, y: y, style: .plain) }
        }
    }
}
