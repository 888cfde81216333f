import KeyCoding

/// The state of one decode: the layers, the problems found so far, where each value came from,
/// and which keys, variables and options were read, so that the rest can be reported.
final class DecodingSession {
    let layers: [DecodingLayer]
    let strict: Bool
    private(set) var problems: [ConfigProblem] = []
    /// Where each value came from, in decoding order; turned into a lookup only when asked.
    private(set) var sources: [(path: [ConfigPathComponent], source: ConfigSource)] = []
    /// While above zero, problems are not recorded: a missing struct is being stood in for, and its
    /// one "missing" problem has already been recorded.
    var silenced = 0

    private var visitedMappings: [ObjectIdentifier: VisitedMapping] = [:]
    private var canonicalIndexes: [ObjectIdentifier: [String: [Int]]] = [:]
    /// For each flat layer, the canonical names read, with the key path that read them.
    private var usedNames: [Int: [String: String]] = [:]
    /// Canonical key paths the type asked for, to suggest names for unknown variables and options.
    private var requestedCanonicals: Set<String> = []
    private let flatLayersReportUnknown: Bool
    private var reportedAmbiguities: Set<String> = []

    private struct VisitedMapping {
        let mapping: ConfigMapping
        let path: String
        let file: String
        var used: [Bool]
        var requested: [String] = []
        var isDictionary = false
    }

    init(layers: [DecodingLayer], strict: Bool) {
        self.layers = layers
        self.strict = strict
        flatLayersReportUnknown = layers.contains {
            if case .flat(let flat) = $0 { flat.reportsUnknownNames && !flat.assignments.isEmpty } else { false }
        }
    }

    func record(_ problem: ConfigProblem) {
        guard silenced == 0 else { return }
        problems.append(problem)
    }

    func recordSource(_ source: ConfigSource?, for path: [ConfigPathComponent]) {
        guard silenced == 0, let source else { return }
        sources.append((path, source))
    }

    var rootCursor: ConfigCursor {
        var nodes: [(layer: Int, node: ConfigNode)] = []
        for (index, layer) in layers.enumerated().reversed() {
            if case .file(let content) = layer, let root = content.root { nodes.append((index, root)) }
        }
        return .root(nodes: nodes)
    }

    // MARK: Children

    /// The place `key` names below `cursor`, matching each file's keys by case convention.
    func child(of cursor: ConfigCursor, key: String) -> ConfigCursor {
        var child = ConfigCursor(
            path: cursor.path + [ConfigPathComponent(stringValue: key)], canonical: cursor.childCanonical(key),
            nodes: [], flatScope: cursor.flatScope, isSecret: cursor.isSecret)
        if let (layer, node) = cursor.nodes.first {
            child.container = .file(path: filePath(of: layer), line: node.position?.line, column: node.position?.column)
        }
        for (layer, node) in cursor.nodes {
            guard case .mapping(let mapping) = node,
                let entry = entryIndex(for: key, in: mapping, at: cursor, layer: layer)
            else { continue }
            child.nodes.append((layer, mapping.entries[entry].value))
        }
        if flatLayersReportUnknown, case .all = cursor.flatScope { requestedCanonicals.insert(child.canonical) }
        return child
    }

    /// Element `index` of a list: from a file list's `node` in `layer`, or from one flat layer's
    /// numbered names when `node` is nil.
    func element(of cursor: ConfigCursor, index: Int, node: ConfigNode?, layer: Int) -> ConfigCursor {
        let canonical = cursor.canonical.isEmpty ? String(index) : cursor.canonical + "_" + String(index)
        return ConfigCursor(
            path: cursor.path + [ConfigPathComponent(intValue: index)], canonical: canonical,
            nodes: node.map { [(layer: layer, node: $0)] } ?? [], flatScope: node == nil ? .only(layer: layer) : .none,
            isSecret: cursor.isSecret,
            container: node.map {
                .file(path: filePath(of: layer), line: $0.position?.line, column: $0.position?.column)
            })
    }

