import DocumentReading

/// One value of a configuration file, with where it was written.
///
/// Files are read into this tree whole, so that structs, arrays of structs and dictionaries can be
/// decoded, unknown keys found, and every value's line and column reported.
enum ConfigNode: Sendable {
    case mapping(ConfigMapping)
    case sequence([ConfigNode], at: TextPosition?)
    /// A scalar keeps its text; the property's type decides what it becomes.
    case scalar(String, at: TextPosition?)
    case null(at: TextPosition?)

    var position: TextPosition? {
        switch self {
        case .mapping(let mapping): mapping.position
        case .sequence(_, let position), .scalar(_, let position), .null(let position): position
        }
    }
}

/// One `key: value` pair of a mapping.
struct ConfigEntry: Sendable {
    var key: String
    var keyPosition: TextPosition?
    var value: ConfigNode
}

/// A mapping's entries in file order, with a hash index for exact keys.
///
/// A class so that a decoding session can tell mappings apart by identity when it records which
/// entries were used.
final class ConfigMapping: Sendable {
    let entries: [ConfigEntry]
    let position: TextPosition?
    /// The first entry for each exact key; later duplicates are found through the key-matching index.
    private let exactIndex: [String: Int]

    init(entries: [ConfigEntry], position: TextPosition?) {
        self.entries = entries
        self.position = position
        exactIndex = Dictionary(
            entries.enumerated().map { ($0.element.key, $0.offset) }, uniquingKeysWith: { first, _ in first })
    }

    func indexOfExactKey(_ key: String) -> Int? {
        exactIndex[key]
    }
}
