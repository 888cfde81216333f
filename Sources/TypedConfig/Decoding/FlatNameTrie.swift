/// The names of every flat layer arranged by words, so that the decoder follows a key path down
/// the tree one hash lookup per key instead of building and hashing whole names:
/// `APP_DATABASE_HOST` (prefix `APP`) sits at `database` → `host`.
final class FlatNameNode {
    /// One name that ends here.
    struct Entry {
        let layer: Int
        /// The name's canonical form in its layer, which identifies it when it is marked as read.
        let canonical: String
        let assignment: FlatLayer.Assignment
        /// A bare `--no-verbose`, filed under `verbose` as the value false.
        let isNegation: Bool
    }

    private(set) var children: [String: FlatNameNode] = [:]
    private var childWords = KeySignature()
    /// Names ending here, highest layer first.
    private(set) var entries: [Entry] = []
    /// Bit `n` is set when layer `n` has a name at or below this node.
    private(set) var layersBelow: UInt64 = 0

    /// The node for `key`'s words below this one, if any name continues that way.
    func descendant(forKey key: String) -> FlatNameNode? {
        let canonical = KeyWords.canonical(key)
        if childWords.mayContain(canonical), let child = children[canonical] { return child }
        guard canonical.utf8.contains(UInt8(ascii: "_")) else { return nil }
        var node = self
        for word in canonical.split(separator: "_") {
            guard let next = node.child(String(word)) else { return nil }
            node = next
        }
        return node
    }

    var childNodes: [FlatNameNode] { Array(children.values) }

    func child(_ word: String) -> FlatNameNode? {
        childWords.mayContain(word) ? children[word] : nil
    }

    /// The words that continue below this node in `layer`'s names (a dictionary's keys).
    func words(inLayersMatching mask: UInt64) -> [String] {
        children.filter { $0.value.layersBelow & mask != 0 }.keys.sorted()
    }

    /// Some name at or below this node, to point at in a report.
    func firstEntry(inLayersMatching mask: UInt64) -> Entry? {
        if let entry = entries.first(where: { mask & (1 << UInt64($0.layer)) != 0 }) { return entry }
        for word in children.keys.sorted() {
            if let entry = children[word]?.firstEntry(inLayersMatching: mask) { return entry }
        }
        return nil
    }

    func hasNames(inLayersMatching mask: UInt64) -> Bool {
        layersBelow & mask != 0
    }

    /// Builds the tree of `layers`' names, given highest first; layer indexes must be below 64.
    static func build(_ layers: [(index: Int, layer: FlatLayer)]) -> FlatNameNode {
        let root = FlatNameNode()
        for (index, flat) in layers where index < 64 {
            for (canonical, assignment) in flat.assignments {
                root.insert(Entry(layer: index, canonical: canonical, assignment: assignment, isNegation: false))
                if flat.kind == .commandLine, canonical.hasPrefix("no_"), assignment.values.last == .some(nil) {
                    let negated = FlatLayer.Assignment(values: [nil], sources: assignment.sources)
                    root.insert(
                        Entry(layer: index, canonical: canonical, assignment: negated, isNegation: true),
                        at: String(canonical.dropFirst(3)))
                }
            }
        }
        return root
    }

    private func insert(_ entry: Entry, at name: String? = nil) {
        var node = self
        node.layersBelow |= 1 << UInt64(entry.layer)
        for word in (name ?? entry.canonical).split(separator: "_") {
            let key = String(word)
            let next = node.children[key] ?? FlatNameNode()
            node.children[key] = next
            node.childWords.insert(key)
            node = next
            node.layersBelow |= 1 << UInt64(entry.layer)
        }
        // `build` goes through the layers highest first, so entries stay in that order.
        node.entries.append(entry)
    }
}
