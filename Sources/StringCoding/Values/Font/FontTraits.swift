/// Styles applied to a ``Font``: bold, italic, underline, monospace.
///
/// ```swift
/// let heading = Font(name: "Helvetica Neue", size: 24, traits: [.bold, .italic])
/// ```
public struct FontTraits: OptionSet, Hashable, Sendable {
    /// The traits' bits, one per trait.
    ///
    /// ```swift
    /// FontTraits.bold.rawValue   // 1
    /// ```
    public let rawValue: UInt8

    /// Traits from their bits; use the named members instead.
    ///
    /// ```swift
    /// let traits = FontTraits(rawValue: FontTraits.bold.rawValue)
    /// ```
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// A heavier weight.
    ///
    /// ```swift
    /// let title = Font(size: 20, traits: .bold)
    /// ```
    public static let bold = FontTraits(rawValue: 1 << 0)

    /// Slanted letters.
    ///
    /// ```swift
    /// let aside = Font(traits: .italic)
    /// ```
    public static let italic = FontTraits(rawValue: 1 << 1)

    /// A line under the text.
    ///
    /// ```swift
    /// let link = Font(traits: .underline)
    /// ```
    public static let underline = FontTraits(rawValue: 1 << 2)

    /// Letters of equal width, as in code.
    ///
    /// ```swift
    /// let code = Font(size: 13, traits: .monospace)
    /// ```
    public static let monospace = FontTraits(rawValue: 1 << 3)

    /// Each trait's name, in the order ``Font/stringRepresentation`` writes them.
    static let names: [(name: String, trait: FontTraits)] = [
        ("bold", .bold), ("italic", .italic), ("underline", .underline), ("monospace", .monospace),
    ]

    /// The trait a word names, case-insensitively; `underlined` and `monospaced` are accepted too.
    static func trait(named word: String) -> FontTraits? {
        let name = word.lowercased()
        return names.first { $0.name == name }?.trait ?? ["underlined": .underline, "monospaced": .monospace][name]
    }
}
