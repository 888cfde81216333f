import Bindings
import Foundation
import KeyCoding
import StringCoding

/// Several lines of text, edited with a cursor and wrapped at words: the Swift stand-in for
/// `UITextView`, and like it a ``ScrollView``.
///
/// Lines wrap to the view's width by display width (a CJK character takes two columns, a combining
/// accent none), and only the rows in view are drawn, however long the text. While focused, it
/// takes printable keys and Enter (a new line), Backspace and Delete, the arrows (Up and Down keep
/// the column), Home and End (the start and end of the row), Page Up and Page Down (a screenful);
/// Shift with any of those selects, Escape drops the selection, and typing replaces it. Tab is
/// left to move the focus. The view scrolls to keep the cursor in view.
///
/// Each edit the user makes is reported to two-way bindings, as a ``TextField``'s are
/// (`observeUserEdits(ofKey:_:)`), and to ``textDidChange()``.
///
/// ```swift
/// let notes = TextView(frame: CGRect(x: 0, y: 0, width: 30, height: 8))
/// notes.text = "First line\nSecond line"
/// window.addSubview(notes)
/// window.focus(notes)
/// window.handle(.shift(.end))   // selects "First line"
/// window.handle(.character("A"))
/// notes.text   // "A\nSecond line"
/// ```
@Keyed open class TextView: ScrollView, @MainActor BindingEditable {
    /// The text, lines separated by `"\n"` (`"\r\n"` and `"\r"` read as `"\n"`).
    ///
    /// ```swift
    /// notes.text = "Buy milk\nCall Ada"
    /// ```
    public var text = "" {
        didSet {
            guard !isApplyingEdit else { return }
            paragraphs = Self.paragraphs(of: text)
            let normalized = paragraphs.joined(separator: "\n")
            if normalized != text {
                isApplyingEdit = true
                text = normalized
                isApplyingEdit = false
            }
            cursor = clamped(cursor)
            selectionAnchor = nil
            textLayout = nil
            setNeedsLayout()
        }
    }
    /// The text's color; nil is the terminal's default.
    ///
    /// ```swift
    /// notes.textColor = .yellow
    /// ```
    public var textColor: Color? = nil { didSet { setNeedsDisplay() } }
    /// Bold, italic and underline traits show in the terminal.
    ///
    /// ```swift
    /// notes.font = Font(traits: .italic)
    /// ```
    public var font = Font() { didSet { setNeedsDisplay() } }
    /// Whether keys change the text; when false the cursor still moves and selects.
    ///
    /// ```swift
    /// try log.setValue(fromString: "NO", forKeyPath: "isEditable")
    /// ```
    public var isEditable = true
    /// Whether the text has a cursor and a selection at all; a view neither editable nor selectable
    /// only scrolls, as a ``ScrollView`` does.
    ///
    /// ```swift
    /// log.isSelectable = false
    /// ```
    public var isSelectable = true { didSet { setNeedsDisplay() } }

    /// The text split at newlines.
    @NotKeyed var paragraphs: [String] = [""]
    /// Where the cursor is.
    @NotKeyed var cursor = TextViewPosition(paragraph: 0, offset: 0) {
        didSet { setNeedsDisplay() }
    }
    /// The other end of the selection, while there is one.
    @NotKeyed var selectionAnchor: TextViewPosition? {
        didSet { setNeedsDisplay() }
    }
    /// The column Up and Down keep to, set by the first of a run of vertical moves.
    @NotKeyed var goalColumn: Int?
    /// The rows, wrapped for ``wrapWidth``; nil when the text or the width changed since.
    @NotKeyed var textLayout: TextViewLayout?
    /// The frame's size the layout was made for: a change of width wraps again, and one of height
    /// may show or hide the scroll indicator, which takes a column.
    @NotKeyed var layoutFrameSize: (width: Int, height: Int) = (-1, -1)
    /// Set while an edit writes ``text``, which then needs no splitting again.
    @NotKeyed private var isApplyingEdit = false
    @NotKeyed private var editHandlers: [() -> Void] = []

    /// The selected characters, counted from the start of ``text`` (a newline counts as one); an
    /// empty range is the cursor. Setting it clamps it to the text.
    ///
    /// ```swift
    /// notes.text = "Hello world"
    /// notes.selectedRange = 6..<11
    /// notes.selectedText   // "world"
    /// ```
    @NotKeyed public var selectedRange: Range<Int> {
        get {
            let start = characterIndex(of: selectionStart)
            return start..<max(characterIndex(of: selectionEnd), start)
        }
        set {
            let lower = position(ofCharacterIndex: newValue.lowerBound)
            let upper = position(ofCharacterIndex: newValue.upperBound)
            selectionAnchor = lower == upper ? nil : lower
            cursor = upper
            goalColumn = nil
            scrollToCursor()
        }
    }

