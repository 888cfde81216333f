// A fixture, not TerminalUI API: one of the UIKit enums no view uses, kept so that the alias-table
// tests (AliasTableTests, UIKitEnumTests, UIKitOptionSetTests) still read every UIKit spelling.
import StringCoding

/// How a bar button item draws its title, mirroring UIKit's `UIBarButtonItem.Style`.
///
/// ```swift
/// try BarButtonItemStyle(parsing: "UIBarButtonItemStyleDone")     // .done
/// try BarButtonItemStyle(parsing: "UIBarButtonItem.Style.plain")  // .plain
/// ```
enum BarButtonItemStyle: Int, StringCodableEnum, Sendable {
    /// A plain item, UIKit's deprecated bordered item, or an emphasized item that ends a task.
    ///
    /// ```swift
    /// try BarButtonItemStyle(parsing: "bordered")   // .bordered
    /// ```
    case plain = 0, bordered = 1, done = 2

    /// The type's own names plus UIKit's Swift spelling (its constants' prefix is the default
    /// `UIBarButtonItemStyle`).
    ///
    /// ```swift
    /// try BarButtonItemStyle(parsing: "UIBarButtonItem.Style.done")   // .done
    /// ```
    static var typePrefixes: [String] { defaultTypePrefixes + ["UIBarButtonItem.Style"] }
}
