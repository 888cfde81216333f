import KeyCoding

extension ViewDescription {
    /// Builds the views; every problem is collected and thrown together.
    ///
    /// Each element's view is made by the registry, given its identifier, tag, style classes and
    /// frame, then its children are added (as arranged subviews in a ``StackView``). Once the whole
    /// tree exists, the attributes are set in document order, so a key path may look at superviews.
    /// A failing attribute does not stop the others. Last, each view written without a frame (and
    /// not arranged by a stack view) takes the size of its content, ``View/fittingSize``, children
    /// before their parents, and keeps fitting it whenever it is laid out (a bound label grows with
    /// its text) until something else gives it a size: a screen it becomes the view of gives it the
    /// screen's. A root with no frame and nothing that could ever give it a size (no children, no
    /// binding, no text) is a problem, unless its `autoresizingMask` is flexible along the empty
    /// axis; it is reported only when nothing else is wrong, since another problem may be the cause.
    ///
    /// ```swift
    /// let root = try ViewDescription(contentsOf: url).makeView()
    /// (root.view(withIdentifier: "name") as? Label)?.text   // "Name"
    /// root.frame.size    // the description's frame, or the size of what the root holds
    /// ```
    @MainActor public func makeView(registry: ViewRegistry = .standard) throws(ViewDescriptionError) -> View {
        try makeView(registry: registry, rootDataObject: nil)
    }

    /// Builds the views as ``makeView(registry:)`` does, with `dataObject` given to the root before
    /// the attributes are set, so that the bindings that read it (`@rootview.dataObject.…`) are
    /// checked against it now, and their problems reported with the others: a key the model does
    /// not have, a table's `rows` bound to something that is not an array.
    ///
    /// ```swift
    /// let root = try ViewDescription(contentsOf: url).makeView(dataObject: basket)
    /// root.dataObject === basket   // true
    /// ```
    @MainActor public func makeView(
        registry: ViewRegistry = .standard, dataObject: any KeyCodable
    ) throws(ViewDescriptionError) -> View {
        try makeView(registry: registry, rootDataObject: dataObject)
    }

    @MainActor private func makeView(
        registry: ViewRegistry, rootDataObject: (any KeyCodable)?
    ) throws(ViewDescriptionError) -> View {
        var construction = ViewConstruction(registry: registry, source: source)
        let root = construction.build(self, parentPath: "", index: nil, depth: 1)
        if let rootDataObject { root?.dataObject = rootDataObject }
        construction.applyAttributes()
        construction.sizeUnframedViews()
        if let root { construction.reportUnsizedRoot(root, element: self) }
        guard let root, construction.problems.isEmpty else {
            throw ViewDescriptionError(
                source: source, problems: construction.problems.listed.sortedByLine { $0.line },
                unlistedCount: construction.problems.unlistedCount)
        }
        return root
    }
}

extension ViewDescription {
    /// Whether the element gives its view a frame, as its `frame` or as an attribute that sets the
    /// frame or a part of it (`frame.size.width`).
    var hasFrame: Bool {
        frame != nil || attributes.contains { $0.keyPath == "frame" || $0.keyPath.hasPrefix("frame.") }
    }
}
