import StringCoding

/// Where a view draws itself: the frame's cell buffer, seen through the view's own coordinates
/// and clipped to the view and its ancestors.
///
/// ```swift
/// override func draw(in canvas: Canvas) {
///     super.draw(in: canvas)
///     canvas.write("OK", x: 0, y: 0, style: TextStyle(foreground: .green, isBold: true))
/// }
/// ```
@MainActor public final class Canvas {
    /// The frame being drawn.
    ///
    /// ```swift
    /// canvas.buffer.plainText()
    /// ```
    public private(set) var buffer: CellBuffer
    /// The view's top-left corner in the buffer.
    ///
    /// ```swift
    /// canvas.origin   // (x: 2, y: 1) for a view drawn at column 2 of row 1
    /// ```
    public private(set) var origin: (x: Int, y: Int) = (0, 0)
    /// The view's size in cells.
    ///
    /// ```swift
    /// canvas.size     // (width: 20, height: 1)
    /// ```
    public private(set) var size: (width: Int, height: Int) = (0, 0)
    /// The part of the buffer this view may change, in buffer coordinates.
    ///
    /// ```swift
    /// canvas.clip.isEmpty   // false while some of the view is on screen
    /// ```
    public private(set) var clip: CellRect

    /// A canvas over a blank buffer of the given size.
    ///
    /// ```swift
    /// let canvas = Canvas(width: 80, height: 24)
    /// ```
    public init(width: Int, height: Int) {
        buffer = CellBuffer(width: width, height: height)
        clip = buffer.bounds
    }

    /// Moves the canvas onto a view at `origin` (buffer coordinates), clipped to `clip`.
    func focus(origin: (x: Int, y: Int), size: (width: Int, height: Int), clip: CellRect) {
        self.origin = origin
        self.size = size
        self.clip = clip
    }

    /// The view's whole area in its own coordinates.
    ///
    /// ```swift
    /// canvas.bounds   // CellRect(x: 0, y: 0, width: 20, height: 1) for a 20×1 view
    /// ```
    public var bounds: CellRect { CellRect(x: 0, y: 0, width: size.width, height: size.height) }

    /// Paints the background of `rect` (the whole view when nil) and clears its characters.
    ///
    /// ```swift
    /// canvas.fill(background: .blue)
    /// ```
    public func fill(_ rect: CellRect? = nil, background: Color?) {
        let area = rect ?? bounds
        buffer.fill(
            CellRect(x: area.x + origin.x, y: area.y + origin.y, width: area.width, height: area.height),
            background: background, clip: clip)
    }

    /// Writes `text` at column `x` of row `y` in view coordinates, clipped to the view, and returns
    /// the columns it took. A nil background in `style` keeps the view's background.
    ///
    /// ```swift
    /// canvas.write("名前", x: 0, y: 0, style: .plain)   // 4
    /// ```
    @discardableResult
    public func write(_ text: some StringProtocol, x: Int, y: Int, style: TextStyle) -> Int {
        buffer.write(text, x: x + origin.x, y: y + origin.y, style: style, clip: clip)
    }

    /// Draws a box of lines around the edge of `rect` (view coordinates), with square corners
    /// (`┌┐└┘`) or rounded ones (`╭╮╰╯`); the inside is left as it was. A rectangle narrower or
    /// lower than two cells draws nothing.
    ///
    /// ```swift
    /// canvas.drawBox(CellRect(x: 0, y: 0, width: 6, height: 3), style: .plain)
    /// // ┌────┐
    /// // │    │
    /// // └────┘
    /// ```
    public func drawBox(_ rect: CellRect, style: TextStyle, rounded: Bool = false) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let corners: [Character] = rounded ? ["╭", "╮", "╰", "╯"] : ["┌", "┐", "└", "┘"]
        let bar = String(repeating: "─", count: rect.width - 2)
        write("\(corners[0])\(bar)\(corners[1])", x: rect.x, y: rect.y, style: style)
        write("\(corners[2])\(bar)\(corners[3])", x: rect.x, y: rect.y + rect.height - 1, style: style)
        for row in (rect.y + 1)..<(rect.y + rect.height - 1) {
            write("│", x: rect.x, y: row, style: style)
            write("│", x: rect.x + rect.width - 1, y: row, style: style)
        }
    }

    /// Changes the style of the cells in `rect` (view coordinates) that the view may draw on.
    ///
    /// ```swift
    /// canvas.restyle(CellRect(x: 3, y: 0, width: 1, height: 1)) { $0.isInverse = true }   // a cursor
    /// ```
    public func restyle(_ rect: CellRect, _ change: (inout TextStyle) -> Void) {
        let area = CellRect(x: rect.x + origin.x, y: rect.y + origin.y, width: rect.width, height: rect.height)
            .intersection(clip)
        guard !area.isEmpty else { return }
        for y in area.y..<(area.y + area.height) {
            for x in area.x..<(area.x + area.width) {
                var cell = buffer[x, y]
                change(&cell.style)
                buffer[x, y] = cell
            }
        }
    }
}
