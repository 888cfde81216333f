import StringCoding

/// How a label or text field places text within its line, mirroring UIKit's `NSTextAlignment`.
///
/// Read from its case name or Cocoa's constant, ignoring case, so a view description file can say
/// `"center"`, `"NSTextAlignmentCenter"` or `"NSTextAlignment.center"`.
///
/// ```swift
/// label.textAlignment = try TextAlignment(parsing: "NSTextAlignmentRight")   // .right
/// TextAlignment.center.rawValue                                             // 1, as on iOS
/// ```
public enum TextAlignment: Int, StringCodableEnum, Sendable {
    /// Fixed edges, independent of the writing direction; raw values are iOS's (macOS swaps center
    /// and right).
    ///
    /// ```swift
    /// try TextAlignment(parsing: "left")   // .left
    /// ```
    case left = 0, center = 1, right = 2

    /// Both edges flush, and the writing direction's natural edge (left for English).
    ///
    /// ```swift
    /// try TextAlignment(parsing: "Natural")   // .natural
    /// ```
    case justified = 3, natural = 4
}
