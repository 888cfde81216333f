/// A loaded configuration with where each value came from and what was warned about.
///
/// ```swift
/// let loaded = try await loader.loadWithProvenance(AppConfig.self)
/// loaded.provenance.source(of: "database.port")   // environment variable APP_DATABASE_PORT
/// ```
public struct LoadedConfig<Value> {
    /// The configuration.
    public var value: Value
    /// Where each value came from.
    public var provenance: ConfigProvenance
    /// Problems that did not stop the load: unknown keys, options given twice.
    public var warnings: [ConfigProblem]
}

extension LoadedConfig: Sendable where Value: Sendable {}

/// For any loaded key path, the layer that supplied it.
///
/// Key paths are written as in problems: `database.port`, `mirrors[1].url`. A key path that no
/// layer supplied kept the type's default and has no source.
public struct ConfigProvenance: Sendable {
    private let sources: [String: ConfigSource]

    init(_ recorded: [(path: ConfigPath, source: ConfigSource)]) {
        sources = Dictionary(recorded.map { ($0.path.keyPathText, $0.source) }, uniquingKeysWith: { _, last in last })
    }

    /// Where the value at `keyPath` came from, or nil when it is the type's default.
    ///
    /// ```swift
    /// loaded.provenance.source(of: "mirrors[0].url")   // Config/config.yaml:7:10
    /// ```
    public func source(of keyPath: String) -> ConfigSource? {
        sources[keyPath]
    }

    /// Every key path that some layer supplied, sorted.
    public var keyPaths: [String] {
        sources.keys.sorted()
    }
}
