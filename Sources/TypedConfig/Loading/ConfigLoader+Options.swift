import Foundation

extension ConfigLoader {
    /// How configuration files are chosen.
    public enum FileSelection: Hashable, Sendable {
        /// Every file found is a layer: `config.*` < `config.default.*` < `config.{profile}.*` for
        /// each profile in turn.
        case mergeAll
        /// Only the first file found counts, looking in the order `config.{profile}.*` (the last
        /// profile first), `config.default.*`, `config.*`: how CRUConfig chose its one file.
        case firstFound
    }

    /// Everything about a load that is not the directory and the environment.
    ///
    /// ```swift
    /// var options = ConfigLoader.Options()
    /// options.environmentPrefix = "APP"      // APP_DATABASE_HOST sets database.host
    /// options.strict = true                  // unknown keys are errors
    /// let loader = ConfigLoader(directory: configDirectory, options: options)
    /// ```
    public struct Options: Sendable {
        /// Only environment variables that start with this and `_` are read, and the rest of the name
        /// is the key path (`APP_DATABASE_HOST` → `database.host`). Without a prefix every variable
        /// is a candidate and none is reported as unknown; with one, unknown `APP_…` names are.
        public var environmentPrefix: String?
        /// Unknown keys, variables and options are errors instead of warnings.
        public var strict: Bool
        /// Merge every configuration file found, or use only the first.
        public var fileSelection: FileSelection
        /// The environment variables that name the environment when none is given, first found wins.
        public var environmentNameVariables: [String]
        /// The name configuration files start with.
        public var fileBaseName: String
        /// Whether `.env` and `.env.{environment}` in the directory are read.
        public var readsDotEnvFiles: Bool
        /// Whether a `.env` line that cannot be read fails the load (the default) or is skipped
        /// with a warning, as python-dotenv does.
        public var dotEnvBadLines: DotEnvBadLines = .fail
        /// Receives the warnings of a load that succeeds; by default they are written to standard error.
        public var warningHandler: @Sendable (ConfigProblem) -> Void

        /// The defaults: no environment prefix, warnings for unknown keys, every file merged.
        public init(
            environmentPrefix: String? = nil, strict: Bool = false, fileSelection: FileSelection = .mergeAll,
            environmentNameVariables: [String] = ["LOOM_ENV", "APP_ENV"], fileBaseName: String = "config",
            readsDotEnvFiles: Bool = true,
            warningHandler: @escaping @Sendable (ConfigProblem) -> Void = Options.writeToStandardError
        ) {
            self.environmentPrefix = environmentPrefix
            self.strict = strict
            self.fileSelection = fileSelection
            self.environmentNameVariables = environmentNameVariables
            self.fileBaseName = fileBaseName
            self.readsDotEnvFiles = readsDotEnvFiles
            self.warningHandler = warningHandler
        }

        /// How a key, variable or option that nothing reads is reported.
        var unknownKeySeverity: ConfigProblem.Severity { strict ? .error : .warning }

        /// The default warning handler.
        @Sendable public static func writeToStandardError(_ problem: ConfigProblem) {
            FileHandle.standardError.write(Data((problem.description + "\n").utf8))
        }
    }
}
