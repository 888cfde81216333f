/// Where an `@AutoCodable` enum's archive says which case it holds.
///
/// An associated value is archived under its label (an unlabelled one under `_0`, `_1`, … by its
/// position, as Swift's synthesized `Codable` does); `@AutoCodable(keys:)` spells case names and
/// labels in its style, and ``ArchiveKey(_:)`` on a case renames it.
///
/// ```swift
/// @AutoCodable(tagging: .internal(tag: "type")) enum Shape {
///     case circle(radius: Double)                 // {"type": "circle", "radius": 1}
///     case empty                                  // {"type": "empty"}
/// }
/// ```
public enum ArchiveEnumTagging: Sendable, Hashable {
    /// The case's name is the one key of a dictionary that holds its values:
    /// `{"circle": {"radius": 1}}`, and `{"empty": {}}` for a case without values. This is the form
    /// of Swift's synthesized `Codable`, so archives it wrote read back.
    case external
    /// The case's name is under `tag`, beside its values: `{"type": "circle", "radius": 1}`. A case
    /// with one unlabelled value has that value's keys beside the tag
    /// (`case circle(Circle)` is `{"type": "circle", "radius": 1}`), so the value must be archived as
    /// a dictionary.
    case `internal`(tag: String)
    /// The case's name is under `tag`, its values in a dictionary under `content`:
    /// `{"type": "circle", "value": {"radius": 1}}`. A case with one unlabelled value has the value
    /// itself under `content` (`{"type": "count", "value": 3}`), and a case without values has no
    /// `content`.
    case adjacent(tag: String, content: String)
}
