/// A horizontal and vertical displacement, with UIKit's `UIOffset` field names.
///
/// ```swift
/// let shadow = Offset(horizontal: 2, vertical: -1)
/// ```
public struct Offset: Hashable, Sendable {
    /// The displacement along the x axis.
    public var horizontal: Double
    /// The displacement along the y axis.
    public var vertical: Double

    /// An offset by `horizontal` along x and `vertical` along y.
    ///
    /// ```swift
    /// let offset = Offset(horizontal: 3, vertical: 4)
    /// ```
    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No displacement.
    ///
    /// ```swift
    /// var offset = Offset.zero
    /// ```
    public static let zero = Offset(horizontal: 0, vertical: 0)
}
