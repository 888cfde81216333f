import DocumentReading

/// Where a configuration value was written.
///
/// Its description is what error reports and provenance print:
///
/// ```swift
/// ConfigSource.file(path: "Config/config.production.yaml", line: 3, column: 9).description
/// // "Config/config.production.yaml:3:9"
/// ConfigSource.environmentVariable("APP_DATABASE_PORT").description
/// // "environment variable APP_DATABASE_PORT"
/// ConfigSource.provider(name: "vault", key: "database.password", isSecret: true).description
/// // "provider vault, key database.password"
/// ```
public enum ConfigSource: Hashable, Sendable, CustomStringConvertible {
    /// A configuration file, with the line and column (1-based) when its format records them;
    /// property lists do not.
    case file(path: String, line: Int?, column: Int?)
    /// An assignment in a `.env` file.
    case dotEnvFile(path: String, variable: String, line: Int, column: Int)
    /// A variable of the process environment.
    case environmentVariable(String)
    /// A command-line option, as written, with its index among the arguments (the program name is 0).
    case commandLine(flag: String, argumentIndex: Int)
    /// A swift-configuration `ConfigProvider` added with ``ConfigLoader/addingLayer(_:above:)``: its
    /// `providerName`, the key as the provider spells it, and whether the provider marked the value secret.
    case provider(name: String, key: String, isSecret: Bool)
    /// A file of a secrets directory (``ConfigLoader/Layer/secretsDirectory(_:)``): one file per key.
    case secretFile(path: String)

    public var description: String {
        switch self {
        case .file(let path, let line, let column):
            ProblemReport.location(source: path, line: line, column: column) ?? path
        case .dotEnvFile(let path, let variable, let line, let column): "\(path):\(line):\(column) (\(variable))"
        case .environmentVariable(let name): "environment variable \(name)"
        case .commandLine(let flag, let index): "command-line option \(flag) (argument \(index))"
        case .provider(let name, let key, _): "provider \(name), key \(key)"
        case .secretFile(let path): "secret file \(path)"
        }
    }

    /// Whether values from here are never repeated in reports, whatever the property's type.
    var isSecret: Bool {
        switch self {
        case .provider(_, _, let isSecret): isSecret
        case .secretFile: true
        default: false
        }
    }

    /// Whether the value came from a configuration file (not `.env`, the environment or the command line).
    var isFile: Bool {
        if case .file = self { true } else { false }
    }
}