    private func entryIndex(for key: String, in mapping: ConfigMapping, at cursor: ConfigCursor, layer: Int) -> Int? {
        let id = ObjectIdentifier(mapping)
        if visitedMappings[id] == nil {
            visitedMappings[id] = VisitedMapping(
                mapping: mapping, path: cursor.path.keyPathText, file: filePath(of: layer),
                used: Array(repeating: false, count: mapping.entries.count))
        }
        visitedMappings[id]?.requested.append(key)
        if let exact = mapping.indexOfExactKey(key) {
            visitedMappings[id]?.used[exact] = true
            return exact
        }
        let matches = canonicalIndex(of: mapping)[KeyWords.canonical(key)] ?? []
        for match in matches { visitedMappings[id]?.used[match] = true }
        if matches.count > 1 {
            reportAmbiguity(of: matches.map { mapping.entries[$0] }, key: key, at: cursor, layer: layer)
            return nil
        }
        return matches.first
    }

    private func canonicalIndex(of mapping: ConfigMapping) -> [String: [Int]] {
        let id = ObjectIdentifier(mapping)
        if let index = canonicalIndexes[id] { return index }
        var index: [String: [Int]] = [:]
        for (offset, entry) in mapping.entries.enumerated() {
            index[KeyWords.canonical(entry.key), default: []].append(offset)
        }
        canonicalIndexes[id] = index
        return index
    }

    private func reportAmbiguity(of entries: [ConfigEntry], key: String, at cursor: ConfigCursor, layer: Int) {
        let path = (cursor.path + [ConfigPathComponent(stringValue: key)]).keyPathText
        let file = filePath(of: layer)
        let first = entries.first?.keyPosition
        let spellings = entries.map { entry in
            "'\(entry.key)'" + (entry.keyPosition.map { " (line \($0.line))" } ?? "")
        }
        record(
            ConfigProblem(
                kind: .ambiguousKey, keyPath: path, source: .file(path: file, line: first?.line, column: first?.column),
                reason: "\(spellings.joined(separator: " and ")) both name it; keep one"))
    }

    /// Every key of the mappings here is data (a dictionary's keys), not a property to match.
    func markAllKeysUsed(at cursor: ConfigCursor) {
        for (layer, node) in cursor.nodes {
            guard case .mapping(let mapping) = node else { continue }
            let id = ObjectIdentifier(mapping)
            visitedMappings[id] = VisitedMapping(
                mapping: mapping, path: cursor.path.keyPathText, file: filePath(of: layer),
                used: Array(repeating: true, count: mapping.entries.count), isDictionary: true)
        }
    }

    func filePath(of layer: Int) -> String {
        guard layers.indices.contains(layer), case .file(let content) = layers[layer] else { return "" }
        return content.path
    }

    // MARK: Leaves

    /// What the highest layer with anything at `cursor` holds there.
    func leaf(at cursor: ConfigCursor) -> ConfigLeaf? {
        if let fixed = cursor.fixedLeaf { return fixed }
        var nodeIndex = 0
        for layer in layers.indices.reversed() {
            if case .flat(let flat) = layers[layer], isInScope(layer, cursor.flatScope) {
                if let leaf = flatLeaf(flat, layer: layer, at: cursor) { return leaf }
                continue
            }
            while nodeIndex < cursor.nodes.count, cursor.nodes[nodeIndex].layer > layer { nodeIndex += 1 }
            if nodeIndex < cursor.nodes.count, cursor.nodes[nodeIndex].layer == layer {
                return nodeLeaf(cursor.nodes[nodeIndex].node, layer: layer)
            }
        }
        return nil
    }

    private func isInScope(_ layer: Int, _ scope: ConfigCursor.FlatScope) -> Bool {
        switch scope {
        case .all: true
        case .only(let only): only == layer
        case .none: false
        }
    }

    private func flatLeaf(_ flat: FlatLayer, layer: Int, at cursor: ConfigCursor) -> ConfigLeaf? {
        if let assignment = flat.assignments[cursor.canonical] {
            markUsed(cursor.canonical, layer: layer, by: cursor.path)
            markLowerLayersUsed(below: layer, at: cursor)
            if assignment.values.count > 1 {
                return .repeated(values: assignment.values, sources: assignment.sources)
            }
            guard let (value, source) = assignment.last else { return nil }
            return .scalar(value ?? "true", source)
        }
        if flat.kind == .commandLine, let negated = negatedFlag(flat, at: cursor) {
            markUsed(negated, layer: layer, by: cursor.path)
            markLowerLayersUsed(below: layer, at: cursor)
            return flat.assignments[negated]?.last.map { .scalar("false", $0.source) }
        }
        if flat.prefixes.contains(cursor.canonical) {
            return .nestedNames(layer: layer, nil)
        }
        return nil
    }

