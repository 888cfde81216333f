/// A font described by name, size and traits, independent of any UI framework.
///
/// A nil ``name`` means the platform's system font. Read one from a string with
/// ``init(parsing:)``, which keeps StringCoding's forms:
///
/// ```swift
/// let body = try Font(parsing: "Helvetica Neue 15")     // name, size
/// let strong = try Font(parsing: "bold 15")             // system font, bold, 15 points
/// let code = Font(name: "Menlo", size: 12, traits: .monospace)
/// ```
public struct Font: Hashable, Sendable {
    /// The size used when none is given, UIKit's body text size.
    ///
    /// ```swift
    /// Font().size == Font.defaultSize   // 17
    /// ```
    public static let defaultSize = 17.0

    /// The font family or face name, or nil for the system font.
    ///
    /// ```swift
    /// Font(name: "Courier").name   // "Courier"
    /// ```
    public var name: String?

    /// The size in points; positive.
    ///
    /// ```swift
    /// var font = Font.system()
    /// font.size = 24
    /// ```
    public var size: Double

    /// Bold, italic and the other styles.
    ///
    /// ```swift
    /// var font = Font(name: "Courier")
    /// font.traits.insert(.bold)
    /// ```
    public var traits: FontTraits

    /// A font; without a name it is the system font.
    ///
    /// ```swift
    /// let title = Font(name: "Avenir", size: 28, traits: .bold)
    /// ```
    public init(name: String? = nil, size: Double = Font.defaultSize, traits: FontTraits = []) {
        self.name = name
        self.size = size
        self.traits = traits
    }

    /// The system font.
    ///
    /// ```swift
    /// let caption = Font.system(size: 12, traits: .italic)
    /// ```
    public static func system(size: Double = Font.defaultSize, traits: FontTraits = []) -> Font {
        Font(name: nil, size: size, traits: traits)
    }

    /// Whether this is the system font rather than a named one.
    ///
    /// ```swift
    /// try Font(parsing: "bold 15").isSystemFont   // true
    /// ```
    public var isSystemFont: Bool {
        name == nil
    }
}
