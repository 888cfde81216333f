/// A view tree flattened for matching: each view's parent as an index and its names as bits (see
/// ``StyleNameTable``), so that matching every rule against every view compares machine words.
struct StyledTree {
    /// The views, root first, in depth-first order (a view before its subviews, subviews in order).
    let views: [View]
    /// Each view's parent's index; -1 for the root.
    private let parents: [Int]

    /// Which rule of a stylesheet matched a view, through which of its selectors, how specifically.
    struct Match: Equatable {
        var rule: Int
        var selector: Int
        var specificity: SelectorStylesheet.Specificity
    }

    /// The subtree of `root`.
    init(root: View) {
        var views: [View] = []
        var parents: [Int] = []
        // An explicit stack: a tree built in code can be deeper than the call stack allows.
        var pending: [(view: View, parent: Int)] = [(root, -1)]
        while let (view, parent) = pending.popLast() {
            let index = views.count
            views.append(view)
            parents.append(parent)
            pending += view.subviews.reversed().map { ($0, index) }
        }
        self.views = views
        self.parents = parents
    }

    /// `view` and its ancestors, nearest first: all that matching one view needs.
    init(ancestorsOf view: View) {
        var chain: [View] = []
        var current: View? = view
        while let node = current {
            chain.append(node)
            current = node.superview
        }
        views = chain
        parents = chain.indices.map { $0 + 1 < chain.count ? $0 + 1 : -1 }
    }

    /// For every view that any rule matches, its index and the matching rules in the order to apply
    /// them: increasing specificity, then document order.
    func matchingRules(_ rules: [SelectorStylesheet.Rule]) -> [(view: Int, matches: [Match])] {
        var table = StyleNameTable(selectors: rules.flatMap(\.selectors))
        let bits = viewBits(&table)
        let compiled = rules.map { rule in
            rule.selectors.map { (compounds: $0.compounds.map(table.masks), specificity: $0.specificity) }
        }
        let words = table.wordCount
        var result: [(view: Int, matches: [Match])] = []
        for viewIndex in views.indices {
            var matches: [Match] = []
            for (ruleIndex, selectors) in compiled.enumerated() {
                var best: Match?
                for (selectorIndex, selector) in selectors.enumerated() {
                    if let best, best.specificity >= selector.specificity { continue }
                    if compiledSelector(selector.compounds, matchesViewAt: viewIndex, bits: bits, words: words) {
                        best = Match(rule: ruleIndex, selector: selectorIndex, specificity: selector.specificity)
                    }
                }
                if let best { matches.append(best) }
            }
            if !matches.isEmpty { result.append((viewIndex, stableSorted(matches))) }
        }
        return result
    }

    /// Whether the view at `index` matches the selector compiled as `compounds`: right to left,
    /// taking the nearest matching ancestor for each compound, which is enough because every
    /// combinator is "inside".
    private func compiledSelector(
        _ compounds: [[StyleNameTable.Mask]], matchesViewAt index: Int, bits: [UInt64], words: Int
    ) -> Bool {
        func compound(_ masks: [StyleNameTable.Mask], matchesViewAt view: Int) -> Bool {
            let base = view * words
            for mask in masks where bits[base + mask.word] & mask.bits != mask.bits { return false }
            return true
        }
        guard let last = compounds.last, compound(last, matchesViewAt: index) else { return false }
        var candidate = parents[index]
        for masks in compounds.dropLast().reversed() {
            while true {
                guard candidate >= 0 else { return false }
                let ancestor = candidate
                candidate = parents[ancestor]
                if compound(masks, matchesViewAt: ancestor) { break }
            }
        }
        return true
    }

    private func viewBits(_ table: inout StyleNameTable) -> [UInt64] {
        let words = table.wordCount
        var bits = [UInt64](repeating: 0, count: views.count * words)
        for (index, view) in views.enumerated() {
            table.setBits(of: view, into: &bits[(index * words)..<((index + 1) * words)])
        }
        return bits
    }

    private func stableSorted(_ matches: [Match]) -> [Match] {
        // Rules are mostly written from general to specific, so most lists are in order already.
        if zip(matches, matches.dropFirst()).allSatisfy({ $0.specificity <= $1.specificity }) { return matches }
        return matches.enumerated().sorted { lhs, rhs in
            lhs.element.specificity != rhs.element.specificity
                ? lhs.element.specificity < rhs.element.specificity : lhs.offset < rhs.offset
        }.map(\.element)
    }
}
