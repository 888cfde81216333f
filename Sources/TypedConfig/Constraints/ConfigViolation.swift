/// What ``ValidatedConfig/validate()`` throws when a value is not acceptable: the key whose value is
/// at fault, and why, in words that say what would be valid.
///
/// ```swift
/// func validate() throws {
///     if low > high { throw ConfigViolation(key: "low", "must not be above high (\(high))") }
/// }
/// // Config/config.yaml:2:6: 'ports.low': must not be above high (8999)
/// ```
public struct ConfigViolation: Error, Hashable, Sendable, CustomStringConvertible {
    /// The key, relative to the validated type (`low`, `database.port`); nil for the value as a whole.
    public var key: String?
    /// What is wrong and what would be valid.
    public var message: String

    /// A violation of the value at `key` (nil: the whole value).
    public init(key: String? = nil, _ message: String) {
        self.key = key
        self.message = message
    }

    public var description: String {
        key.map { "'\($0)': \(message)" } ?? message
    }
}

/// Several ``ConfigViolation``s found by one ``ValidatedConfig/validate()``, all reported.
///
/// ```swift
/// func validate() throws {
///     var violations: [ConfigViolation] = []
///     if low > high { violations.append(ConfigViolation(key: "low", "must not be above high")) }
///     if replicas > 1 && host == "localhost" { violations.append(ConfigViolation(key: "host", "must be shared")) }
///     if !violations.isEmpty { throw ConfigViolations(violations) }
/// }
/// ```
public struct ConfigViolations: Error, Hashable, Sendable, CustomStringConvertible {
    /// The violations, in the order found.
    public var violations: [ConfigViolation]

    /// Several violations, reported together.
    public init(_ violations: [ConfigViolation]) {
        self.violations = violations
    }

    public var description: String {
        violations.map(\.description).joined(separator: "; ")
    }
}
