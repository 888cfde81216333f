import StringCoding

/// The built-in layouts of a table view cell's labels and image, mirroring UIKit's
/// `UITableViewCell.CellStyle`.
///
/// Accepts the original StringCoding's numbered shorthands (`"1"`, `"type1"`, `"style1"`).
///
/// ```swift
/// try CellStyle(parsing: "UITableViewCellStyleValue1")         // .value1
/// try CellStyle(parsing: "UITableViewCell.CellStyle.subtitle")  // .subtitle
/// try CellStyle(parsing: "style2")                              // .value2
/// ```
public enum CellStyle: Int, StringCodableEnum, Sendable {
    /// A title with an optional image on the left.
    ///
    /// ```swift
    /// try CellStyle(parsing: "default")   // .default
    /// ```
    case `default` = 0

    /// A title and a detail on one line: the detail right-aligned (value 1) or a right-aligned
    /// title before a left-aligned detail (value 2).
    ///
    /// ```swift
    /// try CellStyle(parsing: "1")   // .value1
    /// ```
    case value1 = 1, value2 = 2

    /// A title with the detail on the line below.
    ///
    /// ```swift
    /// try CellStyle(parsing: "Subtitle")   // .subtitle
    /// ```
    case subtitle = 3

    /// The original StringCoding's numbered shorthands for the two value styles.
    ///
    /// ```swift
    /// CellStyle.aliases["type1"]   // .value1
    /// ```
    public static var aliases: [String: CellStyle] {
        ["1": .value1, "type1": .value1, "style1": .value1, "2": .value2, "type2": .value2, "style2": .value2]
    }

    /// The type's own names plus UIKit's constant prefix and its Swift spelling.
    ///
    /// ```swift
    /// try CellStyle(parsing: "UITableViewCellStyleDefault")   // .default
    /// ```
    public static var typePrefixes: [String] {
        defaultTypePrefixes + ["UITableViewCellStyle", "UITableViewCell.CellStyle"]
    }
}
