// A fixture, not TerminalUI API: one of the UIKit enums no view uses, kept so that the alias-table
// tests (AliasTableTests, UIKitEnumTests, UIKitOptionSetTests) still read every UIKit spelling.
import StringCoding

/// The kind of button, fixing its look, mirroring UIKit's `UIButton.ButtonType`.
///
/// UIKit's deprecated `roundedRect` is the same value as ``system``, so it is a constant and an alias
/// here rather than a case; the original StringCoding's `"default"` names it too.
///
/// ```swift
/// try ButtonType(parsing: "UIButtonTypeRoundedRect")      // .system
/// try ButtonType(parsing: "UIButton.ButtonType.infoDark")  // .infoDark
/// try ButtonType(parsing: "info")                          // .infoLight
/// ```
enum ButtonType: Int, StringCodableEnum, Sendable {
    /// A button drawn only from its own title, image and colors, or the system's standard button.
    ///
    /// ```swift
    /// try ButtonType(parsing: "custom")   // .custom
    /// ```
    case custom = 0, system = 1

    /// The system's symbol buttons: detail disclosure, light and dark info, and add contact.
    ///
    /// ```swift
    /// try ButtonType(parsing: "disclosure")   // .detailDisclosure
    /// ```
    case detailDisclosure = 2, infoLight = 3, infoDark = 4, contactAdd = 5

    /// A standard button without a background (tvOS), and a close button.
    ///
    /// ```swift
    /// try ButtonType(parsing: "close")   // .close
    /// ```
    case plain = 6, close = 7

    /// UIKit's older name for ``system``.
    ///
    /// ```swift
    /// ButtonType.roundedRect == .system   // true
    /// ```
    static let roundedRect = ButtonType.system

    /// The original StringCoding's shorthands, and UIKit's `roundedRect`.
    ///
    /// ```swift
    /// ButtonType.aliases["addcontact"]   // .contactAdd
    /// ```
    static var aliases: [String: ButtonType] {
        [
            "roundedRect": .roundedRect, "default": .roundedRect, "disclosure": .detailDisclosure,
            "info": .infoLight, "addcontact": .contactAdd,
        ]
    }

    /// The type's own names plus UIKit's Swift spelling (its constants' prefix is the default
    /// `UIButtonType`).
    ///
    /// ```swift
    /// try ButtonType(parsing: "UIButton.ButtonType.system")   // .system
    /// ```
    static var typePrefixes: [String] { defaultTypePrefixes + ["UIButton.ButtonType"] }
}
