import Foundation
import TypedConfig

/// Reads ``PhoneNumbersSettings`` for an environment with TypedConfig's layers: `config.yaml`, then
/// `config.<environment>.yaml`, then `PHONENUMBERS_…` environment variables, then options.
///
/// The environment is `--environment <name>`, else `PHONENUMBERS_ENV`, else `development`; it must
/// have a `config.<name>.*` file. The options are those ``PhoneNumbersCommand`` read
/// (`--theme midnight`, `--clock-interval 5s`, `--no-clock-enabled`), which TypedConfig takes as its
/// command-line layer.
///
/// ```swift
/// let loader = SettingsLoader(configDirectory: try BundledResources.locate().configDirectory)
/// let (command, options) = try PhoneNumbersCommand.parse(
///     commandLine: ["PhoneNumbers", "--environment", "production", "--clock-format", "HH:mm"])
/// let loaded = try await loader.load(
///     environmentOption: command.environment, options: options,
///     environment: ["PHONENUMBERS_THEME": "daylight"])
/// loaded.environment          // "production"
/// loaded.settings.theme       // .daylight: the variable overrides the production file
/// ```
///
/// Throws ``SettingsError`` for an unusable environment, and TypedConfig's `ConfigError` (naming
/// the file and line, variable or option, and the key) for a value that does not convert. `.env`
/// files are not read: the configuration folder is inside the app's bundle, not a place for them.
struct SettingsLoader: Sendable {
    /// The folder of `config.yaml` and `config.<environment>.yaml`.
    var configDirectory: URL

    /// Names the environment when no option does.
    static let environmentVariable = "PHONENUMBERS_ENV"
    /// Names the environment; ``PhoneNumbersCommand`` reads it.
    static let environmentOption = "--environment"
    /// Variables that set settings start with this and `_`: `PHONENUMBERS_CLOCK_FORMAT`.
    static let variablePrefix = "PHONENUMBERS"
    static let defaultEnvironment = "development"
    /// How TypedConfig reads the settings: variables under the prefix, no `.env` files; warnings
    /// are returned in ``LoadedSettings`` rather than printed.
    static let loaderOptions = ConfigLoader.Options(
        environmentPrefix: variablePrefix, environmentNameVariables: [environmentVariable],
        readsDotEnvFiles: false, warningHandler: { _ in })

    /// The settings' keys, with their variables and options, as `--help` lists them at `columns` wide.
    ///
    /// ```swift
    /// print(SettingsLoader.settingsHelp(columns: 80))   // SETTINGS: theme: Theme = daylight …
    /// ```
    static func settingsHelp(columns: Int) -> String {
        ConfigDescription(PhoneNumbersSettings.self, options: loaderOptions).helpText(width: columns, title: "SETTINGS")
    }

    /// Loads the settings: `environmentOption` is the value of `--environment` (nil when not
    /// given), `options` the settings' options as ``PhoneNumbersCommand/parse(commandLine:)`` read
    /// them, and `environment` the variables (the process's, or a test's).
    func load(
        environmentOption: String?, options: [ConfigLoader.ParsedOption], environment: [String: String]
    ) async throws -> LoadedSettings {
        let (chosen, source) = Self.environmentChoice(option: environmentOption, environment: environment)
        let known = knownEnvironments()
        if !known.isEmpty, !known.contains(chosen) {
            throw SettingsError.unknownEnvironment(chosen, source: source, valid: known)
        }
        let loader = ConfigLoader(
            directory: configDirectory, environment: chosen, environmentVariables: environment,
            parsedOptions: options, options: Self.loaderOptions)
        let loaded = try await loader.loadWithProvenance(PhoneNumbersSettings.self)
        return LoadedSettings(settings: loaded.value, environment: loader.environment, warnings: loaded.warnings)
    }

    /// The environments with a file of their own, sorted: `config.production.yaml` gives "production".
    func knownEnvironments() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: configDirectory.path)) ?? []
        let environments = names.compactMap { name -> String? in
            let parts = name.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count == 3, parts[0] == "config", parts[1] != "default", !parts[1].isEmpty,
                ["yaml", "yml", "json", "plist"].contains(parts[2])
            else { return nil }
            return parts[1].lowercased()
        }
        return Array(Set(environments)).sorted()
    }

    /// The environment, lowercased, and what chose it (for messages): the option (even empty, which
    /// no environment is called), else the variable when not empty, else the default.
    static func environmentChoice(option: String?, environment: [String: String]) -> (name: String, source: String) {
        if let option { return (option.lowercased(), "option \(environmentOption)") }
        if let named = environment[environmentVariable], !named.isEmpty {
            return (named.lowercased(), "environment variable \(environmentVariable)")
        }
        return (defaultEnvironment, "the default environment")
    }
}

/// Settings, the environment they are for, and what TypedConfig warned about (an unknown option or
/// variable, say), for the app to show.
///
/// ```swift
/// for warning in loaded.warnings { print("warning:", warning) }
/// ```
struct LoadedSettings: Sendable {
    var settings: PhoneNumbersSettings
    /// "development" or "production".
    var environment: String
    var warnings: [ConfigProblem]
}
