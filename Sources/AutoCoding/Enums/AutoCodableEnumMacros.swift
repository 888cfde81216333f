/// Makes an enum ``AutoCodable``, its case written as `tagging` says; see ``ArchiveEnumTagging``.
///
/// Each case is archived under its name (or ``ArchiveKey(_:)``'s), each associated value under its
/// label, and an unlabelled one under `_0`, `_1`, … by position. A name that is no case is an
/// ``ArchiveError/invalidValue(keyPath:reason:)`` that names it and the valid cases, unless a case
/// is marked ``FallbackCase()``. Merging an enum replaces it, as a case cannot be partly updated;
/// its `KeyCodable` conformance has no keys.
///
/// ```swift
/// @AutoCodable(tagging: .internal(tag: "type")) enum Shape {
///     case circle(radius: Double)                       // {"type": "circle", "radius": 1}
///     @ArchiveKey("rect") case rectangle(width: Double, height: Double)
///     case empty                                        // {"type": "empty"}
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
public macro AutoCodable(tagging: ArchiveEnumTagging) =
    #externalMacro(module: "LoomMacros", type: "AutoCodableMacro")

/// Makes an enum ``AutoCodable`` with `tagging`, its case names and labels spelled in `keys`; see
/// ``AutoCodable(tagging:)``.
///
/// ```swift
/// @AutoCodable(keys: .snakeCase, tagging: .adjacent(tag: "kind", content: "data")) enum Event {
///     case userJoined(userID: Int)       // {"kind": "user_joined", "data": {"user_id": 7}}
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
public macro AutoCodable(keys: ArchiveKeyStyle, tagging: ArchiveEnumTagging) =
    #externalMacro(module: "LoomMacros", type: "AutoCodableMacro")

/// Marks the case of an `@AutoCodable` enum that an archived case this version does not know is
/// read as, instead of failing; the case has no associated values.
///
/// The unknown case's values are not read. When the caller collects recoveries, each use is an
/// ``ArchiveRecovery`` with the unknown name, where it was, and the valid names. Writing the
/// fallback case writes its own name.
///
/// ```swift
/// @AutoCodable(tagging: .internal(tag: "type")) enum Attachment {
///     case image(url: String)
///     @FallbackCase case unsupported      // {"type": "video", …} reads as .unsupported
/// }
/// ```
@attached(peer)
public macro FallbackCase() = #externalMacro(module: "LoomMacros", type: "PropertyMarkerMacro")
