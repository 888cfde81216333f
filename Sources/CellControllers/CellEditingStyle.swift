import StringCoding

/// The control a table view cell shows in editing mode, mirroring UIKit's
/// `UITableViewCell.EditingStyle`.
///
/// ```swift
/// try CellEditingStyle(parsing: "UITableViewCellEditingStyleDelete")   // .delete
/// try CellEditingStyle(parsing: "UITableViewCell.EditingStyle.insert")  // .insert
/// ```
public enum CellEditingStyle: Int, StringCodableEnum, Sendable {
    /// No control, a delete control, or an insert control.
    ///
    /// ```swift
    /// try CellEditingStyle(parsing: "none")   // .none
    /// ```
    case none = 0, delete = 1, insert = 2

    /// The type's own names plus UIKit's constant prefix and its Swift spelling.
    ///
    /// ```swift
    /// try CellEditingStyle(parsing: "UITableViewCellEditingStyleNone")   // .none
    /// ```
    public static var typePrefixes: [String] {
        defaultTypePrefixes + ["UITableViewCellEditingStyle", "UITableViewCell.EditingStyle"]
    }
}
