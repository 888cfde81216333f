/// A configuration type whose values are checked after decoding: constraints beside its
/// properties, and any check across properties in ``validate()``.
///
/// Every broken constraint and every ``ConfigViolation`` that `validate()` throws joins the load's
/// one ``ConfigError``, with the source of the offending value (file:line:column, variable or
/// option) as other problems have it; values of a ``Secret`` or from a secret source are redacted.
///
/// ``ConfigSchema()`` writes ``propertyConstraints`` from the ``Constraint(_:)`` attributes; a type
/// may write it by hand, or conform for `validate()` alone:
///
/// ```swift
/// @AutoCodable @ConfigSchema struct Ports: ValidatedConfig {
///     @Constraint(.range(1...65535)) var low = 8000
///     @Constraint(.range(1...65535)) var high = 8999
///
///     func validate() throws {
///         if low > high { throw ConfigViolation(key: "low", "must not be above high (\(high))") }
///     }
/// }
/// ```
///
/// `validate()` runs only when the type's own values decoded and followed their constraints, so
/// it never sees a stand-in for a value that was already reported.
public protocol ValidatedConfig {
    /// The constraints declared beside the properties, in declaration order.
    static var propertyConstraints: [ConfigPropertyConstraints<Self>] { get }

    /// Checks the decoded value as a whole; throws a ``ConfigViolation`` or ``ConfigViolations``
    /// (any other error becomes a problem of the whole value, with its description).
    func validate() throws
}

extension ValidatedConfig {
    /// No constraints beside the properties.
    public static var propertyConstraints: [ConfigPropertyConstraints<Self>] { [] }

    /// No check across properties.
    public func validate() throws {}
}
