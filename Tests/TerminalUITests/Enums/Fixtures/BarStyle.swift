// A fixture, not TerminalUI API: one of the UIKit enums no view uses, kept so that the alias-table
// tests (AliasTableTests, UIKitEnumTests, UIKitOptionSetTests) still read every UIKit spelling.
import StringCoding

/// The look of a navigation bar, toolbar or tab bar, mirroring UIKit's `UIBarStyle`.
///
/// UIKit's deprecated `blackOpaque` is the same value as ``black``, so it is a constant and an alias
/// here rather than a case.
///
/// ```swift
/// try BarStyle(parsing: "UIBarStyleBlack")         // .black
/// try BarStyle(parsing: "UIBarStyleBlackOpaque")   // .black
/// ```
enum BarStyle: Int, StringCodableEnum, Sendable {
    /// The standard light bar, or a dark one.
    ///
    /// ```swift
    /// try BarStyle(parsing: "default")   // .default
    /// ```
    case `default` = 0, black = 1

    /// UIKit's deprecated translucent dark bar.
    ///
    /// ```swift
    /// try BarStyle(parsing: "blackTranslucent")   // .blackTranslucent
    /// ```
    case blackTranslucent = 2

    /// UIKit's older name for ``black``.
    ///
    /// ```swift
    /// BarStyle.blackOpaque == .black   // true
    /// ```
    static let blackOpaque = BarStyle.black

    /// UIKit's `blackOpaque`.
    ///
    /// ```swift
    /// BarStyle.aliases["blackOpaque"]   // .black
    /// ```
    static var aliases: [String: BarStyle] { ["blackOpaque": .blackOpaque] }
}
