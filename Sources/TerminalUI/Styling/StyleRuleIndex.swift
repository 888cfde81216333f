/// A stylesheet's selectors compiled once for matching many views: each selector's compounds as
/// bit masks (see ``StyleNameTable``), filed under one name its last compound requires, so a view
/// is tested only against the selectors that name its type, one of its classes or its identifier,
/// and the few that name none (`*`), not against every rule.
///
/// A window keeps one for its stylesheet, so views joining it later are matched without compiling
/// the sheet again.
struct StyleRuleIndex {
    /// One selector of one rule, compiled.
    struct CompiledSelector {
        var rule: Int
        var selector: Int
        var compounds: [[StyleNameTable.Mask]]
        var specificity: SelectorStylesheet.Specificity
    }

    /// The names the selectors mention, with the bits views get for them.
    private(set) var names: StyleNameTable
    /// Every selector of every rule, in document order.
    let selectors: [CompiledSelector]
    /// For each name's bit, the selectors whose last compound is filed under it.
    private let selectorsByBit: [[Int]]
    /// Selectors whose last compound names nothing (`*`): tried on every view.
    private let unfiledSelectors: [Int]

    init(rules: [SelectorStylesheet.Rule]) {
        let names = StyleNameTable(selectors: rules.flatMap(\.selectors))
        var selectors: [CompiledSelector] = []
        var byBit = [[Int]](repeating: [], count: names.bitCount)
        var unfiled: [Int] = []
        for (ruleIndex, rule) in rules.enumerated() {
            for (selectorIndex, selector) in rule.selectors.enumerated() {
                let index = selectors.count
                selectors.append(
                    CompiledSelector(
                        rule: ruleIndex, selector: selectorIndex, compounds: selector.compounds.map(names.masks),
                        specificity: selector.specificity))
                if let last = selector.compounds.last, let bit = names.keyBit(for: last), byBit.indices.contains(bit) {
                    byBit[bit].append(index)
                } else {
                    unfiled.append(index)
                }
            }
        }
        self.names = names
        self.selectors = selectors
        selectorsByBit = byBit
        unfiledSelectors = unfiled
    }

    /// Machine words per view.
    var wordCount: Int { names.wordCount }

    /// Sets the bits of the names `view` has into `words`.
    mutating func setBits(of view: View, into words: inout ArraySlice<UInt64>) {
        names.setBits(of: view, into: &words)
    }

    /// The selectors that may match a view with these bits: those filed under a bit it has, and
    /// the unfiled ones. Each selector is filed once, so none comes twice.
    func candidates(forBits words: ArraySlice<UInt64>) -> [Int] {
        var found = unfiledSelectors
        for (offset, word) in words.enumerated() {
            var remaining = word
            while remaining != 0 {
                let bit = offset * 64 + remaining.trailingZeroBitCount
                remaining &= remaining - 1
                if selectorsByBit.indices.contains(bit) { found += selectorsByBit[bit] }
            }
        }
        return found
    }
}
