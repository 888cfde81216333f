import CaseConventions
import DocumentReading
import KeyCoding

/// One layer as the decoder sees it; a higher index wins.
enum DecodingLayer {
    case file(ConfigFileContent)
    case flat(FlatLayer)
}

/// The state of one decode: the layers, the problems found so far, where each value came from,
/// and which keys, variables and options were read, so that the rest can be reported.
final class DecodingSession {
    let layers: [DecodingLayer]
    let strict: Bool
    /// Whether ``sources`` is kept: only when the caller asked where values came from.
    let recordsProvenance: Bool
    private(set) var problems: [ConfigProblem] = []
    /// Where each value came from, in decoding order; turned into a lookup only when asked.
    private(set) var sources: [(path: ConfigPath, source: ConfigSource)] = []
    /// Where each list and mapping was written, kept beside ``sources`` to place a broken constraint
    /// on a whole list (`mirrors: []`), which has no element to name.
    private(set) var containerSources: [(path: ConfigPath, source: ConfigSource)] = []
    /// While above zero, problems are not recorded: a missing struct is being stood in for, and its
    /// one "missing" problem has already been recorded.
    var silenced = 0

    private var usages: [ObjectIdentifier: MappingUsage] = [:]
    /// For each flat layer (by index), the key path that read each of its names (by position).
    var usedNames: [[ConfigPath?]]
    /// The flat layers, highest first, with their indexes.
    let flatLayers: [(index: Int, layer: FlatLayer)]
    /// Key paths the type asked for, kept only when unknown flat names are reported, to suggest names.
    private(set) var requestedPaths: [ConfigPath] = []
    private let flatLayersReportUnknown: Bool
    /// Every flat layer's names by words.
    let flatNames: FlatNameNode
    var reportedAmbiguities: Set<String> = []
    var typeTraits: [ObjectIdentifier: TypeTraits] = [:]
    /// Whether a layer is asked for each key as it is decoded (``AddedLayerLookup``).
    let hasAddedLayers: Bool
    /// The key paths the added layers have been asked about.
    var askedAddedLayers: Set<String> = []
    /// Whether a constraint was broken while sources were not recorded, so that the load must
    /// decode again, recording them, to say where the offending value came from.
    var violationsNeedSources = false

    /// `strict`: whether keys, variables and options that nothing reads are errors, not warnings.
    init(layers: [DecodingLayer], strict: Bool, recordsProvenance: Bool = true) {
        self.layers = layers
        self.strict = strict
        self.recordsProvenance = recordsProvenance
        usedNames = layers.map { layer in
            if case .flat(let flat) = layer { Array(repeating: nil, count: flat.names.count) } else { [] }
        }
        flatLayers = layers.indices.reversed().compactMap { index in
            if case .flat(let flat) = layers[index], !flat.names.isEmpty || flat.lookup != nil {
                (index, flat)
            } else {
                nil
            }
        }
        flatLayersReportUnknown = flatLayers.contains { $0.layer.reportsUnknownNames }
        flatNames = FlatNameNode.build(flatLayers)
        hasAddedLayers = flatLayers.contains { $0.layer.lookup != nil }
    }

    func record(_ problem: ConfigProblem) {
        guard silenced == 0 else { return }
        problems.append(problem)
    }

    func recordSource(_ source: ConfigSource?, for path: ConfigPath) {
        guard recordsProvenance, silenced == 0, let source else { return }
        sources.append((path, source))
    }

    func recordContainerSource(_ source: ConfigSource?, for path: ConfigPath) {
        guard recordsProvenance, silenced == 0, let source else { return }
        containerSources.append((path, source))
    }

    var rootCursor: ConfigCursor {
        var nodes: [ConfigCursor.Node] = []
        for (index, layer) in layers.enumerated().reversed() {
            if case .file(let content) = layer, let root = content.root { nodes.append((index, root)) }
        }
        return .root(nodes: nodes, flatNames: flatLayers.isEmpty ? nil : flatNames)
    }

    func filePath(of layer: Int) -> String {
        guard layers.indices.contains(layer), case .file(let content) = layers[layer] else { return "" }
        return content.path
    }

