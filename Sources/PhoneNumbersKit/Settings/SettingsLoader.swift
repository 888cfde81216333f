import Foundation
import TypedConfig

/// Reads ``PhoneNumbersSettings`` for an environment with TypedConfig's layers: `config.yaml`, then
/// `config.<environment>.yaml`, then `PHONENUMBERS_…` environment variables, then options.
///
/// The environment is `--environment <name>` (or `--environment=<name>`), else `PHONENUMBERS_ENV`,
/// else `development`; it must have a `config.<name>.*` file. The program's other options are
/// TypedConfig's: `--theme midnight`, `--clock-interval 5s`, `--no-clock-enabled`.
///
/// ```swift
/// let loader = SettingsLoader(configDirectory: try BundledResources.locate().configDirectory)
/// let loaded = try await loader.load(
///     arguments: ["PhoneNumbers", "--environment", "production", "--clock-format", "HH:mm"],
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
    /// Names the environment; taken out of the arguments before TypedConfig reads them as settings.
    static let environmentOption = "--environment"
    /// Variables that set settings start with this and `_`: `PHONENUMBERS_CLOCK_FORMAT`.
    static let variablePrefix = "PHONENUMBERS"
    static let defaultEnvironment = "development"

    /// Loads the settings; `arguments` is the whole command line, program name first, as
    /// `CommandLine.arguments`, and `environment` the variables (the process's, or a test's).
    func load(arguments: [String], environment: [String: String]) async throws -> LoadedSettings {
        let (chosen, rest, source) = try Self.environmentChoice(arguments: arguments, environment: environment)
        let known = knownEnvironments()
        if !known.isEmpty, !known.contains(chosen) {
            throw SettingsError.unknownEnvironment(chosen, source: source, valid: known)
        }
        let options = ConfigLoader.Options(
            environmentPrefix: Self.variablePrefix, environmentNameVariables: [Self.environmentVariable],
            readsDotEnvFiles: false, warningHandler: { _ in })
        let loader = ConfigLoader(
            directory: configDirectory, environment: chosen, environmentVariables: environment, arguments: rest,
            options: options)
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

    /// The environment, lowercased, the arguments without `--environment` and its value, and what
    /// chose the environment (for messages).
    static func environmentChoice(
        arguments: [String], environment: [String: String]
    ) throws(SettingsError) -> (name: String, arguments: [String], source: String) {
        var rest = Array(arguments.prefix(1))
        var chosen: String?
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == environmentOption {
                guard index < arguments.count, !arguments[index].hasPrefix("--"), !arguments[index].isEmpty else {
                    throw .missingEnvironmentName(option: environmentOption)
                }
                chosen = arguments[index]
                index += 1
            } else if argument.hasPrefix(environmentOption + "=") {
                let value = String(argument.dropFirst(environmentOption.count + 1))
                guard !value.isEmpty else { throw .missingEnvironmentName(option: environmentOption) }
                chosen = value
            } else {
                rest.append(argument)
            }
        }
        if let chosen { return (chosen.lowercased(), rest, "option \(environmentOption)") }
        if let named = environment[environmentVariable], !named.isEmpty {
            return (named.lowercased(), rest, "environment variable \(environmentVariable)")
        }
        return (defaultEnvironment, rest, "the default environment")
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
