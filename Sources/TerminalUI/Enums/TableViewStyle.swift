import StringCoding

/// How a table view groups its sections, mirroring UIKit's `UITableView.Style`.
///
/// ```swift
/// try TableViewStyle(parsing: "UITableViewStyleGrouped")        // .grouped
/// try TableViewStyle(parsing: "UITableView.Style.insetGrouped")  // .insetGrouped
/// ```
public enum TableViewStyle: Int, StringCodableEnum, Sendable {
    /// Sections running on one after another, set apart as groups, or as groups inset from the edges.
    ///
    /// ```swift
    /// try TableViewStyle(parsing: "plain")   // .plain
    /// ```
    case plain = 0, grouped = 1, insetGrouped = 2

    /// The type's own names plus UIKit's Swift spelling (its constants' prefix is the default
    /// `UITableViewStyle`).
    ///
    /// ```swift
    /// try TableViewStyle(parsing: "UITableView.Style.plain")   // .plain
    /// ```
    public static var typePrefixes: [String] { defaultTypePrefixes + ["UITableView.Style"] }
}
