import Foundation

/// Finds the configuration for an environment, merges its layers and decodes it into a type.
///
/// Layers, lowest to highest: the type's own defaults, `config.*`, `config.default.*`,
/// `config.{environment}.*` (each `.json`, `.yaml`, `.yml`, `.plist` or `.toml`), `.env`,
/// `.env.{environment}`, the process environment, and command-line options. Missing files are
/// fine; a file that cannot be read is an error that names it. Any swift-configuration provider,
/// or a directory of secret files, can be added between them with ``addingLayer(_:above:)``.
///
/// ```swift
/// struct AppConfig: Decodable {
///     var baseURL: URL
///     var apiKey: Secret<String>
///     var timeout: Duration
///     var database: Database
/// }
/// let loader = ConfigLoader(directory: URL(filePath: "Config"), environment: "staging")
/// let config = try await loader.load(AppConfig.self)
/// ```
///
/// Keys match property names exactly, or in any case convention (`base_url`, `base-url`,
/// `BASE_URL` all set `baseURL`) where no property is spelled exactly like the key; every string converts through StringCoding, so `"30s"` is a
/// `Duration` and `"#ff8800"` a `Color`. Every problem is reported at once in a ``ConfigError``.
public struct ConfigLoader: Sendable {
    /// The directory holding the configuration files and `.env` files.
    public let directory: URL
    /// The environment, lowercased: given, else from the first of
    /// ``Options/environmentNameVariables`` that is set (`LOOM_ENV`, `APP_ENV`), else `development`.
    /// It may name several profiles, separated by commas (`"production,eu"`): see ``profiles``.
    public let environment: String
    /// The environment variables read (the process's by default).
    public let environmentVariables: [String: String]
    /// The command line, program name first (the process's by default); empty for a loader given
    /// ``parsedOptions`` instead.
    public let arguments: [String]
    /// The command-line options an argument parser read, when the loader was given those instead of
    /// ``arguments``: then they are the command-line layer and no argument is read.
    public let parsedOptions: [ParsedOption]?
    /// The prefix, strictness, file selection and warning handler of each load.
    public var options: Options
    /// Layers added with ``addingLayer(_:above:)``, in the order added.
    var addedLayers: [AddedLayer] = []

    /// Prepares to load the configuration in `directory`; nothing is read until ``load(_:)``.
    ///
    /// ```swift
    /// let loader = ConfigLoader(
    ///     directory: URL(filePath: "Config"),
    ///     environmentVariables: ["APP_ENV": "production", "APP_DATABASE_HOST": "db.internal"],
    ///     arguments: ["server", "--port", "8443"],
    ///     options: ConfigLoader.Options(environmentPrefix: "APP"))
    /// ```
    public init(
        directory: URL, environment: String? = nil,
        environmentVariables: [String: String] = ProcessInfo.processInfo.environment,
        arguments: [String] = CommandLine.arguments, options: Options = Options()
    ) {
        self.init(
            directory: directory, environment: environment, environmentVariables: environmentVariables,
            commandLine: (arguments, nil), options: options)
    }

    /// Prepares to load the configuration in `directory` with command-line options that an
    /// argument parser has already read (see ``ParsedOption``) instead of the arguments.
    ///
    /// ```swift
    /// // server --port 8443, as swift-argument-parser read it
    /// let loader = ConfigLoader(
    ///     directory: URL(filePath: "Config"),
    ///     parsedOptions: [ConfigLoader.ParsedOption(flag: "--port", value: "8443", argumentIndex: 1)])
    /// ```
    public init(
        directory: URL, environment: String? = nil,
        environmentVariables: [String: String] = ProcessInfo.processInfo.environment,
        parsedOptions: [ParsedOption], options: Options = Options()
    ) {
        self.init(
            directory: directory, environment: environment, environmentVariables: environmentVariables,
            commandLine: ([], parsedOptions), options: options)
    }

    private init(
        directory: URL, environment: String?, environmentVariables: [String: String],
        commandLine: (arguments: [String], parsedOptions: [ParsedOption]?), options: Options
    ) {
        self.directory = directory
        self.environmentVariables = environmentVariables
        self.arguments = commandLine.arguments
        self.parsedOptions = commandLine.parsedOptions
        self.options = options
        let named = options.environmentNameVariables.lazy.compactMap { environmentVariables[$0] }.first { !$0.isEmpty }
        self.environment = (environment ?? named ?? "development").lowercased()
    }

    /// Loads and decodes the configuration; warnings go to ``Options/warningHandler``.
    ///
    /// ```swift
    /// let config = try await loader.load(AppConfig.self)
    /// ```
    public func load<T: Decodable>(_ type: T.Type) async throws(ConfigError) -> T {
        try await load(type, recordingProvenance: false).value
    }

    /// Loads and decodes the configuration, and tells where each value came from.
    ///
    /// ```swift
    /// let loaded = try await loader.loadWithProvenance(AppConfig.self)
    /// print(loaded.provenance.source(of: "database.host") ?? "default")
    /// ```
    public func loadWithProvenance<T: Decodable>(_ type: T.Type) async throws(ConfigError) -> LoadedConfig<T> {
        try await load(type, recordingProvenance: true)
    }

    private func load<T: Decodable>(
        _ type: T.Type, recordingProvenance: Bool
    ) async throws(ConfigError)
        -> LoadedConfig<T>
    {
        let files = await readFiles()
        let loaded = try decode(T.self, files: files, recordingProvenance: recordingProvenance)
        for warning in loaded.warnings { options.warningHandler(warning) }
        return loaded
    }

    /// Merges the files with the `.env` files, environment and command line and decodes `T`.
    /// Without `recordingProvenance` the result's provenance is empty: remembering where each value
    /// came from costs a share of a load that `load(_:)` does not need.
    func decode<T: Decodable>(
        _ type: T.Type, files: ConfigFiles, recordingProvenance: Bool = true
    ) throws(ConfigError)
        -> LoadedConfig<T>
    {
        var problems = files.problems
        problems.insert(contentsOf: profileProblems, at: 0)
        let flat = flatLayers()
        problems += flat.problems
        let layers =
            files.contents.map(DecodingLayer.file) + stackingAddedLayers(onto: flat.layers).map(DecodingLayer.flat)
        let session = DecodingSession(layers: layers, strict: options.strict, recordsProvenance: recordingProvenance)
        let value: T?
        do {
            value = try session.decodeStructured(T.self, at: session.rootCursor, leaf: nil)
        } catch {
            value = nil
        }
        if session.violationsNeedSources {
            // A broken constraint is placed by the source of its value, which only a decode that
            // records provenance knows; decoding again costs only a load that fails anyway.
            return try decode(T.self, files: files, recordingProvenance: true)
        }
        session.reportUnused()
        // A value missing because its file is broken is not a second problem.
        let brokenFile = files.problems.contains { $0.kind == .malformedFile }
        problems += session.problems.filter { !(brokenFile && $0.kind == .missingValue) }
        guard let value, !problems.contains(where: { $0.severity == .error }) else {
            throw ConfigError(problems: problems)
        }
        return LoadedConfig(value: value, provenance: ConfigProvenance(session.sources), warnings: problems)
    }
}
