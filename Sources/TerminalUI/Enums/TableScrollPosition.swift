import StringCoding

/// Where a table view brings a row when scrolling to it, mirroring UIKit's `UITableView.ScrollPosition`.
///
/// ```swift
/// try TableScrollPosition(parsing: "UITableViewScrollPositionMiddle")    // .middle
/// try TableScrollPosition(parsing: "UITableView.ScrollPosition.bottom")  // .bottom
/// ```
public enum TableScrollPosition: Int, StringCodableEnum, Sendable {
    /// As little scrolling as shows the row, or the row at the top, middle or bottom of the view.
    ///
    /// ```swift
    /// try TableScrollPosition(parsing: "top")   // .top
    /// ```
    case none = 0, top = 1, middle = 2, bottom = 3

    /// The type's own names plus UIKit's constant prefix and its Swift spelling.
    ///
    /// ```swift
    /// try TableScrollPosition(parsing: "UITableViewScrollPositionNone")   // .none
    /// ```
    public static var typePrefixes: [String] {
        defaultTypePrefixes + ["UITableViewScrollPosition", "UITableView.ScrollPosition"]
    }
}
