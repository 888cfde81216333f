import StringCoding

/// How a table view animates rows in and out, mirroring UIKit's `UITableView.RowAnimation`.
///
/// ```swift
/// try RowAnimation(parsing: "UITableViewRowAnimationFade")       // .fade
/// try RowAnimation(parsing: "UITableView.RowAnimation.automatic")  // .automatic
/// ```
public enum RowAnimation: Int, StringCodableEnum, Sendable {
    /// Fading, or sliding towards or from the right, left, top or bottom.
    ///
    /// ```swift
    /// try RowAnimation(parsing: "left")   // .left
    /// ```
    case fade = 0, right = 1, left = 2, top = 3, bottom = 4

    /// No animation, or shrinking towards and growing from the middle.
    ///
    /// ```swift
    /// try RowAnimation(parsing: "none")   // .none
    /// ```
    case none = 5, middle = 6

    /// Whatever suits the change, chosen by the table view.
    ///
    /// ```swift
    /// try RowAnimation(parsing: "100")   // .automatic, UIKit's raw value
    /// ```
    case automatic = 100

    /// The type's own names plus UIKit's constant prefix and its Swift spelling.
    ///
    /// ```swift
    /// try RowAnimation(parsing: "UITableViewRowAnimationMiddle")   // .middle
    /// ```
    public static var typePrefixes: [String] {
        defaultTypePrefixes + ["UITableViewRowAnimation", "UITableView.RowAnimation"]
    }
}
