import KeyCoding
import StringCoding

extension Binding {
    /// A two-way binding writes the view's value back through the same conversion in reverse (and
    /// its transformer's reverse, which ``init`` made sure it has), so it needs a model type, or a
    /// transformer output type, that the view's type converts back into.
    func checkTwoWay(sourceType: Any.Type, conversion: BindingConversion) throws(BindingError) {
        let viewSide = unwrappedOptional(transformer?.outputType ?? sourceType)
        if case .toString = conversion.step, !(viewSide is any StringDecodable.Type) {
            throw error(
                .typeMismatch,
                "edits cannot be written back: a String cannot be read as \(typeName(viewSide)) (not StringDecodable)")
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

    /// Writes the view's value to the model path: through the transformer's reverse, converted to
    /// the model property's type, and validated by the property's owner
    /// (`KeyCodable.validateValue(_:forKey:)`), which may refuse or replace it. A refusal or a value
    /// that does not convert leaves the model as it was and reaches the error handler and the view
    /// (``BindingEditable/showEditError(_:forKey:)``); a replacement is written and shown.
    func writeBack() {
        guard let view, let holder, var data = holder.dataObject, !path.dataKeyPath.isEmpty else { return }
        var value: Any?
        var wasReplaced = false
        do {
            value = try view.value(forKey: viewKey)
            let modelValue = try reversed(value)
            try data.updateOwners(ofKeyPath: path.dataKeyPath.joined(separator: ".")) { owner, key in
                wasReplaced = try write(modelValue, key: key, into: &owner) || wasReplaced
            }
            // A model that is a value (a struct) changed in this copy only: store it back.
            if !(type(of: data) is AnyClass) { holder.dataObject = data }
        } catch {
            let failure = writeBackError(error, edit: value.flatMap(flattenOptional))
            report(failure)
            showEditError(failure)
            return
        }
        lastError = nil
        if isShowingEditError { showEditError(nil) }
        // The other views show the new value at once, and the edited one only when validation
        // replaced it: it keeps the edit as typed ("0" while "2024" is being typed as a year).
        // Reading the source now also makes the change that its observation queued stale, so that
        // no later frame puts the model's form over the edit either.
        source?.update(skipping: wasReplaced ? nil : self)
    }

    /// Tells the view that an edit did not reach the model (`error`), or that the model's value is
    /// shown again (nil).
    func showEditError(_ error: BindingError?) {
        isShowingEditError = error != nil
        (view as? any BindingEditable)?.showEditError(error, forKey: viewKey)
    }

    /// The view's value through the transformer's reverse; a `String` first becomes the
    /// transformer's output type when that is another `StringDecodable` type.
    private func reversed(_ value: Any?) throws -> Any? {
        guard let transformer else { return value }
        var viewValue = value.flatMap(flattenOptional)
        let outputType = unwrappedOptional(transformer.outputType)
        if let text = viewValue as? String, outputType != String.self,
            let decodable = outputType as? any StringDecodable.Type
        {
            viewValue = try decodable.init(parsing: text)
        }
        do {
            return try transformer.applyReverse(viewValue)
        } catch {
            throw ReverseTransformerFailure(name: transformer.name, underlying: error)
        }
    }

    /// Converts `value` to the type of `owner`'s property `key`, lets `owner` validate it and sets
    /// the result; returns whether validation replaced the value.
    private func write(_ value: Any?, key: String, into owner: inout any KeyCodable) throws -> Bool {
        let propertyType = type(of: owner).keyedProperties[key]?.valueType ?? Any.self
        let modelType = unwrappedOptional(propertyType)
        var converted = value
        if let text = value as? String, modelType != String.self, let decodable = modelType as? any StringDecodable.Type
        {
            converted = try decodable.init(parsing: text)
        }
        var validated = converted
        do {
            try owner.validateValue(&validated, forKey: key)
        } catch {
            throw ValidationRefusal(
                owner: typeName(type(of: owner)), key: key, given: converted.flatMap(flattenOptional), underlying: error
            )
        }
        try owner.setValue(validated, forKey: key)
        return !isSameValue(validated, converted)
    }

    /// The error for an edit that did not reach the model.
    private func writeBackError(_ error: any Error, edit: Any?) -> BindingError {
        let keyPath = path.dataKeyPath.joined(separator: ".")
        if let refusal = error as? ValidationRefusal {
            var failure = self.error(
                .editRefused,
                "\(refusal.owner).\(refusal.key) refused the edit \(refusal.givenWithType) at \"\(keyPath)\": \(refusal.reason)"
            )
            failure.value = refusal.givenShown
            failure.editProblem = refusal.reason
            return failure
        }
        let shown = edit.map(BoundValueText.shownWithType) ?? "nil"
        let reason = BindingConversion.reason(for: error)
        var failure = self.error(
            .conversionFailed, "the edit \(shown) could not be written to the model: \(reason)", value: edit)
        failure.editProblem = reason
        return failure
    }
}

/// A model's `validateValue(_:forKey:)` refused an edit.
private struct ValidationRefusal: Error {
    let owner: String
    let key: String
    /// The value validated, as messages show it, alone and with its type (nil when it was nil).
    let givenShown: String?
    let givenWithType: String
    let reason: String

    init(owner: String, key: String, given: Any?, underlying: any Error) {
        (self.owner, self.key) = (owner, key)
        givenShown = given.map(BoundValueText.shown)
        givenWithType = given.map(BoundValueText.shownWithType) ?? "nil"
        reason = Self.reason(for: underlying)
    }

    /// The validation's own words: the reason of a `KeyCodingError.invalidValue` (whose type and key
    /// the binding's message names already), else the error's description.
    private static func reason(for underlying: any Error) -> String {
        if case .invalidValue(_, _, _, let reason) = underlying as? KeyCodingError { return reason }
        return String(describing: underlying)
    }
}

/// A transformer's reverse failed on an edit.
private struct ReverseTransformerFailure: Error, CustomStringConvertible {
    let description: String
    init(name: String, underlying: any Error) {
        description = "the reverse of the transformer \"\(name)\" failed: \(BindingConversion.reason(for: underlying))"
    }
}

/// Whether two values are equal, as far as their types say: values of one `Equatable` type compare
/// with `==`, objects by identity; anything else counts as different.
private func isSameValue(_ lhs: Any?, _ rhs: Any?) -> Bool {
    switch (lhs.flatMap(flattenOptional), rhs.flatMap(flattenOptional)) {
    case (nil, nil):
        return true
    case (let lhs?, let rhs?):
        if type(of: lhs) is AnyClass, (lhs as AnyObject) === (rhs as AnyObject) { return true }
        guard let left = lhs as? any Equatable else { return false }
        return left.isEqual(to: rhs)
    default:
        return false
    }
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        (other as? Self) == self
    }
}