    /// Where `position` is in the file of `layer`.
    func source(inLayer layer: Int, at position: TextPosition?) -> ConfigSource {
        .file(path: filePath(of: layer), line: position?.line, column: position?.column)
    }

    func source(ofContainer container: (layer: Int, position: TextPosition?)?) -> ConfigSource? {
        container.map { source(inLayer: $0.layer, at: $0.position) }
    }

    // MARK: Children

    /// How the mapping nodes at `cursor` are being used, created on first sight.
    func usages(at cursor: ConfigCursor) -> [MappingUsage] {
        cursor.nodes.compactMap { layer, node in
            guard case .mapping(let mapping) = node else { return nil }
            let id = ObjectIdentifier(mapping)
            if let usage = usages[id] { return usage }
            let usage = MappingUsage(mapping: mapping, layer: layer, path: cursor.path)
            usages[id] = usage
            return usage
        }
    }

    /// The place `key` names below `parent`, whose file mappings are `mappings`, matching each
    /// file's keys by case convention. `isPropertyKey` tells whether a file's key is spelled exactly
    /// like one of the type's properties: such a key belongs to that property alone, so another
    /// property does not take it by case convention (`myAmazingString` does not fill `my_amazing_string`).
    func child(
        of parent: ConfigCursor, mappings: [MappingUsage], key: String, isPropertyKey: (String) -> Bool = { _ in false }
    ) -> ConfigCursor {
        let path = parent.path.appending(ConfigPathComponent(stringValue: key))
        var child = ConfigCursor(
            path: path,
            flatNode: flatNode(below: parent.flatNode, key: key, in: parent.flatLayerMask),
            nodes: [],
            flatScope: parent.flatScope,
            isSecret: parent.isSecret)
        child.reportsMissing = parent.reportsMissing
        if hasAddedLayers, case .all = parent.flatScope {
            child.flatNode = askAddedLayers(at: path, found: child.flatNode)
        }
        if let first = mappings.first { child.container = (first.layer, first.mapping.position) }
        for usage in mappings {
            var ambiguous = false
            guard
                let entry = entryIndex(
                    for: key, in: usage, path: path, isPropertyKey: isPropertyKey, ambiguous: &ambiguous)
            else {
                // Its ambiguity is the problem; that it is then missing is not another.
                if ambiguous { child.reportsMissing = false }
                continue
            }
            child.nodes.append((usage.layer, usage.mapping.entries[entry].value))
        }
        if flatLayersReportUnknown, case .all = parent.flatScope { requestedPaths.append(path) }
        return child
    }

    /// The flat names below `parent` for `key`, when a layer in `mask` has any.
    private func flatNode(below parent: FlatNameNode?, key: String, in mask: UInt64) -> FlatNameNode? {
        guard let node = parent?.descendant(forKey: key), node.hasNames(inLayersMatching: mask) else { return nil }
        return node
    }

    /// Element `index` of a list: from a file list's `node` in `layer`, or from one flat layer's
    /// numbered names when `node` is nil.
    func element(of cursor: ConfigCursor, index: Int, node: ConfigNode?, layer: Int) -> ConfigCursor {
        let path = cursor.path.appending(ConfigPathComponent(intValue: index))
        guard let node else {
            return ConfigCursor(
                path: path, flatNode: cursor.flatNode?.child(String(index)), nodes: [],
                flatScope: .only(layer: layer),
                isSecret: cursor.isSecret)
        }
        var element = ConfigCursor(
            path: path, flatNode: nil, nodes: [(layer, node)], flatScope: .none,
            isSecret: cursor.isSecret)
        element.container = (layer, node.position)
        return element
    }

