import KeyCoding

/// A type with its own string setters for some keys: the original's `set<Key>WithString:` methods.
///
/// `setValue(fromString:forKeyPath:)` asks this first, before it looks at the
/// property's type, so a custom setter wins over type detection. Use it for a property whose
/// declared type cannot say how to read a string (`Any?`, an image name, a selector), or for a
/// virtual key that exists only as a string setter.
///
/// ```swift
/// @Keyed final class Layer: CustomStringSettable {
///     var contents: Any? = nil
///
///     func setValue(fromString string: String, forCustomKey key: String) throws -> Bool {
///         guard key == "contents" else { return false }   // let the type decide
///         contents = try URL(parsing: string)
///         return true
///     }
/// }
/// ```
public protocol CustomStringSettable: KeyCodable {
    /// Sets `key` from `string` and returns true, or returns false to fall back to the property's
    /// type. In a class hierarchy, declare it in the root class so that subclasses can override it.
    mutating func setValue(fromString string: String, forCustomKey key: String) throws -> Bool
}
