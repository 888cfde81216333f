import StringCoding

/// How a table view cell looks while selected, mirroring UIKit's `UITableViewCell.SelectionStyle`.
///
/// ```swift
/// try SelectionStyle(parsing: "UITableViewCellSelectionStyleGray")    // .gray
/// try SelectionStyle(parsing: "UITableViewCell.SelectionStyle.none")  // .none
/// ```
public enum SelectionStyle: Int, StringCodableEnum, Sendable {
    /// No highlight, a blue or gray highlight, or the platform's usual one.
    ///
    /// ```swift
    /// try SelectionStyle(parsing: "default")   // .default
    /// ```
    case none = 0, blue = 1, gray = 2, `default` = 3

    /// The type's own names plus UIKit's constant prefix and its Swift spelling.
    ///
    /// ```swift
    /// try SelectionStyle(parsing: "UITableViewCellSelectionStyleBlue")   // .blue
    /// ```
    public static var typePrefixes: [String] {
        defaultTypePrefixes + ["UITableViewCellSelectionStyle", "UITableViewCell.SelectionStyle"]
    }
}
