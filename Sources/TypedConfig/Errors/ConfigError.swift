import DocumentReading

/// Everything wrong with a configuration, found in one pass.
///
/// Loading does not stop at the first problem: every malformed file, unusable value, missing
/// required value and (in strict mode) unknown key is listed, each with its key path and source.
///
/// ```swift
/// do {
///     let config = try await loader.load(AppConfig.self)
/// } catch {
///     print(error)
///     // 2 problems in the configuration:
///     //   Config/config.yaml:4:9: 'database.port': expected Int, given "fifty": …
///     //   environment variable APP_TIMEOUT: 'timeout': expected Duration, given "soon": …
/// }
/// ```
public struct ConfigError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The problems, in the order they were found: files first, then values by key path.
    public var problems: [ConfigProblem]

    /// Wraps the problems that stopped a load.
    public init(problems: [ConfigProblem]) {
        self.problems = problems
    }

    public var description: String {
        let warnings = problems.count { $0.severity == .warning }
        var counts = [ProblemReport.counted(problems.count - warnings, "problem")]
        if warnings > 0 { counts.append(ProblemReport.counted(warnings, "warning")) }
        return ProblemReport.list(
            counts.joined(separator: " and ") + " in the configuration:", problems.map(\.description))
    }
}
