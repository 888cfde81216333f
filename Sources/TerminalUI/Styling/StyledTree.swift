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

    /// The first view that is styled: the ancestors before it are in the tree only so that
    /// descendant selectors can look at them.
    let firstStyled: Int

    /// The subtree of `root`.
    init(root: View) {
        self.init(subtreeOf: root, ancestors: [])
    }

    /// The subtree of `root` after its ancestors, outermost first: what styling a view that joined
    /// a window needs, so that `#detail Label` sees the `#detail` it joined.
    init(subtreeWithAncestorsOf root: View) {
        self.init(subtreeOf: root, ancestors: root.selfAndAncestors.dropFirst().reversed())
    }

    private init(subtreeOf root: View, ancestors: [View]) {
        var views = ancestors
        var parents = ancestors.indices.map { $0 - 1 }
        // An explicit stack: a tree built in code can be deeper than the call stack allows.
        var pending: [(view: View, parent: Int)] = [(root, ancestors.count - 1)]
        while let (view, parent) = pending.popLast() {
            let index = views.count
            views.append(view)
            parents.append(parent)
            pending += view.subviews.reversed().map { ($0, index) }
        }
        self.views = views
        self.parents = parents
        firstStyled = ancestors.count
    }

    /// `view` and its ancestors, nearest first: all that matching one view needs.
    init(ancestorsOf view: View) {
        let chain = Array(view.selfAndAncestors)
        views = chain
        parents = chain.indices.map { $0 + 1 < chain.count ? $0 + 1 : -1 }
        firstStyled = 0
    }

    /// For every styled view that any rule matches, its index and the matching rules in the order
    /// to apply them: increasing specificity, then document order.
    func matchingRules(_ rules: [SelectorStylesheet.Rule]) -> [(view: Int, matches: [Match])] {
        var steps = 0
        return matchingRules(rules, steps: &steps)
    }

    /// ``matchingRules(_:)``, adding to `steps` one for each selector tried on a view and one for
    /// each view compared with a compound: tests compare it across trees to show how the work grows.
    func matchingRules(_ rules: [SelectorStylesheet.Rule], steps: inout Int) -> [(view: Int, matches: [Match])] {
        var index = StyleRuleIndex(rules: rules)
        return matchingRules(&index, steps: &steps)
    }

    /// ``matchingRules(_:)`` with the rules compiled already; `index` learns the views' classes.
    func matchingRules(_ index: inout StyleRuleIndex) -> [(view: Int, matches: [Match])] {
        var steps = 0
        return matchingRules(&index, steps: &steps)
    }

    private func matchingRules(
        _ index: inout StyleRuleIndex, steps: inout Int
    ) -> [(view: Int, matches: [Match])] {
        let words = index.wordCount
        var bits = [UInt64](repeating: 0, count: views.count * words)
        for (position, view) in views.enumerated() {
            index.setBits(of: view, into: &bits[(position * words)..<((position + 1) * words)])
        }
        var result: [(view: Int, matches: [Match])] = []
        for viewIndex in views.indices.dropFirst(firstStyled) {
            var best: [Int: Match] = [:]
            let base = viewIndex * words
            for candidate in index.candidates(forBits: bits[base..<(base + words)]) {
                steps += 1
                let selector = index.selectors[candidate]
                if let known = best[selector.rule], !Self.isBetter(selector, than: known) { continue }
                if compiledSelector(
                    selector.compounds, matchesViewAt: viewIndex, bits: bits, words: words, steps: &steps)
                {
                    best[selector.rule] = Match(
                        rule: selector.rule, selector: selector.selector, specificity: selector.specificity)
                }
            }
            if !best.isEmpty { result.append((viewIndex, Self.ordered(best.values))) }
        }
        return result
    }

    /// Within one rule the most specific matching selector counts; of equals, the first written.
    private static func isBetter(_ selector: StyleRuleIndex.CompiledSelector, than known: Match) -> Bool {
        selector.specificity != known.specificity
            ? selector.specificity > known.specificity : selector.selector < known.selector
    }

    /// Whether the view at `index` matches the selector compiled as `compounds`: right to left,
    /// taking the nearest matching ancestor for each compound, which is enough because every
    /// combinator is "inside".
    private func compiledSelector(
        _ compounds: [[StyleNameTable.Mask]], matchesViewAt index: Int, bits: [UInt64], words: Int,
        steps: inout Int
    ) -> Bool {
        func compound(_ masks: [StyleNameTable.Mask], matchesViewAt view: Int) -> Bool {
            steps += 1
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

    /// Increasing specificity, then document order.
    private static func ordered(_ matches: some Collection<Match>) -> [Match] {
        matches.sorted { lhs, rhs in
            lhs.specificity != rhs.specificity ? lhs.specificity < rhs.specificity : lhs.rule < rhs.rule
        }
    }
}
