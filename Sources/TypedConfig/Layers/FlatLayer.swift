/// A layer of name–value pairs without structure: the process environment, a `.env` file, or the
/// command line. Names are stored in canonical form (`APP_DATABASE_HOST` with prefix `APP` becomes
/// `database_host`); ``FlatNameNode`` arranges them by words for the decoder.
struct FlatLayer: Sendable {
    /// The values given for one name; an option given several times keeps every occurrence in order.
    /// The last value, the one that counts for most properties, is kept inline: a name given once
    /// (nearly all) costs no array.
    struct Assignment: Sendable {
        /// The value that counts for a single property: the last one given.
        private(set) var last: (value: String?, source: ConfigSource)
        private var earlier: [(value: String?, source: ConfigSource)] = []

        init(_ value: String?, _ source: ConfigSource) {
            last = (value, source)
        }

        mutating func add(_ value: String?, _ source: ConfigSource) {
            earlier.append(last)
            last = (value, source)
        }

        var count: Int { earlier.count + 1 }
        var values: [String?] { earlier.map(\.value) + [last.value] }
        var sources: [ConfigSource] { earlier.map(\.source) + [last.source] }
        var firstSource: ConfigSource { earlier.first?.source ?? last.source }
    }

    /// One name and what was given for it.
    struct Name: Sendable {
        let canonical: String
        /// How it was written (the last time), for reports (`APP_DATABASE_HOST`, `--database-host`).
        var spelling: String
        var assignment: Assignment
    }

    enum Kind: Sendable {
        case environment, dotEnvFile, commandLine
        /// A layer added with ``ConfigLoader/addingLayer(_:above:)``, asked for each key as it is decoded.
        case added
    }

    let kind: Kind
    /// The environment prefix stripped from names (`APP`), to spell suggestions the same way.
    let environmentPrefix: String
    /// Every name, in the order first given; the decoder identifies a name by its position here.
    let names: [Name]
    /// Whether names that no property reads are reported: always for files and the command line, for
    /// the environment only under a prefix (the rest of the environment belongs to others).
    let reportsUnknownNames: Bool
    /// For an added layer, what answers for each key: it cannot list its keys up front.
    var lookup: AddedLayerLookup? = nil

    init(
        kind: Kind, environmentPrefix: String = "",
        entries: [(name: String, canonical: String, value: String?, source: ConfigSource)], reportsUnknownNames: Bool
    ) {
        self.kind = kind
        self.environmentPrefix = environmentPrefix
        self.reportsUnknownNames = reportsUnknownNames
        var names: [Name] = []
        names.reserveCapacity(entries.count)
        var positions: [String: Int] = [:]
        positions.reserveCapacity(entries.count)
        for entry in entries where !entry.canonical.isEmpty {
            if let given = positions[entry.canonical] {
                names[given].assignment.add(entry.value, entry.source)
                names[given].spelling = entry.name
            } else {
                positions[entry.canonical] = names.count
                names.append(
                    Name(
                        canonical: entry.canonical, spelling: entry.name,
                        assignment: Assignment(entry.value, entry.source)))
            }
        }
        self.names = names
    }
}
