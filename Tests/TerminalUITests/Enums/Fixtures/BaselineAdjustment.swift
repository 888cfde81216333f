// A fixture, not TerminalUI API: one of the UIKit enums no view uses, kept so that the alias-table
// tests (AliasTableTests, UIKitEnumTests, UIKitOptionSetTests) still read every UIKit spelling.
import StringCoding

/// Where text moves when a label shrinks it to fit, mirroring UIKit's `UIBaselineAdjustment`.
///
/// ```swift
/// try BaselineAdjustment(parsing: "UIBaselineAdjustmentAlignCenters")   // .alignCenters
/// try BaselineAdjustment(parsing: "baseline")                           // .alignBaselines
/// ```
enum BaselineAdjustment: Int, StringCodableEnum, Sendable {
    /// Keeping the baselines or the vertical centers where they were, or leaving the text at the top.
    ///
    /// ```swift
    /// try BaselineAdjustment(parsing: "none")   // .none
    /// ```
    case alignBaselines = 0, alignCenters = 1, none = 2

    /// The original StringCoding's shorthands.
    ///
    /// ```swift
    /// BaselineAdjustment.aliases["centered"]   // .alignCenters
    /// ```
    static var aliases: [String: BaselineAdjustment] {
        [
            "baselines": .alignBaselines, "baseline": .alignBaselines, "centers": .alignCenters,
            "center": .alignCenters, "centered": .alignCenters,
        ]
    }
}
