// A fixture, not TerminalUI API: one of the UIKit enums no view uses, kept so that the alias-table
// tests (AliasTableTests, UIKitEnumTests, UIKitOptionSetTests) still read every UIKit spelling.
import StringCoding

/// The color scheme of a scroll view's scroll indicators, mirroring UIKit's
/// `UIScrollView.IndicatorStyle`.
///
/// ```swift
/// try ScrollIndicatorStyle(parsing: "UIScrollViewIndicatorStyleWhite")   // .white
/// try ScrollIndicatorStyle(parsing: "UIScrollView.IndicatorStyle.black")  // .black
/// ```
enum ScrollIndicatorStyle: Int, StringCodableEnum, Sendable {
    /// The style that contrasts with the content, or dark or light indicators.
    ///
    /// ```swift
    /// try ScrollIndicatorStyle(parsing: "default")   // .default
    /// ```
    case `default` = 0, black = 1, white = 2

    /// The type's own names plus UIKit's constant prefix and its Swift spelling.
    ///
    /// ```swift
    /// try ScrollIndicatorStyle(parsing: "UIScrollViewIndicatorStyleDefault")   // .default
    /// ```
    static var typePrefixes: [String] {
        defaultTypePrefixes + ["UIScrollViewIndicatorStyle", "UIScrollView.IndicatorStyle"]
    }
}
