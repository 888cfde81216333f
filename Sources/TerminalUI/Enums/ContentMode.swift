import StringCoding

/// How a view lays out its content when its size changes, mirroring UIKit's `UIView.ContentMode`.
///
/// Accepts the original StringCoding's shorthands (`"fit"`, `"fill"`, `"scale"`), UIKit's constants
/// (`UIViewContentModeScaleAspectFit`) and the Swift spelling (`UIView.ContentMode.scaleAspectFit`).
///
/// ```swift
/// try ContentMode(parsing: "fit")                 // .scaleAspectFit
/// try ContentMode(parsing: "UIViewContentModeTopLeft")   // .topLeft
/// ```
public enum ContentMode: Int, StringCodableEnum, Sendable {
    /// Scaling the content: stretched to the bounds, or keeping its aspect ratio while fitting
    /// inside them or filling them.
    ///
    /// ```swift
    /// try ContentMode(parsing: "aspectfill")   // .scaleAspectFill
    /// ```
    case scaleToFill = 0, scaleAspectFit = 1, scaleAspectFill = 2

    /// Redrawing the content for the new bounds instead of scaling what was drawn.
    ///
    /// ```swift
    /// try ContentMode(parsing: "redraw")   // .redraw
    /// ```
    case redraw = 3

    /// Keeping the content's size and pinning it to the center, an edge or a corner.
    ///
    /// ```swift
    /// try ContentMode(parsing: "bottomRight")   // .bottomRight
    /// ```
    case center = 4, top = 5, bottom = 6, left = 7, right = 8, topLeft = 9, topRight = 10, bottomLeft = 11,
        bottomRight = 12

    /// The original StringCoding's shorthands for the scaling modes.
    ///
    /// ```swift
    /// ContentMode.aliases["fit"]   // .scaleAspectFit
    /// ```
    public static var aliases: [String: ContentMode] {
        [
            "scale": .scaleToFill, "aspectfit": .scaleAspectFit, "fit": .scaleAspectFit,
            "aspectfill": .scaleAspectFill, "fill": .scaleAspectFill,
        ]
    }

    /// The type's own names plus UIKit's constant prefix and its Swift spelling.
    ///
    /// ```swift
    /// try ContentMode(parsing: "UIView.ContentMode.center")   // .center
    /// ```
    public static var typePrefixes: [String] { defaultTypePrefixes + ["UIViewContentMode", "UIView.ContentMode"] }
}
