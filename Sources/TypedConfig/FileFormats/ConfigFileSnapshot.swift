import Configuration
import Foundation
import StringCoding

/// A configuration file as swift-configuration's `FileProvider` and `ReloadingFileProvider` load
/// it: the whole tree with positions, which TypedConfig decodes from, and point lookups by key for
/// anyone who hands the provider to a `ConfigReader`.
///
/// A malformed file still makes a snapshot, carrying its problem, so that a reload that breaks the
/// file reaches the watcher instead of being logged and dropped.
struct ConfigFileSnapshot: FileConfigSnapshot {
    struct ParsingOptions: FileParsingOptions {
        /// The path reported in problems; the provider does not tell the snapshot which file it read.
        var path: String
        var format: ConfigFileFormat

        static var `default`: ParsingOptions { ParsingOptions(path: "", format: .json) }
    }

    let providerName: String
    let content: ConfigFileContent

    init(data: RawSpan, providerName: String, parsingOptions: ParsingOptions) throws {
        self.providerName = providerName
        let bytes = data.withUnsafeBytes { Data($0) }
        content = ConfigFileContent(data: bytes, path: parsingOptions.path, format: parsingOptions.format)
    }

    var description: String { "\(providerName)(\(content.path))" }
    var debugDescription: String { description }

    /// Exact, case-sensitive lookup of `key`'s components, converting scalars through StringCoding.
    func value(forKey key: AbsoluteConfigKey, type: ConfigType) throws -> LookupResult {
        var node = content.root
        for component in key.components {
            guard case .mapping(let mapping)? = node, let index = mapping.indexOfExactKey(component) else {
                node = nil
                break
            }
            node = mapping.entries[index].value
        }
        let encodedKey = key.components.joined(separator: ".")
        guard let node else { return LookupResult(encodedKey: encodedKey, value: nil) }
        return LookupResult(encodedKey: encodedKey, value: try Self.configValue(node, as: type, key: encodedKey))
    }

    private static func configValue(_ node: ConfigNode, as type: ConfigType, key: String) throws -> ConfigValue? {
        switch (node, type) {
        case (.null, _): return nil
        case (.scalar(let text, _), _): return ConfigValue(try scalarContent(text, as: type, key: key), isSecret: false)
        case (.sequence(let items, _), _):
            let texts = try items.map { item -> String in
                guard case .scalar(let text, _) = item else { throw mismatch(key, type, "a list of mappings or lists") }
                return text
            }
            return ConfigValue(try listContent(texts, as: type, key: key), isSecret: false)
        case (.mapping, _):
            throw mismatch(key, type, "a mapping")
        }
    }

    private static func scalarContent(_ text: String, as type: ConfigType, key: String) throws -> ConfigContent {
        switch type {
        case .string: return .string(text)
        case .int: return .int(try Int(parsing: text))
        case .double: return .double(try Double(parsing: text))
        case .bool: return .bool(try Bool(parsing: text))
        case .bytes: return .bytes(Array(try Data(parsing: text)))
        default: throw mismatch(key, type, "a single value")
        }
    }

    private static func listContent(_ texts: [String], as type: ConfigType, key: String) throws -> ConfigContent {
        switch type {
        case .stringArray: return .stringArray(texts)
        case .intArray: return .intArray(try texts.map { try Int(parsing: $0) })
        case .doubleArray: return .doubleArray(try texts.map { try Double(parsing: $0) })
        case .boolArray: return .boolArray(try texts.map { try Bool(parsing: $0) })
        case .byteChunkArray: return .byteChunkArray(try texts.map { Array(try Data(parsing: $0)) })
        default: throw mismatch(key, type, "a list")
        }
    }

    private static func mismatch(_ key: String, _ type: ConfigType, _ found: String) -> StringCodingError {
        StringCodingError(input: key, expected: "\(type)", reason: "the file has \(found) at '\(key)'")
    }
}
