/// A rectangle of whole terminal cells: `x` columns from the left, `y` rows from the top, 0-based.
///
/// A rectangle with a width or height of 0 or less is empty. Edges far outside any buffer are
/// fine: arithmetic on them saturates instead of overflowing.
///
/// ```swift
/// let header = CellRect(x: 0, y: 0, width: 80, height: 1)
/// header.contains(x: 79, y: 0)   // true
/// ```
public struct CellRect: Hashable, Sendable {
    /// The leftmost column.
    ///
    /// ```swift
    /// CellRect(x: 2, y: 0, width: 5, height: 1).x   // 2
    /// ```
    public var x: Int

    /// The top row.
    ///
    /// ```swift
    /// CellRect(x: 0, y: 3, width: 5, height: 1).y   // 3
    /// ```
    public var y: Int

    /// How many columns the rectangle covers; 0 or less is empty.
    ///
    /// ```swift
    /// CellRect(x: 0, y: 0, width: 5, height: 1).width   // 5
    /// ```
    public var width: Int

    /// How many rows the rectangle covers; 0 or less is empty.
    ///
    /// ```swift
    /// CellRect(x: 0, y: 0, width: 5, height: 2).height   // 2
    /// ```
    public var height: Int

    /// A rectangle from its top-left cell and size.
    ///
    /// ```swift
    /// let sidebar = CellRect(x: 0, y: 1, width: 20, height: 23)
    /// ```
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The cells in both rectangles; empty (width and height 0) when they do not overlap.
    ///
    /// ```swift
    /// let a = CellRect(x: 0, y: 0, width: 10, height: 10)
    /// a.intersection(CellRect(x: 5, y: 8, width: 10, height: 10))   // x 5, y 8, width 5, height 2
    /// ```
    public func intersection(_ other: CellRect) -> CellRect {
        guard !isEmpty, !other.isEmpty else {
            return CellRect(x: max(x, other.x), y: max(y, other.y), width: 0, height: 0)
        }
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        guard left < right, top < bottom else { return CellRect(x: left, y: top, width: 0, height: 0) }
        // right - left cannot overflow: both lie between the smaller x and the larger maxX.
        return CellRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Whether the rectangle covers no cell.
    ///
    /// ```swift
    /// CellRect(x: 4, y: 4, width: 0, height: 3).isEmpty   // true
    /// ```
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Whether the cell at column `x`, row `y` is inside the rectangle.
    ///
    /// ```swift
    /// CellRect(x: 1, y: 1, width: 2, height: 2).contains(x: 2, y: 2)   // true
    /// CellRect(x: 1, y: 1, width: 2, height: 2).contains(x: 3, y: 1)   // false
    /// ```
    public func contains(x column: Int, y row: Int) -> Bool {
        !isEmpty && column >= x && column < maxX && row >= y && row < maxY
    }
}

extension CellRect {
    /// The column just right of the rectangle (`x + width`, or `x` when empty), saturating at
    /// `Int.max`.
    ///
    /// ```swift
    /// CellRect(x: 2, y: 0, width: 5, height: 1).maxX   // 7
    /// ```
    public var maxX: Int { x.saturatingAdd(max(width, 0)) }

    /// The row just below the rectangle (`y + height`, or `y` when empty), saturating at
    /// `Int.max`.
    ///
    /// ```swift
    /// CellRect(x: 0, y: 3, width: 5, height: 2).maxY   // 5
    /// ```
    public var maxY: Int { y.saturatingAdd(max(height, 0)) }
}

extension Int {
    /// `self + other`, held at the nearest bound instead of overflowing.
    func saturatingAdd(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        guard overflow else { return sum }
        return other > 0 ? Int.max : Int.min
    }
}
