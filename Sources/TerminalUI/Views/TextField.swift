import Bindings
import Foundation
import KeyCoding
import StringCoding

/// One line of editable text: the Swift stand-in for `UITextField`.
///
/// While focused it takes printable keys, Backspace, Delete, the arrows, Home and End, and shows a
/// cursor; each edit sends `editingChanged` and `valueChanged` actions, Enter sends
/// `editingDidEndOnExit` and `primaryActionTriggered`. A border (any ``borderStyle`` but `none`) is a
/// box when the field is at least three rows high, else brackets around the text.
///
/// ```swift
/// let search = TextField(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
/// search.placeholder = "Search"
/// search.borderStyle = .line
/// search.renderedBuffer().plainText()   // "[Search            ]"
/// ```
@Keyed open class TextField: Control, @MainActor BindingEditable {
    /// The text being edited.
    ///
    /// ```swift
    /// field.text = "Ada"
    /// ```
    public var text = "" {
        didSet {
            cursor = min(cursor, text.count)
            setNeedsDisplay()
        }
    }
    /// Shown dimmed while the text is empty.
    ///
    /// ```swift
    /// field.placeholder = "Search"
    /// ```
    public var placeholder: String? = nil { didSet { setNeedsDisplay() } }
    /// The text's color; nil is the terminal's default.
    ///
    /// ```swift
    /// field.textColor = .yellow
    /// ```
    public var textColor: Color? = nil { didSet { setNeedsDisplay() } }
    /// Bold, italic and underline traits show in the terminal.
    ///
    /// ```swift
    /// field.font = Font(traits: .bold)
    /// ```
    public var font = Font() { didSet { setNeedsDisplay() } }
    /// Where the text sits when it is shorter than the field.
    ///
    /// ```swift
    /// field.textAlignment = .right
    /// ```
    public var textAlignment: TextAlignment = .natural { didSet { setNeedsDisplay() } }
    /// The frame drawn around the text.
    ///
    /// ```swift
    /// try field.setValue(fromString: "roundedRect", forKeyPath: "borderStyle")
    /// ```
    public var borderStyle: TextBorderStyle = .none { didSet { setNeedsDisplay() } }

    /// The cursor's position, in characters from the start of ``text``.
    ///
    /// ```swift
    /// field.text = "abc"
    /// field.cursor   // 0 until keys move it
    /// ```
    @NotKeyed public private(set) var cursor = 0

    @NotKeyed private var editHandlers: [() -> Void] = []

    open override var intrinsicContentSize: CGSize {
        let bordered = borderStyle != .none
        let content = max(TerminalWidth.columns(of: text), TerminalWidth.columns(of: placeholder ?? "")) + 1
        return CGSize(width: Double(content + (bordered ? 2 : 0)), height: 1)
    }

