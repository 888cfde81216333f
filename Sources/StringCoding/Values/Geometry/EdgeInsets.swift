/// Distances inset from each edge of a rectangle, with UIKit's `UIEdgeInsets` field names.
///
/// ```swift
/// let padding = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
/// let border = EdgeInsets(all: 1)
/// ```
public struct EdgeInsets: Hashable, Sendable {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the left edge.
    public var left: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the right edge.
    public var right: Double

    /// Insets with a distance for each edge, in UIKit's order.
    ///
    /// ```swift
    /// let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    /// ```
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Insets with the same distance on all four edges.
    ///
    /// ```swift
    /// EdgeInsets(all: 4) == EdgeInsets(top: 4, left: 4, bottom: 4, right: 4)   // true
    /// ```
    public init(all inset: Double) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    /// No inset on any edge.
    ///
    /// ```swift
    /// var insets = EdgeInsets.zero
    /// ```
    public static let zero = EdgeInsets(all: 0)
}
