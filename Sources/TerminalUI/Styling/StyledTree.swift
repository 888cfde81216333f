/// A view tree flattened for matching a stylesheet's rules: the views in depth-first order, each
/// with its parent's index.
@MainActor struct StyledTree {
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
        var classNames = ViewClassNames()
        let typeNames = views.map { classNames.names(of: $0) }
        var result: [(view: Int, matches: [Match])] = []
        for viewIndex in views.indices.dropFirst(firstStyled) {
            var matches: [Match] = []
            for (ruleIndex, rule) in rules.enumerated() {
                // Within one rule the most specific matching selector counts; of equals, the first written.
                var best: Match?
                for (selectorIndex, selector) in rule.selectors.enumerated() {
                    steps += 1
                    let specificity = selector.specificity
                    guard best.map({ specificity > $0.specificity }) ?? true,
                        self.selector(selector, matchesViewAt: viewIndex, typeNames: typeNames, steps: &steps)
                    else { continue }
                    best = Match(rule: ruleIndex, selector: selectorIndex, specificity: specificity)
                }
                if let best { matches.append(best) }
            }
            // Increasing specificity, then document order.
            if !matches.isEmpty {
                result.append((viewIndex, matches.sorted { ($0.specificity, $0.rule) < ($1.specificity, $1.rule) }))
            }
        }
        return result
    }

    /// Whether the view at `index` matches `selector`: right to left, taking the nearest matching
    /// ancestor for each compound, which is enough because every combinator is "inside".
    private func selector(
        _ selector: SelectorStylesheet.Selector, matchesViewAt index: Int, typeNames: [[String]], steps: inout Int
    ) -> Bool {
        func compound(_ compound: SelectorStylesheet.CompoundSelector, matchesViewAt index: Int) -> Bool {
            steps += 1
            let view = views[index]
            if let typeName = compound.typeName, !typeNames[index].contains(typeName) { return false }
            // Two different identifiers in one compound never match, as in CSS.
            return compound.classes.allSatisfy { view.styleClasses.contains($0) }
                && compound.identifiers.allSatisfy { $0 == view.restorationIdentifier }
        }
        guard let last = selector.compounds.last, compound(last, matchesViewAt: index) else { return false }
        var candidate = parents[index]
        for outer in selector.compounds.dropLast().reversed() {
            while true {
                guard candidate >= 0 else { return false }
                let ancestor = candidate
                candidate = parents[ancestor]
                if compound(outer, matchesViewAt: ancestor) { break }
            }
        }
        return true
    }
}