    open override func handleKey(_ key: Key) -> Bool {
        switch key {
        case .character(let character):
            insert(character)
        case .backspace:
            guard cursor > 0 else { return true }
            cursor -= 1
            removeCharacter(at: cursor)
        case .delete:
            guard cursor < text.count else { return true }
            removeCharacter(at: cursor)
        case .left: moveCursor(to: cursor - 1)
        case .right: moveCursor(to: cursor + 1)
        case .home, .control("a"): moveCursor(to: 0)
        case .end, .control("e"): moveCursor(to: text.count)
        case .enter:
            sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered])
        default:
            return super.handleKey(key)
        }
        return true
    }

    /// Inserts at the cursor and puts the cursor after what was typed. A combining mark (an accent,
    /// a Devanagari vowel sign, which terminals send one code point at a time) joins the character
    /// before it instead of adding one, so the cursor is counted again rather than moved by one.
    private func insert(_ character: Character) {
        let index = text.index(text.startIndex, offsetBy: min(cursor, text.count))
        let typed = String(text[..<index]) + String(character)
        text = typed + text[index...]
        cursor = min(typed.count, text.count)
        textWasEdited()
    }

    private func removeCharacter(at offset: Int) {
        text.remove(at: text.index(text.startIndex, offsetBy: offset))
        textWasEdited()
    }

    private func textWasEdited() {
        for handler in editHandlers { handler() }
        sendActions(for: [.editingChanged, .valueChanged])
    }

    /// Calls `handler` after each edit the user makes to `text`, for two-way bindings.
    ///
    /// ```swift
    /// try field.bind("text", to: "@rootview.dataObject.name", twoWay: true)
    /// ```
    public func observeUserEdits(ofKey key: String, _ handler: @escaping () -> Void) -> Bool {
        guard key == "text" else { return false }
        editHandlers.append(handler)
        return true
    }

    /// A press or a drag puts the cursor before the character under the mouse, or after the text
    /// when the mouse is past its end.
    open override func handleMouse(_ event: MouseEvent, at location: CGPoint) -> Bool {
        guard event.kind == .press || event.kind == .drag else { return super.handleMouse(event, at: location) }
        moveCursor(to: cursorOffset(atColumn: Self.cells(location.x)))
        return true
    }

    /// The cursor offset that a click in `column` of the field stands for.
    private func cursorOffset(atColumn column: Int) -> Int {
        let content = textArea(in: CellRect(x: 0, y: 0, width: cellFrame.width, height: cellFrame.height))
        guard !text.isEmpty, content.width > 0 else { return 0 }
        let (shown, _, start) = visibleText(width: content.width)
        var left = content.x + Label.column(of: shown, in: content.width, alignment: textAlignment)
        var offset = start
        for character in shown {
            left += TerminalWidth.columns(of: character)
            guard column >= left else { break }
            offset += 1
        }
        return offset
    }

    private func moveCursor(to offset: Int) {
        cursor = min(max(offset, 0), text.count)
        setNeedsDisplay()
    }

    open override func draw(in canvas: Canvas) {
        super.draw(in: canvas)
        let content = drawBorder(in: canvas)
        guard !content.isEmpty else { return }
        var cursorColumn = content.x
        if text.isEmpty {
            let shown = TextLayout.prefix(of: placeholder ?? "", columns: content.width)
            canvas.write(shown, x: content.x, y: content.y, style: TextStyle(foreground: textColor, isDim: true))
        } else {
            let (shown, cursorOffset, _) = visibleText(width: content.width)
            let column = content.x + Label.column(of: shown, in: content.width, alignment: textAlignment)
            canvas.write(
                shown, x: column, y: content.y, style: TextStyle(foreground: textColor, font: font, isDim: !isEnabled))
            cursorColumn = column + cursorOffset
        }
        if isFocused {
            canvas.restyle(CellRect(x: cursorColumn, y: content.y, width: 1, height: 1)) { $0.isInverse = true }
        }
        drawInvalidMark(in: canvas)
    }

    /// The part of the text that fits in `width` columns with the cursor in view, the cursor's
    /// column within it, and the offset of its first character in the text.
    private func visibleText(width: Int) -> (String, Int, start: Int) {
        let characters = Array(text)
        var start = 0
        func columns(_ range: Range<Int>) -> Int { range.reduce(0) { $0 + TerminalWidth.columns(of: characters[$1]) } }
        // Keep one column for the cursor after the last character.
        while start < cursor, columns(start..<cursor) + 1 > width { start += 1 }
        var end = start
        while end < characters.count, columns(start..<(end + 1)) + (end + 1 == cursor ? 1 : 0) <= width { end += 1 }
        return (String(characters[start..<end]), columns(start..<cursor), start)
    }

    /// Draws the border and returns the rectangle left for the text (one row).
    private func drawBorder(in canvas: Canvas) -> CellRect {
        let bounds = canvas.bounds
        let content = textArea(in: bounds)
        let style = TextStyle(isDim: !isEnabled)
        guard borderStyle != .none, bounds.width >= 2 else { return content }
        if bounds.height >= 3 {
            canvas.drawBox(bounds, style: style, rounded: borderStyle == .roundedRect)
        } else {
            canvas.write("[", x: 0, y: content.y, style: style)
            canvas.write("]", x: bounds.width - 1, y: content.y, style: style)
        }
        return content
    }

    /// The row of `bounds` the text takes: the middle one, inside the border.
    private func textArea(in bounds: CellRect) -> CellRect {
        let middle = max((bounds.height - 1) / 2, 0)
        guard borderStyle != .none, bounds.width >= 2 else {
            return CellRect(x: 0, y: middle, width: bounds.width, height: 1)
        }
        return CellRect(x: 1, y: middle, width: bounds.width - 2, height: 1)
    }
}
