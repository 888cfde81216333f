import DocumentReading
import Foundation
import StringCoding

/// The file formats a configuration layer may be written in, told apart by extension; declared in
/// the order in which a layer's candidate files are looked for.
enum ConfigFileFormat: String, CaseIterable, Sendable {
    case json, yaml, yml, plist, toml
}

/// One configuration file read into a tree, or the reason it could not be.
///
/// A malformed file does not throw here: its problem travels with it, so that a reload that
/// breaks a file reaches the watcher as an error instead of being dropped.
struct ConfigFileContent: Sendable {
    let path: String
    let root: ConfigNode?
    let problem: ConfigProblem?

    /// Nesting deeper than this is refused rather than risking the stack.
    static let maximumDepth = 256
    /// Values past this are refused; YAML aliases that would expand past it are refused before Yams
    /// expands them (``YAMLAliasExpansion``).
    static let maximumValues = 1_000_000

    init(data: Data, path: String, format: ConfigFileFormat) {
        self.path = path
        do throws(ConfigProblem) {
            switch format {
            case .json: root = try Self.readJSON(data, path: path)
            case .yaml, .yml: root = try Self.readYAMLWithYams(data, path: path)
            case .plist: root = try Self.readPropertyList(data, path: path)
            case .toml: root = try TOMLTreeReader.read(data, path: path)
            }
            problem = nil
        } catch {
            root = nil
            problem = error
        }
    }

    private static func readJSON(_ data: Data, path: String) throws(ConfigProblem) -> ConfigNode? {
        try data.withUnsafeBytes { bytes in
            Result { () throws(ConfigProblem) in
                try JSONTreeReader.read(bytes, path: path, maximumDepth: maximumDepth, maximumValues: maximumValues)
            }
        }.get()
    }

    /// `beforeYams` sees the text just before Yams reads it, so that tests can tell the documents
    /// refused before Yams from the rest.
    static func readYAMLWithYams(
        _ data: Data, path: String, beforeYams: (String) -> Void = { _ in }
    ) throws(ConfigProblem) -> ConfigNode? {
        guard let text = String(data: data, encoding: .utf8) else {
            throw .unreadableFile(path, reason: "the file is not UTF-8 text")
        }
        let node: PositionedNode?
        do {
            // No tag resolution: the property's type decides what a scalar is, and resolving every
            // scalar's tag runs several regular expressions.
            node = try YAMLReading.read(
                text, aliases: .expanded(limit: maximumValues), resolvingTags: false, beforeYams: beforeYams)
        } catch {
            throw .unreadableFile(path, at: error.position, reason: error.reason)
        }
        guard let node else { return nil }
        var converter = DocumentTreeConverter(path: path)
        return try converter.convert(node, depth: 0)
    }

    private static func readPropertyList(_ data: Data, path: String) throws(ConfigProblem) -> ConfigNode? {
        let node: PositionedNode
        do {
            node = try PositionedNode.read(
                propertyList: data, limits: ArchiveLimits(maximumDepth: maximumDepth, maximumValues: maximumValues))
        } catch {
            throw .unreadableFile(path, at: error.textPosition, reason: error.reasonInPropertyList)
        }
        var converter = DocumentTreeConverter(path: path)
        return try converter.convert(node, depth: 0)
    }
}

/// Turns YAML nodes, and property lists read as them, into configuration nodes, keeping their positions.
private struct DocumentTreeConverter {
    let path: String
    var count = 0

    init(path: String) {
        self.path = path
    }

    mutating func convert(_ node: PositionedNode, depth: Int) throws(ConfigProblem) -> ConfigNode {
        let position = node.position
        count += 1
        guard count <= ConfigFileContent.maximumValues else {
            throw problem(
                position, "more than \(ConfigFileContent.maximumValues) values (YAML aliases expand each time)")
        }
        guard depth < ConfigFileContent.maximumDepth else {
            throw problem(position, "nested deeper than \(ConfigFileContent.maximumDepth) levels")
        }
        switch node.content {
        case .scalar(let scalar):
            return scalar.isNull ? .null(at: position) : .scalar(scalar.string, at: position)
        case .sequence(let sequence):
            var items: [ConfigNode] = []
            items.reserveCapacity(sequence.count)
            for item in sequence { items.append(try convert(item, depth: depth + 1)) }
            return .sequence(items, at: position)
        case .mapping(let mapping):
            var entries: [ConfigEntry] = []
            entries.reserveCapacity(mapping.count)
            var merged: [ConfigNode] = []
            for (key, value) in mapping {
                let keyPosition = key.position
                guard let keyScalar = key.scalar else {
                    throw problem(keyPosition, "a key must be a plain string, not a list or mapping")
                }
                let converted = try convert(value, depth: depth + 1)
                if keyScalar.string == "<<", keyScalar.isPlain {
                    merged.append(converted)
                } else {
                    entries.append(ConfigEntry(key: keyScalar.string, keyPosition: keyPosition, value: converted))
                }
            }
            try merge(merged, into: &entries)
            return .mapping(ConfigMapping(entries: entries, position: position))
        case .alias:
            throw problem(position, "an unresolved YAML alias")
        }
    }

    /// YAML merge keys (`<<: *defaults`, or a list of them, earlier first): their entries fill in
    /// keys the mapping does not give itself.
    private func merge(_ sources: [ConfigNode], into entries: inout [ConfigEntry]) throws(ConfigProblem) {
        guard !sources.isEmpty else { return }
        var present = Set(entries.map(\.key))
        for source in sources {
            let mappings: [ConfigNode] =
                if case .sequence(let items, _) = source { items } else { [source] }
            for mappingNode in mappings {
                guard case .mapping(let mapping) = mappingNode else {
                    throw problem(mappingNode.position, "a merge key ('<<') takes a mapping or a list of mappings")
                }
                for entry in mapping.entries where present.insert(entry.key).inserted { entries.append(entry) }
            }
        }
    }

    private func problem(_ position: TextPosition?, _ reason: String) -> ConfigProblem {
        .unreadableFile(path, at: position, reason: reason)
    }
}
