extension DecodingSession {
    /// What the highest layer with anything at `cursor` holds there.
    func leaf(at cursor: ConfigCursor) -> ConfigLeaf? {
        if let fixed = cursor.fixedLeaf { return fixed }
        // Flat layers are above every file.
        if let node = cursor.flatNode, let leaf = flatLeaf(node, at: cursor) { return leaf }
        guard let (layer, node) = cursor.nodes.first else { return nil }
        let source = source(inLayer: layer, at: node.position)
        switch node {
        case .scalar(let text, _): return .scalar(text, source)
        case .null: return .null(source)
        case .sequence: return .list(node, layer: layer, source)
        case .mapping: return .mapping(source)
        }
    }

    private func flatLeaf(_ node: FlatNameNode, at cursor: ConfigCursor) -> ConfigLeaf? {
        let mask = cursor.flatLayerMask
        let inScope = node.entries.filter { mask & (1 << UInt64($0.layer)) != 0 }
        if let entry = inScope.first {
            // Lower layers with the same name were overridden, not ignored: they are not unknown.
            for overridden in inScope { markUsed(overridden.name, layer: overridden.layer, by: cursor.path) }
            let assignment = entry.assignment
            if entry.isNegation { return .scalar("false", assignment.last.source) }
            if assignment.count > 1 { return .repeated(values: assignment.values, sources: assignment.sources) }
            return .scalar(assignment.last.value ?? "true", assignment.last.source)
        }
        let below = node.layersBelow & mask
        guard below != 0 else { return nil }
        return .nestedNames(
            layer: 63 - below.leadingZeroBitCount, node.firstEntry(inLayersMatching: mask)?.assignment.last.source)
    }

    /// The names below a place that needed a value were reported there; they are not also unknown.
    func markNamesUsed(below cursor: ConfigCursor) {
        var pending = cursor.flatNode.map { [$0] } ?? []
        while let node = pending.popLast() {
            for entry in node.entries { markUsed(entry.name, layer: entry.layer, by: cursor.path) }
            pending += node.childNodes
        }
    }

    /// Records that `path` read name `name` of `layer`; a second key path reading it is an ambiguity.
    private func markUsed(_ name: Int, layer: Int, by path: ConfigPath) {
        guard let previous = usedNames[layer][name] else {
            usedNames[layer][name] = path
            return
        }
        let keyPath = path.keyPathText
        let previousKeyPath = previous.keyPathText
        guard previousKeyPath != keyPath, case .flat(let flat) = layers[layer], flat.names.indices.contains(name),
            reportedAmbiguities.insert("\(layer) \(name)").inserted
        else { return }
        let spelling = flat.names[name].spelling
        record(
            ConfigProblem(
                kind: .ambiguousKey, keyPath: keyPath, source: flat.names[name].assignment.last.source,
                reason: "\(spelling) names both '\(previousKeyPath)' and '\(keyPath)'; rename one of the properties"))
    }
}