    /// `--no-verbose` turns `verbose` off, when it is given bare.
    private func negatedFlag(_ flat: FlatLayer, at cursor: ConfigCursor) -> String? {
        guard !cursor.canonical.isEmpty else { return nil }
        let name = "no_" + cursor.canonical
        guard let assignment = flat.assignments[name], assignment.values.last == .some(nil) else { return nil }
        return name
    }

    /// Lower flat layers with the same name were overridden, not ignored: they are not unknown.
    private func markLowerLayersUsed(below layer: Int, at cursor: ConfigCursor) {
        for lower in layers.indices where lower < layer && isInScope(lower, cursor.flatScope) {
            guard case .flat(let flat) = layers[lower], flat.assignments[cursor.canonical] != nil else { continue }
            markUsed(cursor.canonical, layer: lower, by: cursor.path)
        }
    }

    private func markUsed(_ canonical: String, layer: Int, by path: [ConfigPathComponent]) {
        let keyPath = path.keyPathText
        if let previous = usedNames[layer]?[canonical] {
            guard previous != keyPath, case .flat(let flat) = layers[layer] else { return }
            let spelling = flat.spellings[canonical] ?? canonical
            guard reportedAmbiguities.insert("\(layer) \(canonical)").inserted else { return }
            record(
                ConfigProblem(
                    kind: .ambiguousKey, keyPath: keyPath, source: flat.assignments[canonical]?.sources.last,
                    reason: "\(spelling) names both '\(previous)' and '\(keyPath)'; rename one of the properties"))
            return
        }
        usedNames[layer, default: [:]][canonical] = keyPath
    }

    private func nodeLeaf(_ node: ConfigNode, layer: Int) -> ConfigLeaf {
        let source = ConfigSource.file(
            path: filePath(of: layer), line: node.position?.line, column: node.position?.column)
        switch node {
        case .scalar(let text, _): return .scalar(text, source)
        case .null: return .null(source)
        case .sequence: return .list(node, layer: layer, source)
        case .mapping: return .mapping(source)
        }
    }

    // MARK: The end

    /// Keys, variables and options that no property read: warnings, or errors when strict.
    func reportUnused() {
        let severity: ConfigProblem.Severity = strict ? .error : .warning
        for visited in visitedMappings.values.sorted(by: { $0.path < $1.path }) where !visited.isDictionary {
            let requestedCanonicals = Set(visited.requested.map(KeyWords.canonical))
            for (offset, entry) in visited.mapping.entries.enumerated() where !visited.used[offset] {
                let path = visited.path.isEmpty ? entry.key : visited.path + "." + entry.key
                let source = ConfigSource.file(
                    path: visited.file, line: entry.keyPosition?.line, column: entry.keyPosition?.column)
                if requestedCanonicals.contains(KeyWords.canonical(entry.key)) {
                    record(
                        ConfigProblem(
                            kind: .ambiguousKey, keyPath: path, source: source,
                            reason: "another spelling of the same key is also given; keep one"))
                } else {
                    record(
                        ConfigProblem(
                            kind: .unknownKey, severity: severity, keyPath: path, source: source,
                            suggestion: closestMatch(to: entry.key, in: visited.requested)))
                }
            }
        }
        for (layer, content) in layers.enumerated() {
            guard case .flat(let flat) = content, flat.reportsUnknownNames else { continue }
            let used = usedNames[layer] ?? [:]
            for canonical in flat.assignments.keys.sorted() where used[canonical] == nil {
                let suggestion = closestMatch(to: canonical, in: Array(requestedCanonicals)).map {
                    spelling(of: $0, like: flat)
                }
                record(
                    ConfigProblem(
                        kind: .unknownKey, severity: severity, keyPath: "",
                        source: flat.assignments[canonical]?.sources.first, suggestion: suggestion))
            }
        }
    }

    private func spelling(of canonical: String, like flat: FlatLayer) -> String {
        switch flat.kind {
        case .commandLine: KeyWords.flag(forOptionName: canonical)
        case .environment, .dotEnvFile:
            flat.environmentPrefix.isEmpty
                ? canonical.uppercased() : flat.environmentPrefix + "_" + canonical.uppercased()
        }
    }
}
