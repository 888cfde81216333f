import StringCoding

/// The standard view at the trailing edge of a table view cell, mirroring UIKit's
/// `UITableViewCell.AccessoryType`.
///
/// UIKit's constants drop the "Type" of the type's name (`UITableViewCellAccessoryCheckmark`); both
/// prefixes are read, and the original StringCoding's shorthands (`"chevron"`, `"tick"`, …).
///
/// ```swift
/// try AccessoryType(parsing: "UITableViewCellAccessoryDisclosureIndicator")   // .disclosureIndicator
/// try AccessoryType(parsing: "chevron")                                      // .disclosureIndicator
/// ```
public enum AccessoryType: Int, StringCodableEnum, Sendable {
    /// Nothing, a chevron, an info button with a chevron, a checkmark, or an info button alone.
    ///
    /// ```swift
    /// try AccessoryType(parsing: "checkmark")   // .checkmark
    /// ```
    case none = 0, disclosureIndicator = 1, detailDisclosureButton = 2, checkmark = 3, detailButton = 4

    /// The original StringCoding's shorthands, and its name for the detail disclosure button
    /// (`"disclosurebutton"`).
    ///
    /// ```swift
    /// AccessoryType.aliases["tick"]   // .checkmark
    /// ```
    public static var aliases: [String: AccessoryType] {
        [
            "disclosurearrow": .disclosureIndicator, "chevron": .disclosureIndicator,
            "disclosurebutton": .detailDisclosureButton, "button": .detailDisclosureButton, "tick": .checkmark,
        ]
    }

    /// The type's own names plus UIKit's constant prefix (without "Type"), the type's full
    /// Objective-C name and its Swift spelling.
    ///
    /// ```swift
    /// try AccessoryType(parsing: "UITableViewCell.AccessoryType.detailButton")   // .detailButton
    /// ```
    public static var typePrefixes: [String] {
        defaultTypePrefixes + [
            "UITableViewCellAccessory", "UITableViewCellAccessoryType", "UITableViewCell.AccessoryType",
        ]
    }
}
