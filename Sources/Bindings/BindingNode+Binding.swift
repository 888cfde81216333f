import KeyCoding

extension BindingNode {
    /// Binds the view property `viewKey` to the value at `path`: view steps to the node holding
    /// the data object, `dataObject`, then the model's key path.
    ///
    /// The binding is checked now: the path's syntax, the view steps (when the view is already in
    /// a tree; otherwise they are resolved when it moves into one) and, when the data object is
    /// set, that the model's declared type converts to the property's (`String` to and from other
    /// types through StringCoding). It is applied at once, again whenever the holder's data object
    /// is set or ``updateFromDataObject()`` is called or the view moves, and whenever an
    /// `@Observable` model along the path changes (see ``BindingUpdates``).
    ///
    /// ```swift
    /// try label.bind("text", to: "@cell.dataObject.name")
    /// try label.bind("text", to: "@superview.dataObject.name", transformer: "uppercase")
    /// try field.bind("text", to: "@rootview.dataObject.name", twoWay: true)   // edits reach the model
    /// ```
    @discardableResult
    public func bind(
        _ viewKey: String, to path: String, transformer: String? = nil, twoWay: Bool = false
    ) throws(BindingError) -> Binding {
        try bind(viewKey, to: path, transformer: transformer, twoWay: twoWay) { _ throws(BindingError) in }
    }

    /// Makes the binding, lets `prepare` finish it before it is applied, then attaches it in place
    /// of the binding `viewKey` had. Until that last step nothing has changed: a binding refused
    /// along the way leaves the previous one (and the property's value) as they were.
    func bind(
        _ viewKey: String, to path: String, transformer: String?, twoWay: Bool,
        prepare: (Binding) throws(BindingError) -> Void
    ) throws(BindingError) -> Binding {
        let parsed: BindingPath
        do {
            parsed = try BindingPath(parsing: path)
        } catch {
            throw BindingError(.invalidPath, node: self, key: viewKey, path: path, error.description)
        }
        let binding = try Binding(
            view: self, viewKey: viewKey, path: parsed, pathText: path,
            transformer: try Self.transformer(named: transformer, node: self, key: viewKey, path: path),
            isTwoWay: twoWay)
        try prepare(binding)
        try attach(binding, strictly: true)
        if let replaced = bindings.remove(viewKey: viewKey), replaced !== binding { replaced.detach() }
        bindings.add(binding)
        return binding
    }

    /// Removes the binding of `viewKey`; the property keeps its value.
    ///
    /// ```swift
    /// label.unbind("text")
    /// ```
    public func unbind(_ viewKey: String) {
        guard let binding = bindings.remove(viewKey: viewKey) else { return }
        binding.detach()
    }

    /// Reads the data object again for every binding that reads it: for a model that is not
    /// `@Observable`, after changing it.
    ///
    /// ```swift
    /// card.dataObject = contact
    /// contact.name = "Grace"        // a plain class: no observation
    /// card.updateFromDataObject()
    /// ```
    public func updateFromDataObject() {
        for source in bindings.allSources { source.update() }
    }

    /// Tells the bindings that read this node's data object that it was replaced; conforming types
    /// call it when `dataObject` is set.
    ///
    /// ```swift
    /// public var dataObject: (any KeyCodable)? { didSet { dataObjectDidChange() } }
    /// ```
    public func dataObjectDidChange() {
        updateFromDataObject()
    }

    /// Resolves again the bindings of this node and every node inside it; conforming types call it
    /// after the node moved to another parent (or out of its tree).
    ///
    /// ```swift
    /// override func didMoveToSuperview() { super.didMoveToSuperview(); nodeDidMove() }
    /// ```
    public func nodeDidMove() {
        for binding in bindings.all { try? attach(binding, strictly: false) }
        for child in childNodes { child.nodeDidMove() }
    }

    /// Connects `binding` to the source its path leads to now and applies it. Strictly (when it is
    /// made) problems are thrown; otherwise (after a move) they are reported, and a binding whose
    /// view steps find no view stops updating until they do.
    func attach(_ binding: Binding, strictly: Bool) throws(BindingError) {
        let holder: any BindingNode
        switch resolveViewSteps(binding.path.viewSteps) {
        case .success(let node):
            holder = node
        case .failure(let failure):
            binding.detach()
            let error = binding.error(.unresolvedView, failure.reason)
            // A view not yet in a tree is resolved when it moves into one.
            if strictly, parentNode != nil || binding.path.viewSteps.isEmpty { throw error }
            if !strictly { binding.report(error) }
            return
        }
        if strictly, let data = holder.dataObject {
            _ = try binding.typeCheck(dataType: type(of: data))
        }
        let source = holder.bindings.source(for: binding.path.dataKeyPath, holder: holder)
        if binding.source !== source {
            binding.detach()
            source.add(binding)
            binding.source = source
        }
        source.update(binding)
    }

    private static func transformer(
        named name: String?, node: any BindingNode, key: String, path: String
    ) throws(BindingError) -> BindingTransformer? {
        guard let name else { return nil }
        if let transformer = BindingTransformer.named(name) { return transformer }
        let names = BindingTransformer.registeredNames
        let suggestion = closestMatch(to: name, in: names).map { "; did you mean \"\($0)\"?" } ?? ""
        throw BindingError(
            .invalidTransformer, node: node, key: key, path: path,
            "no value transformer is named \"\(name)\"\(suggestion) (registered: \(names.joined(separator: ", ")), and date:<format>)"
        )
    }
}
