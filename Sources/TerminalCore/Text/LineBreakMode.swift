import StringCoding

/// What a label does with text wider than its lines, mirroring UIKit's `NSLineBreakMode`.
///
/// Accepts the original StringCoding's names (`"wordwrapping"`, Cocoa's constant without its
/// prefix) and shorthands (`"wrap"`, `"clip"`, `"truncate"`, …), and Cocoa's constants, whose prefix
/// lacks the type's "Mode" (`NSLineBreakByTruncatingTail`).
///
/// ```swift
/// try LineBreakMode(parsing: "NSLineBreakByWordWrapping")   // .byWordWrapping
/// try LineBreakMode(parsing: "truncated")                   // .byTruncatingTail
/// ```
public enum LineBreakMode: Int, StringCodableEnum, Sendable {
    /// Wrapping onto further lines, at word or at character boundaries.
    ///
    /// ```swift
    /// try LineBreakMode(parsing: "wordwrap")   // .byWordWrapping
    /// ```
    case byWordWrapping = 0, byCharWrapping = 1

    /// Cutting the text off at the edge.
    ///
    /// ```swift
    /// try LineBreakMode(parsing: "clip")   // .byClipping
    /// ```
    case byClipping = 2

    /// Replacing the start, end or middle of the text with an ellipsis.
    ///
    /// ```swift
    /// try LineBreakMode(parsing: "truncatemiddle")   // .byTruncatingMiddle
    /// ```
    case byTruncatingHead = 3, byTruncatingTail = 4, byTruncatingMiddle = 5

    /// The original StringCoding's names: Cocoa's constants without their `NSLineBreakBy` prefix
    /// (`wordwrapping`), as every other enum takes its constants without their prefix, and its
    /// shorthands, kept so its configuration files still read.
    ///
    /// ```swift
    /// LineBreakMode.aliases["wrap"]           // .byWordWrapping
    /// LineBreakMode.aliases["truncatingtail"]   // .byTruncatingTail
    /// ```
    public static var aliases: [String: LineBreakMode] {
        [
            "wordwrapping": .byWordWrapping, "charwrapping": .byCharWrapping, "clipping": .byClipping,
            "truncatinghead": .byTruncatingHead, "truncatingtail": .byTruncatingTail,
            "truncatingmiddle": .byTruncatingMiddle,
            "wordwrapped": .byWordWrapping, "wordwrap": .byWordWrapping, "wrapped": .byWordWrapping,
            "wrap": .byWordWrapping, "charwrapped": .byCharWrapping, "charwrap": .byCharWrapping,
            "clipped": .byClipping, "clip": .byClipping, "truncatehead": .byTruncatingHead,
            "truncatetail": .byTruncatingTail, "truncated": .byTruncatingTail, "truncate": .byTruncatingTail,
            "truncatemiddle": .byTruncatingMiddle,
        ]
    }

    /// The type's own names plus `NSLineBreak`, the prefix of Cocoa's constants
    /// (`NSLineBreakByClipping`), which drops the "Mode" of the type's name, and `NSLineBreakBy`, the
    /// prefix the original StringCoding took off them, so its names may carry it too.
    ///
    /// ```swift
    /// try LineBreakMode(parsing: "NSLineBreakByClipping")   // .byClipping
    /// try LineBreakMode(parsing: "NSLineBreakByWrap")       // .byWordWrapping
    /// ```
    public static var typePrefixes: [String] { defaultTypePrefixes + ["NSLineBreak", "NSLineBreakBy"] }
}
