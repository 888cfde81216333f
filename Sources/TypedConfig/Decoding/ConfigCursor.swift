import DocumentReading
import StringCoding

/// A place in the configuration being decoded: its key path and what each layer has there.
struct ConfigCursor {
    /// A file's node at this place and the index of the layer it came from.
    typealias Node = (layer: Int, node: ConfigNode)

    /// Which flat layers (environment, `.env`, command line) may supply values here.
    enum FlatScope {
        case all
        /// Elements of a list that came from one flat layer (`APP_MIRRORS_0_URL`).
        case only(layer: Int)
        /// Elements of a list that came from a file.
        case none
    }

    var path: ConfigPath
    /// The flat layers' names at this place (`mirrors` → `0` → `url`); nil when no flat layer in
    /// scope has a name at or below it, so that lookups there are skipped.
    var flatNode: FlatNameNode?
    /// File nodes at this place, highest layer first.
    var nodes: [Node]
    var flatScope: FlatScope
    /// Inside a ``Secret``: values are never repeated in reports.
    var isSecret: Bool
    /// The value itself, for an element of an option given several times.
    var fixedLeaf: ConfigLeaf? = nil
    /// False below a value of the wrong shape, whose parts are all missing as a consequence.
    var reportsMissing = true
    /// Where the enclosing mapping or list was written, to place a missing value.
    var container: (layer: Int, position: TextPosition?)? = nil

    static func root(nodes: [Node], flatNames: FlatNameNode?) -> ConfigCursor {
        ConfigCursor(path: .root, flatNode: flatNames, nodes: nodes, flatScope: .all, isSecret: false)
    }

    /// The flat layers in scope, as bits by layer index.
    var flatLayerMask: UInt64 {
        switch flatScope {
        case .all: .max
        case .only(let layer): layer >= 0 && layer < 64 ? 1 << UInt64(layer) : 0
        case .none: 0
        }
    }
}

/// What the highest layer that has a value at a place holds.
enum ConfigLeaf {
    case scalar(String, ConfigSource)
    /// An option given several times, or a file list: decoded element by element.
    case repeated(values: [String?], sources: [ConfigSource])
    case null(ConfigSource)
    case list(ConfigNode, layer: Int, ConfigSource)
    case mapping(ConfigSource)
    /// Only deeper names exist in a flat layer (`APP_DATABASE_HOST` below `database`).
    case nestedNames(layer: Int, ConfigSource?)

    var source: ConfigSource? {
        switch self {
        case .scalar(_, let source), .null(let source), .list(_, _, let source), .mapping(let source): source
        case .repeated(_, let sources): sources.last
        case .nestedNames(_, let source): source
        }
    }

    /// Whether an optional holding this is nil: a file's null, or `""`, `nil` or `null` given as
    /// an environment variable, `.env` value or option. A file's text is never nil, only its null.
    var isNil: Bool {
        switch self {
        case .null: true
        case .scalar(let text, let source): !source.isFile && (try? String?(parsing: text)) == .some(nil)
        default: false
        }
    }

    /// "given …" in a report.
    func givenDescription(secret: Bool) -> String {
        switch self {
        case .scalar(let text, let source):
            secret || source.isSecret ? "<redacted>" : ProblemText.quoted(text, in: "\"")
        case .repeated(let values, _): "\(values.count) values"
        case .null: "null"
        case .list: "a list"
        case .mapping, .nestedNames: "a mapping"
        }
    }
}
