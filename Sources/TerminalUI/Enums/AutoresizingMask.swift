import StringCoding

/// Which of a view's margins and dimensions stretch when its superview resizes, mirroring UIKit's
/// `UIView.AutoresizingMask`.
///
/// Read as member names separated by spaces, commas or `|`, with `"none"` and `"all"`, UIKit's
/// constants (`UIViewAutoresizingFlexibleWidth`), the Swift spelling
/// (`UIView.AutoresizingMask.flexibleWidth`) and the original StringCoding's shorthands
/// (`"width"`, `"leftmargin"`, `"left"`, …).
///
/// ```swift
/// try AutoresizingMask(parsing: "flexibleWidth flexibleHeight")   // [.flexibleWidth, .flexibleHeight]
/// try AutoresizingMask(parsing: "width|height")                   // [.flexibleWidth, .flexibleHeight]
/// AutoresizingMask.flexibleWidth.rawValue                         // 2, as in UIKit
/// ```
public struct AutoresizingMask: StringCodableOptionSet, Sendable, Hashable {
    /// UIKit's bits.
    ///
    /// ```swift
    /// AutoresizingMask([.flexibleWidth, .flexibleHeight]).rawValue   // 18
    /// ```
    public var rawValue: UInt

    /// The mask with exactly `rawValue`'s bits.
    ///
    /// ```swift
    /// AutoresizingMask(rawValue: 18) == [.flexibleWidth, .flexibleHeight]   // true
    /// ```
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The left margin stretches, so the view keeps its distance from the right edge.
    ///
    /// ```swift
    /// view.autoresizingMask = .flexibleLeftMargin
    /// ```
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)

    /// The width stretches with the superview.
    ///
    /// ```swift
    /// view.autoresizingMask = .flexibleWidth
    /// ```
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)

    /// The right margin stretches, so the view keeps its distance from the left edge.
    ///
    /// ```swift
    /// view.autoresizingMask = .flexibleRightMargin
    /// ```
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)

    /// The top margin stretches, so the view keeps its distance from the bottom edge.
    ///
    /// ```swift
    /// view.autoresizingMask = .flexibleTopMargin
    /// ```
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)

    /// The height stretches with the superview.
    ///
    /// ```swift
    /// view.autoresizingMask = .flexibleHeight
    /// ```
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)

    /// The bottom margin stretches, so the view keeps its distance from the top edge.
    ///
    /// ```swift
    /// view.autoresizingMask = .flexibleBottomMargin
    /// ```
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// The members in UIKit's order, the order they are written in.
    ///
    /// ```swift
    /// AutoresizingMask([.flexibleHeight, .flexibleWidth]).stringRepresentation   // "flexibleWidth | flexibleHeight"
    /// ```
    public static var namedMembers: KeyValuePairs<String, AutoresizingMask> {
        [
            "flexibleLeftMargin": .flexibleLeftMargin, "flexibleWidth": .flexibleWidth,
            "flexibleRightMargin": .flexibleRightMargin, "flexibleTopMargin": .flexibleTopMargin,
            "flexibleHeight": .flexibleHeight, "flexibleBottomMargin": .flexibleBottomMargin,
        ]
    }

    /// The original StringCoding's shorthands: each member without "flexible", margins also without
    /// "margin".
    ///
    /// ```swift
    /// AutoresizingMask.aliases["top"]   // .flexibleTopMargin
    /// ```
    public static var aliases: [String: AutoresizingMask] {
        [
            "leftmargin": .flexibleLeftMargin, "left": .flexibleLeftMargin, "width": .flexibleWidth,
            "rightmargin": .flexibleRightMargin, "right": .flexibleRightMargin, "topmargin": .flexibleTopMargin,
            "top": .flexibleTopMargin, "height": .flexibleHeight, "bottommargin": .flexibleBottomMargin,
            "bottom": .flexibleBottomMargin,
        ]
    }

    /// The type's own names plus UIKit's constant prefix and its Swift spelling.
    ///
    /// ```swift
    /// try AutoresizingMask(parsing: "UIView.AutoresizingMask.flexibleHeight")   // .flexibleHeight
    /// ```
    public static var typePrefixes: [String] {
        defaultTypePrefixes + ["UIViewAutoresizing", "UIView.AutoresizingMask"]
    }
}
