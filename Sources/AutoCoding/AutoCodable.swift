import Foundation
import KeyCoding

/// A type that `@AutoCodable` archives: `Codable` with defaults for missing keys, renamed and legacy
/// keys, subclasses, and key-value coding.
///
/// Conform through the ``AutoCodable()`` macro rather than by hand; it writes `init(from:)`,
/// `encode(to:)` and ``mergeArchivedValues(from:)`` from the stored properties.
///
/// ```swift
/// @AutoCodable final class Note {
///     var title = "Untitled"
/// }
/// try Note().write(to: url)
/// let note = try Note.load(contentsOf: url)
/// ```
public protocol AutoCodable: KeyCodable, Codable {
    /// Sets every archived property whose key `decoder` holds, leaving the others as they are.
    ///
    /// ``AutoCodable/merge(from:limits:)-8mibh`` and ``AutoCodable/merge(contentsOf:limits:)-7eil9`` call this;
    /// `let` properties keep their values.
    mutating func mergeArchivedValues(from decoder: any Decoder) throws
}

/// Makes a struct, class or enum ``AutoCodable`` and `KeyCodable`.
///
/// Every stored property is archived under its name, except `static` and `lazy` ones and those marked
/// ``NotArchived()``; computed properties never are. A property's initial value is its default when
/// the archive lacks its key; a property without one must be in the archive (optionals are `nil`).
/// Decoding assigns the properties directly: it does not call the type's other initializers.
///
/// ```swift
/// @AutoCodable class Note {
///     var title = "Untitled"                                  // used when the key is missing
///     @ArchiveKey("body_text") @LegacyKeys("text") var body = ""
///     @NotArchived var cachedHeight = 0.0
/// }
/// @AutoCodable final class Checklist: Note {                  // archives Note's keys too
///     var items: [String] = []
/// }
/// ```
///
/// In a class hierarchy, mark every class `@AutoCodable`. A class gets `init()` back when it declares
/// no designated initializer and every stored property has an initial value. A `let` with an
/// initial value cannot be decoded and is rejected; declare it `private(set) var`.
///
/// On an enum, the macro archives the case and its associated values in Swift's synthesized form
/// (``ArchiveEnumTagging/external``); ``AutoCodable(tagging:)`` chooses another form.
@attached(
    member, conformances: KeyCodable, AutoCodable,
    names: named(keyedProperties), named(value(forKey:)), named(keyedValue(forKey:)),
    named(setValue(_:forKey:)), named(setValue(from:forKey:)), named(AutoCodingKeys), named(init(from:)),
    named(init), named(encode(to:)), named(mergeArchivedValues(from:)), arbitrary)
@attached(
    extension, conformances: KeyCodable, AutoCodable,
    names: named(init(from:)), named(encode(to:)), named(mergeArchivedValues(from:)))
public macro AutoCodable() = #externalMacro(module: "LoomMacros", type: "AutoCodableMacro")

/// Makes a struct or class ``AutoCodable``, archiving each property whose key is not given with
/// ``ArchiveKey(_:)`` under its name spelled in `keys`; see ``AutoCodable()``.
///
/// ```swift
/// @AutoCodable(keys: .snakeCase) struct Account {
///     var userID = 0                                    // "user_id"
///     @ArchiveKey("mail") @LegacyKeys("e_mail") var email = ""   // "mail", else "e_mail", as written
/// }
/// ```
@attached(
    member, conformances: KeyCodable, AutoCodable,
    names: named(keyedProperties), named(value(forKey:)), named(keyedValue(forKey:)),
    named(setValue(_:forKey:)), named(setValue(from:forKey:)), named(AutoCodingKeys), named(init(from:)),
    named(init), named(encode(to:)), named(mergeArchivedValues(from:)), arbitrary)
@attached(
    extension, conformances: KeyCodable, AutoCodable,
    names: named(init(from:)), named(encode(to:)), named(mergeArchivedValues(from:)))
public macro AutoCodable(keys: ArchiveKeyStyle) = #externalMacro(module: "LoomMacros", type: "AutoCodableMacro")

/// Archives a property under `key` instead of its name.
///
/// Dots in `key` lead into nested dictionaries, which writing creates: `"meta.created_at"` is the
/// key `created_at` of the dictionary at `meta`. A dot that belongs to a key is written `\.` (`"\\."` in
/// a literal, `#"\."#` in a raw one), and a backslash `\\`. A nested dictionary that is missing or
/// `null` leaves the property at its initial value.
///
/// ```swift
/// @AutoCodable struct Note {
///     @ArchiveKey("body_text") var body = ""
///     @ArchiveKey("meta.created_at") var created = ""     // {"meta": {"created_at": …}}
///     @ArchiveKey(#"version\.major"#) var major = 0       // {"version.major": …}
/// }
/// ```
@attached(peer)
public macro ArchiveKey(_ key: String) = #externalMacro(module: "LoomMacros", type: "PropertyMarkerMacro")

/// Reads a property from older keys when its own key is missing; the first present one wins.
///
/// ```swift
/// @AutoCodable struct Note {
///     @LegacyKeys("text", "content") var body = ""   // reads "body", else "text", else "content"
/// }
/// ```
@attached(peer)
public macro LegacyKeys(_ keys: String...) = #externalMacro(module: "LoomMacros", type: "PropertyMarkerMacro")

/// Leaves a stored property out of the archive; it keeps its initial value when decoded.
///
/// ```swift
/// @AutoCodable final class Note {
///     @NotArchived var cachedHeight = 0.0
/// }
/// ```
@attached(peer)
public macro NotArchived() = #externalMacro(module: "LoomMacros", type: "PropertyMarkerMacro")
