/// Makes a configuration type a ``ValidatedConfig`` whose ``ValidatedConfig/propertyConstraints``
/// are the ``Constraint(_:)`` attributes beside its properties, and a ``DescribedConfig`` whose
/// ``DescribedConfig/propertyDescriptions`` give each stored property's doc comment (its first
/// paragraph) to ``ConfigDescription``'s help text and JSON Schema.
///
/// It works beside `@AutoCodable` (which keeps defaults) or a plain `Decodable` conformance; it
/// reads `@ArchiveKey` and a `CodingKeys` enum's raw values for each property's key. Write
/// ``ValidatedConfig/validate()`` in the type for checks across properties.
///
/// ```swift
/// @AutoCodable @ConfigSchema struct Server {
///     @Constraint(.range(1...65535)) var port = 8080
///     @Constraint(.nonEmpty) var host = "localhost"
/// }
/// ```
@attached(
    extension, conformances: ValidatedConfig, DescribedConfig, names: named(propertyConstraints),
    named(propertyDescriptions))
public macro ConfigSchema() = #externalMacro(module: "LoomMacros", type: "ConfigSchemaMacro")

/// Constraints on the property it is attached to, checked after decoding by a type marked
/// ``ConfigSchema()``: ranges, non-empty, a pattern, one of a set, or a custom check
/// (``ConfigConstraint``).
///
/// ```swift
/// @Constraint(.range(1...65535)) var port = 8080
/// @Constraint(.nonEmpty, .pattern("[a-z][a-z0-9.-]*")) var host = "localhost"
/// @Constraint(.check("an even number") { $0 % 2 == 0 }) var workers = 4
/// ```
///
/// The constraints are type-checked twice: here, where the property's type is not known (a
/// literal's type stands in, so write a closure's parameter type when nothing else shows it:
/// `.check("an absolute path") { (path: String) in path.hasPrefix("/") }`), and in the code
/// ``ConfigSchema()`` writes, against the property's real type.
@attached(peer)
public macro Constraint<Value>(_ constraints: ConfigConstraint<Value>...) =
    #externalMacro(module: "LoomMacros", type: "ConstraintMacro")