    private func entryIndex(
        for key: String, in usage: MappingUsage, path: ConfigPath, isPropertyKey: (String) -> Bool,
        ambiguous: inout Bool
    ) -> Int? {
        if let exact = usage.mapping.indexOfExactKey(key) {
            usage.used[exact] = true
            return exact
        }
        var matches = usage.entries(canonicallyMatching: key)
        if !matches.isEmpty { matches.removeAll { isPropertyKey(usage.mapping.entries[$0].key) } }
        for match in matches { usage.used[match] = true }
        if matches.count > 1 {
            ambiguous = true
            reportAmbiguity(of: matches.map { usage.mapping.entries[$0] }, path: path, layer: usage.layer)
            return nil
        }
        if matches.isEmpty { usage.missed.append(key) }
        return matches.first
    }

    private func reportAmbiguity(of entries: [ConfigEntry], path: ConfigPath, layer: Int) {
        let first = entries.first?.keyPosition
        let spellings = entries.map { entry in
            "'\(entry.key)'" + (entry.keyPosition.map { " (line \($0.line))" } ?? "")
        }
        record(
            ConfigProblem(
                kind: .ambiguousKey, keyPath: path.keyPathText,
                source: source(inLayer: layer, at: first),
                reason: "\(spellings.joined(separator: " and ")) both name it; keep one"))
    }

    /// Every key of the mappings here is data (a dictionary's keys), not a property to match.
    func markAllKeysUsed(at cursor: ConfigCursor) {
        for usage in usages(at: cursor) { usage.markAllUsed() }
    }

    // MARK: The end

    /// Keys, variables and options that no property read: warnings, or errors when strict.
    func reportUnused() {
        let severity: ConfigProblem.Severity = strict ? .error : .warning
        let unfinished = usages.values.filter { !$0.isDictionary && $0.used.contains(false) }
        for usage in unfinished.sorted(by: { $0.path.keyPathText < $1.path.keyPathText }) {
            reportUnusedEntries(of: usage, severity: severity)
        }
        var suggestions: [String]?
        for (index, flat) in flatLayers.reversed() where flat.reportsUnknownNames {
            let unread = flat.names.indices.filter { usedNames[index][$0] == nil }
            for name in unread.sorted(by: { flat.names[$0].canonical < flat.names[$1].canonical }) {
                let canonical = flat.names[name].canonical
                if suggestions == nil {
                    suggestions = requestedPaths.map {
                        $0.components.map { KeyWords.canonical($0.stringValue) }.joined(separator: "_")
                    }
                }
                let suggestion = closestMatch(to: canonical, in: suggestions ?? []).map { spelling(of: $0, like: flat) }
                record(
                    ConfigProblem(
                        kind: .unknownKey, severity: severity, keyPath: "",
                        source: flat.names[name].assignment.firstSource, suggestion: suggestion))
            }
        }
    }

    private func reportUnusedEntries(of usage: MappingUsage, severity: ConfigProblem.Severity) {
        let usedKeys = usage.mapping.entries.indices.filter { usage.used[$0] }.map { usage.mapping.entries[$0].key }
        // An unused entry spelling the same words as a used one is a second spelling of that key.
        let usedCanonicals = Set(usedKeys.map(KeyWords.canonical))
        let candidates = usage.missed + usedKeys
        let prefix = usage.path.keyPathText
        for (offset, entry) in usage.mapping.entries.enumerated() where !usage.used[offset] {
            let path = prefix.isEmpty ? entry.key : prefix + "." + entry.key
            let source = source(inLayer: usage.layer, at: entry.keyPosition)
            if usedCanonicals.contains(KeyWords.canonical(entry.key)) {
                record(
                    ConfigProblem(
                        kind: .ambiguousKey, keyPath: path, source: source,
                        reason: "another spelling of the same key is also given; keep one"))
            } else {
                record(
                    ConfigProblem(
                        kind: .unknownKey, severity: severity, keyPath: path, source: source,
                        suggestion: closestMatch(to: entry.key, in: candidates)))
            }
        }
    }

    private func spelling(of canonical: String, like flat: FlatLayer) -> String {
        switch flat.kind {
        case .commandLine: KeyWords.flag(forOptionName: canonical)
        case .environment, .dotEnvFile, .added:
            flat.environmentPrefix.isEmpty
                ? canonical.uppercased() : flat.environmentPrefix + "_" + canonical.uppercased()
        }
    }
}
