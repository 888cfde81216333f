import CaseConventions

/// What a decode did with one mapping of one file: which entries it used and which keys it looked
/// for in vain, to report the rest as unknown. A class, so a container updates it in place.
final class MappingUsage {
    let mapping: ConfigMapping
    let layer: Int
    let path: ConfigPath
    var used: [Bool]
    /// Keys the type asked for that this mapping does not have: what a misspelt key may have meant.
    var missed: [String] = []
    /// A dictionary's keys are data: all of them are used, none is unknown.
    var isDictionary = false
    /// Each canonical key and the entries that have it, built the first time an exact key misses.
    private var canonicalIndex: [String: [Int]]?
    private var hasOnlyCanonicalKeys = true

    init(mapping: ConfigMapping, layer: Int, path: ConfigPath) {
        self.mapping = mapping
        self.layer = layer
        self.path = path
        used = Array(repeating: false, count: mapping.entries.count)
    }

    /// The entries whose key has `key`'s words in another spelling.
    func entries(canonicallyMatching key: String) -> [Int] {
        if canonicalIndex == nil { buildCanonicalIndex() }
        let canonical = KeyWords.canonical(key)
        // A canonical key among canonical entries would have matched exactly.
        if hasOnlyCanonicalKeys && canonical == key { return [] }
        return canonicalIndex?[canonical] ?? []
    }

    private func buildCanonicalIndex() {
        var index: [String: [Int]] = [:]
        for (offset, entry) in mapping.entries.enumerated() {
            let canonical = KeyWords.canonical(entry.key)
            if canonical != entry.key { hasOnlyCanonicalKeys = false }
            index[canonical, default: []].append(offset)
        }
        canonicalIndex = index
    }

    func markAllUsed() {
        isDictionary = true
        used = Array(repeating: true, count: used.count)
    }
}
