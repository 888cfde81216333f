/// One key a configuration type reads, as ``ConfigDescription`` lists it: where it is written in a
/// file, the environment and on the command line, its type, default and what it is for.
///
/// ```swift
/// let port = loader.describe(ServerConfig.self).keys.first { $0.keyPath == "port" }
/// port?.environmentVariable   // "APP_PORT"
/// port?.options               // ["--port"]
/// port?.defaultValue          // "8080"
/// ```
public struct ConfigKeyDescription: Hashable, Sendable {
    /// The key path in a file: `database.host`; `mirrors[n].url` for a field of each list element,
    /// `labels.<name>` for each value of a dictionary.
    public var keyPath: String
    /// The Swift type, without `Optional` and `Secret` (``isOptional``, ``isSecret`` say those):
    /// `Int`, `Duration`, `[String]`.
    public var typeName: String
    /// The first paragraph of the property's doc comment (``DescribedConfig``), or nil.
    public var summary: String?
    /// The type's default, as a file or variable would write it (`8080`, `30s`, `[]`); nil when
    /// there is none, and always for a secret.
    public var defaultValue: String?
    /// Whether a load without a value for the key fails.
    public var isRequired: Bool
    /// Whether the type is optional: no value leaves it nil.
    public var isOptional: Bool
    /// Whether the value is a ``Secret`` (or inside one): never shown.
    public var isSecret: Bool
    /// The environment variable that sets it (`APP_DATABASE_HOST`); `<n>` and `<NAME>` stand for a
    /// list index and a dictionary key.
    public var environmentVariable: String
    /// The command-line options that set it: `--database-host`; a `Bool` has `--name` and `--no-name`.
    public var options: [String]
    /// The values an enum reads (its cases), or nil for other types.
    public var allowedValues: [String]?
    /// What the property's constraints allow (``ConfigPropertyConstraints/expectations``).
    public var constraints: [String]
}
