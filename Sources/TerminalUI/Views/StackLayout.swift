import StringCoding

/// The direction a ``StackView`` arranges its views in: `UIStackView`'s axis.
///
/// ```swift
/// try StackAxis(parsing: "vertical")   // .vertical
/// ```
public enum StackAxis: Int, StringCodableEnum, Sendable {
    case horizontal, vertical
    public static var typePrefixes: [String] {
        defaultTypePrefixes + ["NSLayoutConstraint.Axis", "UILayoutConstraintAxis"]
    }
}

/// Where a ``StackView`` places views across its axis: `UIStackView.Alignment`.
/// `top` and `bottom` (for horizontal stacks) mean `leading` and `trailing`.
///
/// ```swift
/// try StackAlignment(parsing: "center")   // .center
/// try StackAlignment(parsing: "top")      // .leading
/// ```
public enum StackAlignment: Int, StringCodableEnum, Sendable {
    case fill, leading, center, trailing
    public static var aliases: [String: StackAlignment] {
        ["top": .leading, "bottom": .trailing, "left": .leading, "right": .trailing, "centered": .center]
    }
    public static var typePrefixes: [String] {
        defaultTypePrefixes + ["UIStackView.Alignment", "UIStackViewAlignment"]
    }
}

/// How a ``StackView`` shares its length among its views: `UIStackView.Distribution`.
///
/// - `fill`: views keep their natural length; views without one share what is left.
/// - `fillEqually`: every view gets the same length.
/// - `equalSpacing`: views keep their natural length and the space left goes between them.
///
/// ```swift
/// try StackDistribution(parsing: "fillEqually")   // .fillEqually
/// ```
public enum StackDistribution: Int, StringCodableEnum, Sendable {
    case fill, fillEqually, equalSpacing
    public static var typePrefixes: [String] {
        defaultTypePrefixes + ["UIStackView.Distribution", "UIStackViewDistribution"]
    }
}
