extension DecodingSession {
    /// What the highest layer with anything at `cursor` holds there.
    func leaf(at cursor: ConfigCursor) -> ConfigLeaf? {
        if let fixed = cursor.fixedLeaf { return fixed }
        let fileLeaf = cursor.nodes.first
        if let canonical = cursor.canonical {
            for (index, flat) in flatLayers {
                // Flat layers are above every file.
                guard isInScope(index, cursor.flatScope) else { continue }
                if let leaf = flatLeaf(flat, layer: index, canonical: canonical, at: cursor) { return leaf }
            }
        }
        guard let (layer, node) = fileLeaf else { return nil }
        let source = ConfigSource.file(
            path: filePath(of: layer), line: node.position?.line, column: node.position?.column)
        switch node {
        case .scalar(let text, _): return .scalar(text, source)
        case .null: return .null(source)
        case .sequence: return .list(node, layer: layer, source)
        case .mapping: return .mapping(source)
        }
    }

    private func flatLeaf(_ flat: FlatLayer, layer: Int, canonical: String, at cursor: ConfigCursor) -> ConfigLeaf? {
        if let assignment = flat.assignments[canonical] {
            markUsed(canonical, layer: layer, by: cursor.path)
            markLowerLayersUsed(below: layer, canonical: canonical, at: cursor)
            if assignment.values.count > 1 {
                return .repeated(values: assignment.values, sources: assignment.sources)
            }
            guard let (value, source) = assignment.last else { return nil }
            return .scalar(value ?? "true", source)
        }
        if flat.kind == .commandLine, !canonical.isEmpty, let (negated, source) = negatedFlag(flat, canonical) {
            markUsed(negated, layer: layer, by: cursor.path)
            markLowerLayersUsed(below: layer, canonical: canonical, at: cursor)
            return .scalar("false", source)
        }
        if flat.prefixes.contains(canonical) {
            return .nestedNames(layer: layer, nil)
        }
        return nil
    }

    /// `--no-verbose` turns `verbose` off, when it is given bare.
    private func negatedFlag(_ flat: FlatLayer, _ canonical: String) -> (String, ConfigSource)? {
        let name = "no_" + canonical
        guard let assignment = flat.assignments[name], assignment.values.last == .some(nil),
            let source = assignment.sources.last
        else { return nil }
        return (name, source)
    }

    /// Lower flat layers with the same name were overridden, not ignored: they are not unknown.
    private func markLowerLayersUsed(below layer: Int, canonical: String, at cursor: ConfigCursor) {
        for (index, flat) in flatLayers where index < layer && isInScope(index, cursor.flatScope) {
            if flat.assignments[canonical] != nil { markUsed(canonical, layer: index, by: cursor.path) }
        }
    }

    /// Records that `path` read `canonical`; a second key path reading it is an ambiguity.
    private func markUsed(_ canonical: String, layer: Int, by path: [ConfigPathComponent]) {
        guard let previous = usedNames[layer][canonical] else {
            usedNames[layer][canonical] = path
            return
        }
        let keyPath = path.keyPathText
        let previousKeyPath = previous.keyPathText
        guard previousKeyPath != keyPath, case .flat(let flat) = layers[layer],
            reportedAmbiguities.insert("\(layer) \(canonical)").inserted
        else { return }
        let spelling = flat.spellings[canonical] ?? canonical
        record(
            ConfigProblem(
                kind: .ambiguousKey, keyPath: keyPath, source: flat.assignments[canonical]?.sources.last,
                reason: "\(spelling) names both '\(previousKeyPath)' and '\(keyPath)'; rename one of the properties"))
    }
}
