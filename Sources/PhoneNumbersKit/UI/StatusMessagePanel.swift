import Foundation
import TerminalUI

/// A message over the bottom of the window, on whichever page shows: a rule, then the message
/// wrapped at words over as many lines as it needs (the whole window at most), so that a long path
/// in an error is never cut off. It takes the keyboard focus while it shows, and the next key
/// dismisses it and then does what it would have done without the message (Down still moves, `q`
/// still quits): a message informs, it does not ask. The page under it, key help included, shows
/// again as it was.
///
/// ```swift
/// let panel = StatusMessagePanel()
/// window.addSubview(panel)
/// panel.show("favorites.json could not be read (…); favorites start empty")
/// window.handle(.down)   // the message is gone and the selection moves down
/// ```
///
/// The panel covers the whole window so that it follows every resize, but draws only its bottom
/// lines; the stylesheet reaches it as `.message`, its rule as `.message .rule` and the text as
/// `.message .text`.
final class StatusMessagePanel: View {
    let rule = Label()
    let text = Label()
    /// The message shown; nil while the panel is hidden.
    private(set) var message: String?
    /// The view that had the focus before the message took it, to give it back.
    private weak var focusBeforeMessage: View?

    required init(frame: CGRect = .zero) {
        super.init(frame: frame)
        styleClasses = ["message"]
        rule.styleClasses = ["rule"]
        text.styleClasses = ["text"]
        text.numberOfLines = 0
        text.lineBreakMode = .byWordWrapping
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        isHidden = true
        addSubview(rule)
        addSubview(text)
    }

    /// Shows `message` (instead of the one showing, if any) and takes the focus from the view
    /// that has it, until the next key.
    func show(_ message: String) {
        self.message = message
        text.text = message
        isHidden = false
        setNeedsLayout()
        guard let window, window.focusedView !== self else { return }
        focusBeforeMessage = window.focusedView
        window.focus(self)
    }

    /// Hides the message and gives the focus back; nothing happens when no message shows.
    func dismiss() {
        guard message != nil else { return }
        message = nil
        isHidden = true
        guard let window, window.focusedView === self else { return }
        window.focus(focusBeforeMessage)
        // A view that can no longer take the focus (it left the window) leaves nothing focused,
        // so that keys go to the page on show rather than to a hidden panel.
        if window.focusedView === self { window.focus(nil) }
        focusBeforeMessage = nil
    }

    override var canBecomeFocused: Bool { message != nil }

    /// Dismisses the message, then offers the key to the window again, as if the message had not
    /// been there.
    override func handleKey(_ key: Key) -> Bool {
        guard message != nil, let window else { return false }
        dismiss()
        return window.handle(key)
    }

    /// A page pushed while the message shows takes the focus: the message goes with it rather
    /// than stay with nothing to dismiss it.
    override func focusDidChange() {
        super.focusDidChange()
        if message != nil, window?.focusedView !== self { dismiss() }
    }

    /// The line of the rule, the first line of the text and the text's line count, bottom-aligned.
    private var textArea: (top: Int, lines: Int) {
        let bounds = cellBounds
        let width = max(bounds.width - 2, 0)
        let needed = TextLayout.lines(
            of: message ?? "", width: width, maximumLines: 0, lineBreakMode: .byWordWrapping
        ).count
        let lines = min(needed, max(bounds.height - 1, 0))
        return (bounds.height - lines, lines)
    }

    /// The size in whole cells; a frame that is not finite counts as empty.
    private var cellBounds: (width: Int, height: Int) {
        func cells(_ length: Double) -> Int { length.isFinite ? Int(min(max(length, 0), 1_000_000)) : 0 }
        return (cells(bounds.width), cells(bounds.height))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let (top, lines) = textArea
        let width = Double(cellBounds.width)
        rule.text = String(repeating: "─", count: cellBounds.width)
        rule.frame = CGRect(x: 0, y: Double(top - 1), width: width, height: 1)
        text.frame = CGRect(x: 1, y: Double(top), width: max(width - 2, 0), height: Double(lines))
    }

    /// Clears the rule's line and the text's lines to the panel's background; the page above them
    /// stays as it was drawn.
    override func draw(in canvas: Canvas) {
        let top = max(textArea.top - 1, 0)
        let area = canvas.bounds
        canvas.fill(CellRect(x: 0, y: top, width: area.width, height: area.height - top), background: backgroundColor)
    }
}