    /// The selected text; empty when nothing is selected.
    ///
    /// ```swift
    /// notes.selectedText   // "world"
    /// ```
    public var selectedText: String {
        let (start, end) = (selectionStart, selectionEnd)
        guard start < end else { return "" }
        var pieces: [Substring] = []
        for index in start.paragraph...end.paragraph {
            let paragraph = paragraphs[index]
            let from = index == start.paragraph ? start.offset : 0
            let to = index == end.paragraph ? end.offset : paragraph.count
            pieces.append(Self.slice(paragraph, from..<to))
        }
        return pieces.joined(separator: "\n")
    }

    var selectionStart: TextViewPosition { min(selectionAnchor ?? cursor, cursor) }
    var selectionEnd: TextViewPosition { max(selectionAnchor ?? cursor, cursor) }
    var hasSelection: Bool { selectionAnchor.map { $0 != cursor } ?? false }

    /// Called after each edit the user makes to ``text`` (not the changes code makes); the default
    /// does nothing. Override to react, as `UITextViewDelegate.textViewDidChange(_:)` would.
    ///
    /// ```swift
    /// override func textDidChange() { super.textDidChange(); model.notes = text }
    /// ```
    open func textDidChange() {}

    /// Calls `handler` after each edit the user makes to `text`, for two-way bindings.
    ///
    /// ```swift
    /// try notes.bind("text", to: "@rootview.dataObject.notes", twoWay: true)
    /// ```
    public func observeUserEdits(ofKey key: String, _ handler: @escaping () -> Void) -> Bool {
        guard key == "text" else { return false }
        editHandlers.append(handler)
        return true
    }

    open override var canBecomeFocused: Bool { isEditable || isSelectable || super.canBecomeFocused }

    open override func layoutSubviews() {
        updateTextLayout()
        super.layoutSubviews()
    }

    open override func draw(in canvas: Canvas) {
        super.draw(in: canvas)
        drawText(in: canvas)
    }

    override func drawOverSubviews(in canvas: Canvas) {
        super.drawOverSubviews(in: canvas)
        // Over the scroll indicator's top, where the text's last column would otherwise hide it.
        drawInvalidMark(in: canvas, row: 0)
    }

    open override func handleKey(_ key: Key) -> Bool {
        guard isEditable || isSelectable else { return super.handleKey(key) }
        updateTextLayout()
        if case .shift(let plain) = key, let target = cursorTarget(for: plain) {
            if selectionAnchor == nil { selectionAnchor = cursor }
            move(to: target, by: plain)
            return true
        }
        if let target = cursorTarget(for: key) {
            if hasSelection, key == .left || key == .right {
                move(to: key == .left ? selectionStart : selectionEnd, by: key)
            } else {
                move(to: target, by: key)
            }
            selectionAnchor = nil
            return true
        }
        return handleEditingKey(key) ?? super.handleKey(key)
    }

    /// Handles a key that changes the text or the selection in place; nil for other keys.
    private func handleEditingKey(_ key: Key) -> Bool? {
        switch key {
        case .escape:
            guard hasSelection else { return nil }
            selectionAnchor = nil
        case .character(let character) where isEditable:
            replaceSelection(with: String(character))
        case .enter where isEditable:
            replaceSelection(with: "\n")
        case .backspace where isEditable:
            if !hasSelection {
                guard let before = position(before: cursor) else { return true }
                selectionAnchor = before
            }
            replaceSelection(with: "")
        case .delete where isEditable:
            if !hasSelection {
                guard let after = position(after: cursor) else { return true }
                selectionAnchor = after
            }
            replaceSelection(with: "")
        default:
            return nil
        }
        return true
    }

    /// A press puts the cursor at the character under the mouse (Shift extends the selection to
    /// it), a drag selects from the press to the mouse, scrolling when the mouse leaves the view at
    /// the top or bottom; the wheel scrolls, as in a ``ScrollView``.
    ///
    /// ```swift
    /// window.handle(MouseEvent(kind: .press, button: .left, column: 0, row: 0))
    /// window.handle(MouseEvent(kind: .drag, button: .left, column: 5, row: 0))
    /// notes.selectedText   // the first five characters
    /// ```
    open override func handleMouse(_ event: MouseEvent, at location: CGPoint) -> Bool {
        updateTextLayout()
        return handleTextMouse(event, at: location) ?? super.handleMouse(event, at: location)
    }

    open override var keyHelp: [KeyHelp] {
        guard isEditable || isSelectable else { return super.keyHelp }
        var keys = [
            KeyHelp(keys: [.up, .down, .left, .right], title: "move the cursor"),
            KeyHelp(keys: [.home, .end], title: "go to the start or end of the row"),
            KeyHelp(keys: [.pageUp, .pageDown], title: "move a page"),
            KeyHelp(keys: [.shift(.left), .shift(.right), .shift(.up), .shift(.down)], title: "select"),
        ]
        if hasSelection { keys.append(KeyHelp(keys: [.escape], title: "drop the selection")) }
        return keys + super.keyHelp
    }

