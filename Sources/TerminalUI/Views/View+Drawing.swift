import Foundation

extension View {
    /// The view's frame in whole cells: origins rounded down, sizes rounded, non-finite or negative
    /// values treated as 0 and huge ones capped, so no frame from a description file can trap.
    var cellFrame: CellRect {
        CellRect(
            x: Self.cells(frame.origin.x), y: Self.cells(frame.origin.y),
            width: max(Self.cells(frame.size.width.rounded()), 0),
            height: max(Self.cells(frame.size.height.rounded()), 0))
    }

    private static let largestCellCoordinate = 1_000_000.0

    /// The whole cell `value` falls in: rounded down, 0 when not finite, huge values capped. Every
    /// position in cells that comes from outside (a frame, a mouse location) goes through it, as
    /// `Int(_:)` traps on what does not fit.
    static func cells(_ value: Double) -> Int {
        guard value.isFinite else { return 0 }
        return Int(min(max(value.rounded(.down), -largestCellCoordinate), largestCellCoordinate))
    }

    /// Draws this view and its visible subviews onto `canvas`, the view's top-left corner at
    /// `origin` in the buffer, within `clip`.
    func drawTree(on canvas: Canvas, origin: (x: Int, y: Int), clip: CellRect) {
        guard !isHidden else { return }
        let frame = cellFrame
        let area = CellRect(x: origin.x, y: origin.y, width: frame.width, height: frame.height).intersection(clip)
        guard !area.isEmpty else { return }
        canvas.focus(origin: origin, size: (frame.width, frame.height), clip: area)
        draw(in: canvas)
        let offset = subviewDrawingOffset
        for subview in subviews {
            let child = subview.cellFrame
            subview.drawTree(
                on: canvas, origin: (origin.x + child.x - offset.x, origin.y + child.y - offset.y), clip: area)
        }
        canvas.focus(origin: origin, size: (frame.width, frame.height), clip: area)
        drawOverSubviews(in: canvas)
    }

    /// Lays the view out and draws it, alone, into a buffer of its own size: for tests and for
    /// output that is not a terminal.
    ///
    /// ```swift
    /// let label = Label(text: "Hi")
    /// label.frame = CGRect(x: 0, y: 0, width: 4, height: 1)
    /// label.renderedBuffer().plainText()   // "Hi"
    /// ```
    public func renderedBuffer() -> CellBuffer {
        layoutIfNeeded()
        let frame = cellFrame
        let canvas = Canvas(width: frame.width, height: frame.height)
        drawTree(on: canvas, origin: (0, 0), clip: canvas.buffer.bounds)
        return canvas.buffer
    }
}
