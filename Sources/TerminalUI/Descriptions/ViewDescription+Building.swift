extension ViewDescription {
    /// Builds the views; every problem is collected and thrown together.
    ///
    /// Each element's view is made by the registry, given its identifier, tag, style classes and
    /// frame, then its children are added (as arranged subviews in a ``StackView``). Once the whole
    /// tree exists, the attributes are set in document order, so a key path may look at superviews.
    /// A failing attribute does not stop the others.
    ///
    /// ```swift
    /// let root = try ViewDescription(contentsOf: url).makeView()
    /// (root.view(withIdentifier: "name") as? Label)?.text   // "Name"
    /// ```
    public func makeView(registry: ViewRegistry = .standard) throws(ViewDescriptionError) -> View {
        var construction = ViewConstruction(registry: registry, source: source)
        let root = construction.build(self, parentPath: "", index: nil, depth: 1)
        construction.applyAttributes()
        guard let root, construction.problems.isEmpty else {
            throw ViewDescriptionError(
                source: source, problems: construction.problems.listed.sortedByLine { $0.line },
                unlistedCount: construction.problems.unlistedCount)
        }
        return root
    }
}
