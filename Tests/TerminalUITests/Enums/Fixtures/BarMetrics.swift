// A fixture, not TerminalUI API: one of the UIKit enums no view uses, kept so that the alias-table
// tests (AliasTableTests, UIKitEnumTests, UIKitOptionSetTests) still read every UIKit spelling.
import StringCoding

/// The bar height an appearance setting applies to, mirroring UIKit's `UIBarMetrics`.
///
/// UIKit's deprecated `landscapePhone` and `landscapePhonePrompt` are the same values as ``compact``
/// and ``compactPrompt``, so they are constants and aliases here rather than cases; the original
/// StringCoding's `"landscape"` names the first.
///
/// ```swift
/// try BarMetrics(parsing: "UIBarMetricsCompactPrompt")   // .compactPrompt
/// try BarMetrics(parsing: "landscape")                   // .compact
/// ```
enum BarMetrics: Int, StringCodableEnum, Sendable {
    /// The standard and the compact bar height.
    ///
    /// ```swift
    /// try BarMetrics(parsing: "compact")   // .compact
    /// ```
    case `default` = 0, compact = 1

    /// The standard and the compact bar height of a navigation bar that shows a prompt.
    ///
    /// ```swift
    /// try BarMetrics(parsing: "defaultPrompt")   // .defaultPrompt
    /// ```
    case defaultPrompt = 101, compactPrompt = 102

    /// UIKit's older name for ``compact``.
    ///
    /// ```swift
    /// BarMetrics.landscapePhone == .compact   // true
    /// ```
    static let landscapePhone = BarMetrics.compact

    /// UIKit's older name for ``compactPrompt``.
    ///
    /// ```swift
    /// BarMetrics.landscapePhonePrompt == .compactPrompt   // true
    /// ```
    static let landscapePhonePrompt = BarMetrics.compactPrompt

    /// The original StringCoding's `"landscape"`, and UIKit's older names.
    ///
    /// ```swift
    /// BarMetrics.aliases["landscape"]   // .compact
    /// ```
    static var aliases: [String: BarMetrics] {
        [
            "landscape": .landscapePhone, "landscapePhone": .landscapePhone,
            "landscapePhonePrompt": .landscapePhonePrompt,
        ]
    }
}
