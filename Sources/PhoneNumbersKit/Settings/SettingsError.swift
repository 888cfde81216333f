/// A problem choosing the environment, before TypedConfig reads any file; problems in the files,
/// variables and options themselves are TypedConfig's `ConfigError`.
///
/// ```swift
/// // PhoneNumbers --environment prod
/// // option --environment: unknown environment "prod"; expected development or production
/// ```
enum SettingsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No `config.<name>.*` file exists for the environment; `source` names the option or variable.
    case unknownEnvironment(String, source: String, valid: [String])

    var description: String {
        switch self {
        case .unknownEnvironment(let name, let source, let valid):
            "\(source): unknown environment \"\(name)\"; expected "
                + (valid.isEmpty ? "a config.<environment>.yaml file for it" : Self.list(valid))
        }
    }

    private static func list(_ names: [String]) -> String {
        guard names.count > 1, let last = names.last else { return names.joined() }
        return names.dropLast().joined(separator: ", ") + " or " + last
    }
}
