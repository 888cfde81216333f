import CaseConventions

/// The names of every flat layer arranged by words, so that the decoder follows a key path down
/// the tree one hash lookup per key instead of building and hashing whole names:
/// `APP_DATABASE_HOST` (prefix `APP`) sits at `database` → `host`.
final class FlatNameNode {
    /// One name that ends here.
    struct Entry {
        let layer: Int
        /// The name's position among its layer's names, which identifies it when it is marked as read.
        let name: Int
        let assignment: FlatLayer.Assignment
        /// A bare `--no-verbose`, filed under `verbose` as the value false.
        let isNegation: Bool
    }

    /// The words that continue below this node, in the order first given, and their nodes.
    private var childWords: [String] = []
    private(set) var childNodes: [FlatNameNode] = []
    /// The position of each word in `childWords` and `childNodes`.
    private var childIndex: [String: Int] = [:]
    /// Names ending here, highest layer first.
    private(set) var entries: [Entry] = []
    /// Bit `n` is set when layer `n` has a name at or below this node.
    private(set) var layersBelow: UInt64 = 0

    /// The node for `key`'s words below this one, if any name continues that way.
    func descendant(forKey key: String) -> FlatNameNode? {
        var node: FlatNameNode? = self
        var words = 0
        Self.forEachWord(of: KeyWords.canonical(key)) { word in
            node = node?.child(String(word))
            words += 1
            return node != nil
        }
        return words > 0 ? node : nil
    }

    func child(_ word: String) -> FlatNameNode? {
        childIndex[word].map { childNodes[$0] }
    }

    /// The words that continue below this node in `layer`'s names (a dictionary's keys).
    func words(inLayersMatching mask: UInt64) -> [String] {
        childWords.indices.filter { childNodes[$0].layersBelow & mask != 0 }.map { childWords[$0] }.sorted()
    }

    /// Some name at or below this node, to point at in a report.
    func firstEntry(inLayersMatching mask: UInt64) -> Entry? {
        if let entry = entries.first(where: { mask & (1 << UInt64($0.layer)) != 0 }) { return entry }
        for position in childWords.indices.sorted(by: { childWords[$0] < childWords[$1] }) {
            if let entry = childNodes[position].firstEntry(inLayersMatching: mask) { return entry }
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
            for (position, name) in flat.names.enumerated() {
                let assignment = name.assignment
                root.insert(
                    Entry(layer: index, name: position, assignment: assignment, isNegation: false), at: name.canonical)
                if flat.kind == .commandLine, name.canonical.hasPrefix("no_"), assignment.last.value == nil {
                    let negated = FlatLayer.Assignment(nil, assignment.last.source)
                    root.insert(
                        Entry(layer: index, name: position, assignment: negated, isNegation: true),
                        at: String(name.canonical.dropFirst(3)))
                }
            }
        }
        return root
    }

    /// Files `entry` under the words of `name`, a canonical name.
    func insert(_ entry: Entry, at name: String) {
        let layerBit: UInt64 = 1 << UInt64(entry.layer)
        var node = self
        node.layersBelow |= layerBit
        Self.forEachWord(of: name) { word in
            node = node.child(creating: String(word))
            node.layersBelow |= layerBit
            return true
        }
        // Highest layer first; `build` goes through the layers in that order, while an added layer's
        // names arrive one by one as keys are decoded.
        let position = node.entries.firstIndex { $0.layer < entry.layer } ?? node.entries.count
        node.entries.insert(entry, at: position)
    }

    /// The child for `word`, made if there is none yet.
    private func child(creating word: String) -> FlatNameNode {
        if let existing = childIndex[word] { return childNodes[existing] }
        childIndex[word] = childWords.count
        let node = FlatNameNode()
        childWords.append(word)
        childNodes.append(node)
        return node
    }

    /// Calls `body` with each non-empty word of a canonical name (words are joined by `_`) until it
    /// returns false, without making an array of them.
    private static func forEachWord(of canonical: String, _ body: (Substring) -> Bool) {
        // Bytes are characters in ASCII; elsewhere a `_` may begin a longer character (with a
        // combining accent), which is not a separator: `split` keeps it whole.
        guard canonical.utf8.allSatisfy({ $0 < 0x80 }) else {
            for word in canonical.split(separator: "_") where !body(word) { return }
            return
        }
        var wordStart = canonical.startIndex
        var index = canonical.utf8.startIndex
        while true {
            let atEnd = index == canonical.utf8.endIndex
            if atEnd || canonical.utf8[index] == UInt8(ascii: "_") {
                if wordStart < index, !body(canonical[wordStart..<index]) { return }
                if atEnd { return }
                wordStart = canonical.utf8.index(after: index)
            }
            index = canonical.utf8.index(after: index)
        }
    }
}
