/// A ``KeyCodable`` object that records the key path written after it instead of reading it.
///
/// A key path walk hands every key to a recorder as written, `@` included: collection operators
/// such as `@each`, `@count` or `@distinctUnionOfObjects` are steps of the path it records, not
/// operators applied to it, and other `@key` steps keep their `@` rather than losing it as they
/// do on other objects. A recorder usually answers every key with a recorder one step longer and
/// acts when the last key is set.
///
/// ```swift
/// final class PathRecorder: KeyPathRecorder {
///     static var keyedProperties: KeyedProperties { KeyedProperties([]) }
///     let path: [String]
///     init(path: [String] = []) { self.path = path }
///     func value(forKey key: String) throws -> Any? { PathRecorder(path: path + [key]) }
///     func setValue(_ value: Any?, forKey key: String) throws { print(path + [key], value ?? "nil") }
/// }
/// try PathRecorder().value(forKeyPath: "selected.@each.name")   // records ["selected", "@each", "name"]
/// ```
public protocol KeyPathRecorder: KeyCodable {}
