import KeyCoding

extension BindingNode {
    /// Follows the data object that `path`'s view steps lead to, for what binds to a model
    /// rather than to a value of it (a table's rows, which follow an array inside the model
    /// themselves): `receive` gets the data object now, and again whenever the node holding it
    /// is given another one (`nil` when it has none) or this node moves to where the steps lead
    /// elsewhere. The path may go on into the data object (`@rootview.dataObject.fruits`); only
    /// its view steps are followed, and the whole path names the binding in errors.
    ///
    /// The binding is made as ``bind(_:to:transformer:twoWay:)`` makes one, and kept under
    /// `name` in place of the binding `name` had: its view steps are checked now, and an error
    /// `receive` throws now is thrown (nothing is bound then); one it throws later reaches
    /// ``Binding/lastError`` and the handler of ``BindingUpdates/setErrorHandler(_:)``.
    ///
    /// ```swift
    /// try table.bindDataObject("rows", through: "@rootview.dataObject.fruits") { model in
    ///     print(model.map { "\(type(of: $0))" } ?? "none")   // Basket, then again for each new one
    /// }
    /// ```
    @discardableResult
    public func bindDataObject(
        _ name: String, through path: String, _ receive: @escaping ((any KeyCodable)?) throws(BindingError) -> Void
    ) throws(BindingError) -> Binding {
        let parsed: BindingPath
        do {
            parsed = try BindingPath(parsing: path)
        } catch {
            throw BindingError(.invalidPath, node: self, key: name, path: path, error.description)
        }
        var failureWhileMade: BindingError?
        var isBeingMade = true
        let binding = Binding(view: self, name: name, path: parsed, pathText: path) { model throws(BindingError) in
            guard isBeingMade else { return try receive(model) }
            do throws(BindingError) {
                try receive(model)
            } catch {
                failureWhileMade = error
            }
        }
        try attach(binding, strictly: true)
        isBeingMade = false
        if let failureWhileMade {
            binding.detach()
            throw failureWhileMade
        }
        if let replaced = bindings.remove(viewKey: name), replaced !== binding { replaced.detach() }
        bindings.add(binding)
        return binding
    }
}
