/// A window's stylesheet as the window keeps it applied, with the views waiting to be styled:
/// those that joined the window or changed their classes or identifier since the last frame.
///
/// Waiting views are kept in the order they were noted, each once; when they are styled, a view
/// inside another waiting view is left to that one, so a subtree that joined and then grew is
/// styled once.
@MainActor final class AppliedStylesheet {
    let sheet: SelectorStylesheet
    private var waiting: [View] = []
    private var waitingIdentifiers: Set<ObjectIdentifier> = []
    /// True while declarations are being set: the class and identifier changes they make do not
    /// restyle (see ``Window/stylesheet``), which also keeps a sheet from restyling itself forever.
    private(set) var isApplying = false

    init(_ sheet: SelectorStylesheet) {
        self.sheet = sheet
    }

    /// Whether some view waits to be styled.
    var hasWaitingViews: Bool { !waiting.isEmpty }

    /// Notes that `view` and its subtree must be styled before the next frame.
    func styleBeforeNextFrame(_ view: View) {
        guard waitingIdentifiers.insert(ObjectIdentifier(view)).inserted else { return }
        waiting.append(view)
    }

    /// Styles the waiting views still in `window`, and returns the declarations that failed.
    func styleWaitingViews(in window: Window, failures: inout ProblemList<SelectorStylesheetError.Failure>) {
        let roots = waiting
        let identifiers = waitingIdentifiers
        waiting = []
        waitingIdentifiers = []
        for root in roots where root.window === window && !Self.hasAncestor(of: root, in: identifiers) {
            style(subtreeOf: root, in: window, failures: &failures)
        }
    }

    private static func hasAncestor(of view: View, in identifiers: Set<ObjectIdentifier>) -> Bool {
        view.selfAndAncestors.dropFirst().contains { identifiers.contains(ObjectIdentifier($0)) }
    }

    private func style(
        subtreeOf root: View, in window: Window, failures: inout ProblemList<SelectorStylesheetError.Failure>
    ) {
        let tree = StyledTree(subtreeWithAncestorsOf: root)
        let matches = tree.matchingRules(sheet.rules)
        isApplying = true
        defer { isApplying = false }
        restoreWhatNoRuleSets(in: tree, matches: matches)
        sheet.setDeclarations(of: matches, on: tree, namingViewsFrom: window, failures: &failures) {
            view, declaration in
            let values = view.styledValues ?? StyledValues()
            view.styledValues = values
            try values.set(declaration.writtenValue, forKeyPath: declaration.keyPath, on: view)
        }
    }

    /// Puts back, on each view of `tree` that a sheet styled before, the properties that none of
    /// the rules now matching it sets.
    private func restoreWhatNoRuleSets(in tree: StyledTree, matches: [(view: Int, matches: [StyledTree.Match])]) {
        var matchesByView: [Int: [StyledTree.Match]] = [:]
        for (view, viewMatches) in matches { matchesByView[view] = viewMatches }
        for viewIndex in tree.views.indices.dropFirst(tree.firstStyled) {
            guard let values = tree.views[viewIndex].styledValues else { continue }
            let kept = Set(
                (matchesByView[viewIndex] ?? []).flatMap { sheet.rules[$0.rule].declarations.map(\.keyPath) })
            values.restore(except: kept, on: tree.views[viewIndex])
        }
    }

    /// Puts back every property a sheet set on the views under `root`: the window's sheet was removed.
    static func restoreEverything(under root: View) {
        for view in StyledTree(root: root).views {
            view.styledValues?.restore(except: [], on: view)
        }
    }
}
