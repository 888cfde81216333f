/// A type read from and written as names, compared ignoring case, with optional type prefixes and
/// aliases: what ``StringCodableEnum`` and ``StringCodableOptionSet`` share. Conform to one of
/// those; this protocol holds their common customization points.
///
/// ```swift
/// enum ContentMode: StringCodableEnum {
///     case scaleToFill, scaleAspectFit
///     static var aliases: [String: ContentMode] { ["fit": .scaleAspectFit] }
///     static var typePrefixes: [String] { defaultTypePrefixes + ["UIViewContentMode"] }
/// }
/// ```
public protocol StringCodableByName: StringCodable {
    /// Extra names for values, compared ignoring case; a value's own name wins over an alias
    /// spelled the same. Empty by default.
    ///
    /// ```swift
    /// static var aliases: [String: LineBreakMode] { ["wrap": .byWordWrapping, "clip": .byClipping] }
    /// static var aliases: [String: Autoresizing] { ["width": .flexibleWidth] }
    /// ```
    static var aliases: [String: Self] { get }

    /// Prefixes a name may start with, each optionally followed by `.`, compared ignoring case.
    /// By default ``defaultTypePrefixes``: the type's name and its `NS` and `UI` variants.
    ///
    /// ```swift
    /// static var typePrefixes: [String] { defaultTypePrefixes + ["UIViewContentMode"] }
    /// ```
    static var typePrefixes: [String] { get }
}

extension StringCodableByName {
    /// No aliases.
    ///
    /// ```swift
    /// TextAlignment.aliases   // [:]
    /// ```
    public static var aliases: [String: Self] { [:] }

    /// ``defaultTypePrefixes``.
    ///
    /// ```swift
    /// TextAlignment.typePrefixes   // ["TextAlignment", "NSTextAlignment", "UITextAlignment"]
    /// ```
    public static var typePrefixes: [String] { defaultTypePrefixes }

    /// The type's name and its `NS` and `UI` variants, so `NSTextAlignmentLeft`, `UITextAlignmentLeft`
    /// and `TextAlignment.left` all name `TextAlignment.left`.
    ///
    /// ```swift
    /// TextAlignment.defaultTypePrefixes   // ["TextAlignment", "NSTextAlignment", "UITextAlignment"]
    /// ```
    public static var defaultTypePrefixes: [String] { derivedTypePrefixes(for: Self.self) }

    /// The type's table of `names` (in declaration order), ``aliases`` and ``typePrefixes``, built
    /// the first time it is asked for.
    static func nameTable(names: () -> [(String, Self)]) -> NameTable<Self> {
        NameTableCache.shared.table(for: Self.self) {
            NameTable(names: names(), aliases: aliases, typePrefixes: typePrefixes)
        }
    }
}
