/// A layer of name–value pairs without structure: the process environment, a `.env` file, or the
/// command line. Names are stored in canonical form (`APP_DATABASE_HOST` with prefix `APP` becomes
/// `database_host`); ``FlatNameNode`` arranges them by words for the decoder.
struct FlatLayer: Sendable {
    /// One assignment of a name; an option given several times keeps every occurrence in order.
    struct Assignment: Sendable {
        var values: [String?]
        var sources: [ConfigSource]

        mutating func add(_ value: String?, _ source: ConfigSource) {
            values.append(value)
            sources.append(source)
        }

        /// The value that counts for a single property: the last one given.
        var last: (value: String?, source: ConfigSource)? {
            guard let source = sources.last, let value = values.last else { return nil }
            return (value, source)
        }
    }

    enum Kind: Sendable {
        case environment, dotEnvFile, commandLine
    }

    let kind: Kind
    /// The environment prefix stripped from names (`APP`), to spell suggestions the same way.
    let environmentPrefix: String
    let assignments: [String: Assignment]
    /// Whether names that no property reads are reported: always for files and the command line, for
    /// the environment only under a prefix (the rest of the environment belongs to others).
    let reportsUnknownNames: Bool
    /// How a canonical name was written, for reports (`APP_DATABASE_HOST`, `--database-host`).
    let spellings: [String: String]

    init(
        kind: Kind, environmentPrefix: String = "",
        entries: [(name: String, canonical: String, value: String?, source: ConfigSource)], reportsUnknownNames: Bool
    ) {
        self.kind = kind
        self.environmentPrefix = environmentPrefix
        self.reportsUnknownNames = reportsUnknownNames
        var assignments: [String: Assignment] = [:]
        var spellings: [String: String] = [:]
        for entry in entries where !entry.canonical.isEmpty {
            assignments[entry.canonical, default: Assignment(values: [], sources: [])].add(entry.value, entry.source)
            spellings[entry.canonical] = entry.name
        }
        self.assignments = assignments
        self.spellings = spellings
    }
}
