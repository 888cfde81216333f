import CaseConventions

extension DecodingSession {
    /// Asks every added layer for `path`, once per path, and files what they hold among the flat
    /// names, where the layers' order decides as for any flat name. Returns the flat names at
    /// `path` afterwards; `found` is what there was before.
    func askAddedLayers(at path: ConfigPath, found: FlatNameNode?) -> FlatNameNode? {
        let keyPath = path.keyPathText
        guard askedAddedLayers.insert(keyPath).inserted else { return found }
        let components = path.components.map(\.stringValue)
        let canonical = components.map(KeyWords.canonical).joined(separator: "_")
        var added = false
        for (index, flat) in flatLayers {
            guard let lookup = flat.lookup, let answer = lookup.answer(at: components) else { continue }
            switch answer {
            case .value(let text, let source):
                addName(FlatLayer.Assignment(text, source), layer: index, at: canonical)
                added = true
            case .list(let texts, let source):
                for (position, text) in texts.enumerated() {
                    addName(FlatLayer.Assignment(text, source), layer: index, at: canonical + "_\(position)")
                    added = true
                }
            case .unusable(let reason, let source):
                record(ConfigProblem(kind: .invalidValue, keyPath: keyPath, source: source, reason: reason))
            }
        }
        guard added else { return found }
        var node: FlatNameNode? = flatNames
        for component in components { node = node?.descendant(forKey: component) }
        return node
    }

    private func addName(_ assignment: FlatLayer.Assignment, layer: Int, at canonical: String) {
        usedNames[layer].append(nil)
        flatNames.insert(
            FlatNameNode.Entry(
                layer: layer, name: usedNames[layer].count - 1, assignment: assignment, isNegation: false),
            at: canonical)
    }
}
