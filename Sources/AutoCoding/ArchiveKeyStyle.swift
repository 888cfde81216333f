/// How `@AutoCodable(keys:)` spells the keys it takes from property names.
///
/// The property name is split into words where its case changes (`baseURL` is `base` and `URL`,
/// `URLPath` is `URL` and `Path`) and at `_`, and the words are written in the style. The macro
/// spells the keys when it expands, so they cost nothing when archiving. Keys given with
/// ``ArchiveKey(_:)`` and ``LegacyKeys(_:)`` are used as written.
///
/// ```swift
/// @AutoCodable(keys: .snakeCase) struct Account {
///     var userID = 0                          // "user_id"
///     var displayName = ""                    // "display_name"
///     @ArchiveKey("e-mail") var email = ""    // "e-mail": an explicit key wins
/// }
/// ```
public enum ArchiveKeyStyle: Sendable {
    /// `baseURL` → `base_url`
    case snakeCase
    /// `baseURL` → `base-url`
    case kebabCase
    /// `baseURL` → `BASE_URL`
    case screamingSnakeCase
    /// `baseURL` → `BaseURL`: each word starts with a capital, and the rest is as written.
    case pascalCase
}
