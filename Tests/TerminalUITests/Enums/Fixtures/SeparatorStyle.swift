// A fixture, not TerminalUI API: one of the UIKit enums no view uses, kept so that the alias-table
// tests (AliasTableTests, UIKitEnumTests, UIKitOptionSetTests) still read every UIKit spelling.
import StringCoding

/// The line a table view draws between cells, mirroring UIKit's `UITableViewCell.SeparatorStyle`.
///
/// ```swift
/// try SeparatorStyle(parsing: "UITableViewCellSeparatorStyleSingleLine")   // .singleLine
/// try SeparatorStyle(parsing: "etched")                                    // .singleLineEtched
/// ```
enum SeparatorStyle: Int, StringCodableEnum, Sendable {
    /// No line, a plain line, or an etched line.
    ///
    /// ```swift
    /// try SeparatorStyle(parsing: "line")   // .singleLine
    /// ```
    case none = 0, singleLine = 1, singleLineEtched = 2

    /// The original StringCoding's shorthands.
    ///
    /// ```swift
    /// SeparatorStyle.aliases["etchedline"]   // .singleLineEtched
    /// ```
    static var aliases: [String: SeparatorStyle] {
        [
            "line": .singleLine, "lineetched": .singleLineEtched, "etchedline": .singleLineEtched,
            "etched": .singleLineEtched,
        ]
    }

    /// The type's own names plus UIKit's constant prefix and its Swift spelling.
    ///
    /// ```swift
    /// try SeparatorStyle(parsing: "UITableViewCell.SeparatorStyle.none")   // .none
    /// ```
    static var typePrefixes: [String] {
        defaultTypePrefixes + ["UITableViewCellSeparatorStyle", "UITableViewCell.SeparatorStyle"]
    }
}
