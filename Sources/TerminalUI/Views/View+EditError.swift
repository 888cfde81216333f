import Bindings
import KeyCoding

/// How a control shows an edit that a two-way binding could not write back (the model's
/// validation refused it, or it did not convert): the control keeps what the user entered, marks
/// itself invalid with a `!` in its last column (on the middle row; a text view's top row, beside
/// its scroll indicator's track), red where colors show, and while it has the focus the window
/// writes why (``BindingError/editProblem``) on the row below it. The next edit that reaches the
/// model clears both.
///
/// ```swift
/// try age.bind("text", to: "@rootview.dataObject.age", twoWay: true)
/// window.handle(.character("-"))   // the model's validateValue refuses "-3"
/// age.editError?.kind              // .editRefused
/// ```
extension View {
    /// Why the user's last edit did not reach the model, until an edit does or the model's value is
    /// shown again; nil otherwise.
    ///
    /// ```swift
    /// field.editError?.editProblem   // "-2 is negative"
    /// ```
    public internal(set) var editError: BindingError? {
        get { editErrorStorage }
        set {
            editErrorStorage = newValue
            setNeedsDisplay()
        }
    }

    /// Keeps `error` as ``editError`` (nil clears it), for a two-way binding of `key`.
    ///
    /// ```swift
    /// field.showEditError(nil, forKey: "text")   // the edit reached the model
    /// ```
    public func showEditError(_ error: BindingError?, forKey key: String) {
        editError = error
    }

    /// The style of the invalid mark and of the reason under the control.
    static let editErrorStyle = TextStyle(foreground: .red, isBold: true)

    /// Draws the invalid mark, `!` in the last column of `row` (the middle row when nil), when the
    /// last edit did not reach the model.
    func drawInvalidMark(in canvas: Canvas, row: Int? = nil) {
        guard editError != nil else { return }
        let bounds = canvas.bounds
        guard bounds.width > 0, bounds.height > 0 else { return }
        canvas.write("!", x: bounds.width - 1, y: row ?? max((bounds.height - 1) / 2, 0), style: Self.editErrorStyle)
    }

    /// The view's top-left corner in its window's buffer, as ``drawTree(on:origin:clip:)`` places it.
    var originInWindow: (x: Int, y: Int) {
        var origin = (x: 0, y: 0)
        for view in selfAndAncestors where !(view is Window) {
            let frame = view.cellFrame
            let offset = view.superview?.subviewDrawingOffset ?? (x: 0, y: 0)
            origin.x += frame.x - offset.x
            origin.y += frame.y - offset.y
        }
        return origin
    }
}

extension Window {
    /// Writes why the focused view's last edit failed on the row below it (above it when it sits on the last
    /// row), from its left edge to the window's right edge.
    func drawFocusedEditError(into buffer: inout CellBuffer) {
        guard keyHelpOverlay == nil, let view = focusedView, let error = view.editError else { return }
        let origin = view.originInWindow
        let below = origin.y + max(view.cellFrame.height, 1)
        let row = below < buffer.height ? below : origin.y - 1
        guard row >= 0, row < buffer.height else { return }
        let column = min(max(origin.x, 0), max(buffer.width - 1, 0))
        let line = CellRect(x: column, y: row, width: buffer.width - column, height: 1)
        buffer.write(String(repeating: " ", count: line.width), x: column, y: row, style: .plain)
        buffer.write(
            "! " + (error.editProblem ?? error.reason), x: column, y: row, style: Self.editErrorStyle, clip: line)
    }
}
