/// A configuration value that must not leak: an API key, a password, a token.
///
/// Its description, debug description and mirror (what `print`, string interpolation, `dump` and
/// debuggers show) say `<redacted>`, and configuration errors about it never repeat the value.
/// Read it on purpose through ``value``.
///
/// ```swift
/// struct AppConfig: Decodable { var apiKey: Secret<String> }
/// let config = try await ConfigLoader(directory: configDirectory).load(AppConfig.self)
/// print(config.apiKey)                  // <redacted>
/// request.setValue(config.apiKey.value, forHTTPHeaderField: "X-API-Key")
/// ```
///
/// Encoding writes the value itself, so a configuration archived and read back keeps its secrets;
/// do not encode configurations into logs.
public struct Secret<Value> {
    /// The secret itself.
    public var value: Value

    /// Wraps a value so that it is never printed.
    public init(_ value: Value) {
        self.value = value
    }
}

extension Secret: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String { "<redacted>" }
    public var debugDescription: String { "Secret(<redacted>)" }
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}

extension Secret: Equatable where Value: Equatable {}
extension Secret: Hashable where Value: Hashable {}
extension Secret: Sendable where Value: Sendable {}

extension Secret: Decodable where Value: Decodable {
    public init(from decoder: any Decoder) throws {
        value = try Value(from: decoder)
    }
}

extension Secret: Encodable where Value: Encodable {
    public func encode(to encoder: any Encoder) throws {
        try value.encode(to: encoder)
    }
}

/// Lets the decoder recognise any `Secret<…>` without knowing its value type, to redact it in errors.
protocol SecretValue {}
extension Secret: SecretValue {}
