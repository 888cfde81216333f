import KeyCoding

extension BindingNode {
    /// ``bind(_:to:transformer:twoWay:)`` with what to show for nil, for no selection and for
    /// multiple values (see ``BindingPlaceholders``). A placeholder that does not convert to the
    /// view property's type is refused now, and the property keeps the binding it had.
    ///
    /// ```swift
    /// try label.bind("text", to: "@superview.dataObject.nickname", placeholders: BindingPlaceholders(whenNil: "none"))
    /// ```
    @discardableResult
    public func bind(
        _ viewKey: String, to path: String, transformer: String? = nil, twoWay: Bool = false,
        placeholders: BindingPlaceholders
    ) throws(BindingError) -> Binding {
        try bind(viewKey, to: path, transformer: transformer, twoWay: twoWay) { binding throws(BindingError) in
            try binding.setPlaceholders(placeholders)
        }
    }
}

extension Binding {
    /// Sets what the binding shows for nil, no selection and multiple values, and shows the
    /// model's value again with them.
    ///
    /// ```swift
    /// try binding.setPlaceholders(BindingPlaceholders(whenNil: "none", multipleValues: "various"))
    /// ```
    ///
    /// - Throws: ``BindingError/Kind/typeMismatch`` for a placeholder that does not convert to the
    ///   view property's type; the placeholders are then unchanged.
    public func setPlaceholders(_ placeholders: BindingPlaceholders) throws(BindingError) {
        var converted = BindingPlaceholders()
        for (name, keyPath) in BindingPlaceholders.optionNames {
            guard let given = placeholders[keyPath: keyPath].flatMap(flattenOptional) else { continue }
            converted[keyPath: keyPath] = try convertedPlaceholder(given, named: name)
        }
        self.placeholders = converted
        source?.update(self)
    }

    private func convertedPlaceholder(_ value: Any, named name: String) throws(BindingError) -> Any {
        do {
            let conversion = try BindingConversion(from: type(of: value), through: nil, to: viewPropertyType)
            if case .some(.some(let converted)) = try conversion.convert(value) { return converted }
        } catch {
            throw self.error(
                .typeMismatch,
                "the \(name) placeholder \(BoundValueText.shownWithType(value)) does not convert to \(typeName(viewPropertyType)): \(error.reason)",
                value: value)
        }
        return value
    }

    /// The one value a read gives the view: when the path fans out through a selection (`@each`,
    /// `@unionOfObjects`…) and the view property is not a collection, the values made one.
    func selectionValue(of value: Any?) -> SelectionValue {
        guard readsSelection, let values = value as? [Any?] else { return .value(value) }
        return SelectionValue(values)
    }

    /// Whether the path fans out into a collection of values that the view shows as one.
    private var readsSelection: Bool {
        let property = unwrappedOptional(viewPropertyType)
        guard property == String.self || !(property is any Collection.Type) else { return false }
        return path.dataKeyPath.contains { Self.selectionOperators.contains($0) }
    }

    /// The operators whose value is a collection made from the elements of another.
    private static let selectionOperators: Set<String> = [
        "@each", "@unionOfObjects", "@distinctUnionOfObjects", "@unionOfArrays", "@distinctUnionOfArrays",
    ]

    /// What the view shows in place of a value: the placeholder given, else on a `String` property
    /// `""` for nil (nil on an optional one) and the default texts for no selection and multiple
    /// values, else nil on an optional property, else the property's value when the binding was
    /// made.
    func placeholderValue(for situation: KeyPath<BindingPlaceholders, Any?>) -> Any? {
        if let given = placeholders[keyPath: situation] { return given }
        if unwrappedOptional(viewPropertyType) == String.self {
            switch situation {
            case \.noSelection: return BindingPlaceholders.defaultNoSelection
            case \.multipleValues: return BindingPlaceholders.defaultMultipleValues
            default: return viewPropertyIsOptional ? nil : ""
            }
        }
        return viewPropertyIsOptional ? nil : initialValue
    }
}
