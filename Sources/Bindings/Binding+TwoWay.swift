import KeyCoding
import StringCoding

extension Binding {
    /// A two-way binding writes the view's value back through the same conversion in reverse, so
    /// it needs no transformer and a model type that the view's type converts back into.
    func checkTwoWay(sourceType: Any.Type, conversion: BindingConversion) throws(BindingError) {
        guard transformer == nil else {
            throw error(.typeMismatch, "a two-way binding cannot use a transformer (\(transformerName ?? ""))")
        }
        let source = unwrappedOptional(sourceType)
        if case .toString = conversion.step, !(source is any StringDecodable.Type) {
            throw error(
                .typeMismatch,
                "edits cannot be written back: a String cannot be read as \(typeName(source)) (not StringDecodable)")
        }
        guard let view = view as? any BindingEditable else {
            throw error(.invalidViewProperty, "\(view.map(nodeName) ?? "the view") cannot be edited by its user")
        }
        guard !isObservingEdits else { return }
        guard view.observeUserEdits(ofKey: viewKey, { [weak self] in self?.writeBack() }) else {
            throw error(.invalidViewProperty, "the user cannot edit \(viewKey)")
        }
        isObservingEdits = true
    }

    /// Writes the view's value to the model path, converted to the model property's type.
    func writeBack() {
        guard let view, let holder, var data = holder.dataObject, !path.dataKeyPath.isEmpty else { return }
        var value: Any?
        do {
            value = try view.value(forKey: viewKey)
            try data.updateOwners(ofKeyPath: path.dataKeyPath.joined(separator: ".")) { owner, key in
                try write(value, key: key, into: &owner)
            }
            // A model that is a value (a struct) changed in this copy only: store it back.
            if !(type(of: data) is AnyClass) { holder.dataObject = data }
        } catch {
            let shown = value.flatMap(flattenOptional).map(BoundValueText.shownWithType) ?? "nil"
            report(
                self.error(
                    .conversionFailed,
                    "the edit \(shown) could not be written to the model: \(BindingConversion.reason(for: error))",
                    value: value.flatMap(flattenOptional)))
        }
    }

    private func write(_ value: Any?, key: String, into owner: inout any KeyCodable) throws {
        let propertyType = type(of: owner).keyedProperties[key]?.valueType ?? Any.self
        let modelType = unwrappedOptional(propertyType)
        if let text = value as? String, modelType != String.self, let decodable = modelType as? any StringDecodable.Type
        {
            try owner.setValue(try decodable.init(parsing: text), forKey: key)
        } else {
            try owner.setValue(value, forKey: key)
        }
    }
}