    /// Replaces the selection (or inserts at the cursor) with `string`, puts the cursor after it,
    /// and tells bindings and ``textDidChange()``.
    func replaceSelection(with string: String) {
        let (start, end) = (selectionStart, selectionEnd)
        let head = Self.slice(paragraphs[start.paragraph], 0..<start.offset)
        let last = paragraphs[end.paragraph]
        let tail = Self.slice(last, end.offset..<last.count)
        var inserted = Self.paragraphs(of: string)
        // Joined as strings, so that a combining mark typed after a letter joins it and the cursor
        // is counted again rather than moved by one.
        inserted[0] = head + inserted[0]
        let cursorOffset = inserted[inserted.count - 1].count
        inserted[inserted.count - 1] += tail
        paragraphs.replaceSubrange(start.paragraph...end.paragraph, with: inserted)
        textLayout?.replaceParagraphs(start.paragraph..<(end.paragraph + 1), with: inserted)
        selectionAnchor = nil
        cursor = clamped(TextViewPosition(paragraph: start.paragraph + inserted.count - 1, offset: cursorOffset))
        goalColumn = nil
        isApplyingEdit = true
        text = paragraphs.joined(separator: "\n")
        isApplyingEdit = false
        updateTextLayout()
        scrollToCursor()
        for handler in editHandlers { handler() }
        textDidChange()
    }

    /// Moves the cursor and scrolls to show it; a page key scrolls a page first, so that the cursor
    /// keeps its place on the screen.
    private func move(to target: TextViewPosition, by key: Key) {
        if !key.isVertical { goalColumn = nil }
        if key == .pageUp || key == .pageDown {
            let offset = clampedOffset(contentOffset)
            setContentOffset(
                CGPoint(x: offset.x, y: offset.y + Double(key == .pageDown ? page : -page)), animated: false)
        }
        cursor = target
        scrollToCursor()
    }

    /// Scrolls as little as shows the cursor's row.
    func scrollToCursor() {
        guard let row = cursorLocation()?.row else { return }
        scrollRectToVisible(CGRect(x: 0, y: Double(row), width: 1, height: 1), animated: false)
    }

    // MARK: Positions

    /// `position` moved into the text.
    func clamped(_ position: TextViewPosition) -> TextViewPosition {
        let paragraph = min(max(position.paragraph, 0), paragraphs.count - 1)
        return TextViewPosition(paragraph: paragraph, offset: min(max(position.offset, 0), paragraphs[paragraph].count))
    }

    /// The position one character before `position` (across a newline), or nil at the start.
    func position(before position: TextViewPosition) -> TextViewPosition? {
        if position.offset > 0 { return TextViewPosition(paragraph: position.paragraph, offset: position.offset - 1) }
        guard position.paragraph > 0 else { return nil }
        return TextViewPosition(paragraph: position.paragraph - 1, offset: paragraphs[position.paragraph - 1].count)
    }

    /// The position one character after `position` (across a newline), or nil at the end.
    func position(after position: TextViewPosition) -> TextViewPosition? {
        if position.offset < paragraphs[position.paragraph].count {
            return TextViewPosition(paragraph: position.paragraph, offset: position.offset + 1)
        }
        guard position.paragraph + 1 < paragraphs.count else { return nil }
        return TextViewPosition(paragraph: position.paragraph + 1, offset: 0)
    }

    /// The count of characters from the start of the text to `position`, newlines included.
    func characterIndex(of position: TextViewPosition) -> Int {
        paragraphs[..<position.paragraph].reduce(0) { $0 + $1.count + 1 } + position.offset
    }

    /// The position `index` characters into the text, newlines included, clamped to the text.
    func position(ofCharacterIndex index: Int) -> TextViewPosition {
        var remaining = max(index, 0)
        for (paragraph, text) in paragraphs.enumerated() {
            let length = text.count
            if remaining <= length { return TextViewPosition(paragraph: paragraph, offset: remaining) }
            remaining -= length + 1
        }
        return TextViewPosition(paragraph: paragraphs.count - 1, offset: paragraphs[paragraphs.count - 1].count)
    }

    /// The characters of `paragraph` in `range` (character offsets).
    static func slice(_ paragraph: String, _ range: Range<Int>) -> Substring {
        let start =
            paragraph.index(paragraph.startIndex, offsetBy: range.lowerBound, limitedBy: paragraph.endIndex)
            ?? paragraph.endIndex
        let end = paragraph.index(start, offsetBy: range.count, limitedBy: paragraph.endIndex) ?? paragraph.endIndex
        return paragraph[start..<end]
    }

    /// `text` split at each newline (`"\n"`, `"\r\n"`, `"\r"`); at least one paragraph.
    static func paragraphs(of text: String) -> [String] {
        text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }.map(String.init)
    }
}

extension Key {
    /// Whether the key moves the cursor up or down a row, keeping its column.
    fileprivate var isVertical: Bool { [.up, .down, .pageUp, .pageDown].contains(self) }
}
