import KeyCoding

/// One view property kept equal to a value found through the view tree and a data object: what
/// ``BindingNode/bind(_:to:transformer:twoWay:)`` makes.
///
/// A binding belongs to its view and holds neither the view nor the model strongly; the node it
/// reads from keeps only a weak reference to it.
///
/// ```swift
/// let binding = try label.bind("text", to: "@cell.dataObject.name")
/// binding.holder === cell   // the node whose data object it reads
/// ```
public final class Binding {
    /// The bound view property.
    public let viewKey: String
    /// The path, parsed.
    public let path: BindingPath
    /// The path as written.
    public let pathText: String
    /// The name of the value transformer applied, if any.
    public var transformerName: String? { transformer?.name }
    /// Whether the user's edits of the view property are written back to the model.
    public let isTwoWay: Bool
    /// The bound view.
    public private(set) weak var view: (any BindingNode)?
    /// The last failure applying the binding (a value that did not convert, a view step that found
    /// no view after a move), or nil once it applied again.
    public internal(set) var lastError: BindingError?

    /// What the binding shows for nil, no selection and multiple values, converted to the view
    /// property's type; set with ``setPlaceholders(_:)``.
    public internal(set) var placeholders = BindingPlaceholders()

    weak var source: BindingSource?
    /// The property's value when the binding was made: what it shows while there is no data object,
    /// and for nil on a property that is neither optional nor a `String`, without a placeholder.
    let initialValue: Any?
    let viewPropertyType: Any.Type
    let viewPropertyIsOptional: Bool
    let transformer: BindingTransformer?
    /// What takes the data object in place of a view property, for a binding made by
    /// ``BindingNode/bindDataObject(_:through:_:)``.
    let receiver: (((any KeyCodable)?) throws(BindingError) -> Void)?
    private var conversion: (dataType: ObjectIdentifier, conversion: BindingConversion)?
    var isObservingEdits = false
    /// Whether the view shows an edit this binding could not write back, which the model's value
    /// replaces when it is applied again.
    var isShowingEditError = false

    init(
        view: any BindingNode, viewKey: String, path: BindingPath, pathText: String, transformer: BindingTransformer?,
        isTwoWay: Bool
    ) throws(BindingError) {
        self.view = view
        self.viewKey = viewKey
        self.path = path
        self.pathText = pathText
        self.transformer = transformer
        self.isTwoWay = isTwoWay
        receiver = nil
        let properties = type(of: view).keyedProperties
        guard let property = properties[viewKey] else {
            let suggestion = closestMatch(to: viewKey, in: properties.names).map { "; did you mean \"\($0)\"?" } ?? ""
            throw BindingError(
                .invalidViewProperty, node: view, key: viewKey, path: pathText,
                "\(typeName(type(of: view))) has no property \"\(viewKey)\"\(suggestion)")
        }
        guard property.isWritable else {
            throw BindingError(
                .invalidViewProperty, node: view, key: viewKey, path: pathText, "\(viewKey) is read-only")
        }
        if isTwoWay, let transformer, !transformer.isReversible {
            throw BindingError(
                .invalidTransformer, node: view, key: viewKey, path: pathText,
                "a two-way binding writes edits back through its transformer, and \"\(transformer.name)\" has no reverse; bind one-way, or register it with one (BindingTransformer(name:_:reverse:))"
            )
        }
        viewPropertyType = property.valueType
        viewPropertyIsOptional = unwrappedOptional(property.valueType) != property.valueType
        initialValue = try? view.value(forKey: viewKey)
    }

    /// A binding of `view` that hands the data object `path`'s view steps lead to (nil while
    /// there is none) to `receiver`, named `name` in errors; `pathText` is the path as the user
    /// wrote it, which may go on into the data object.
    init(
        view: any BindingNode, name: String, path: BindingPath, pathText: String,
        receiver: @escaping ((any KeyCodable)?) throws(BindingError) -> Void
    ) {
        self.view = view
        viewKey = name
        self.path = BindingPath(viewSteps: path.viewSteps, dataKeyPath: [])
        self.pathText = pathText
        transformer = nil
        isTwoWay = false
        self.receiver = receiver
        viewPropertyType = (any KeyCodable)?.self
        viewPropertyIsOptional = true
        initialValue = nil
    }

    /// The node whose data object the binding reads.
    ///
    /// ```swift
    /// binding.holder === cell
    /// ```
    public var holder: (any BindingNode)? { source?.holder }

    func error(_ kind: BindingError.Kind, _ reason: String, value: Any? = nil) -> BindingError {
        BindingError(
            kind: kind, view: view.map(nodeName) ?? "(released view)", viewKey: viewKey, path: pathText, reason: reason,
            value: value.map(BoundValueText.shown))
    }

    /// Why `value`, read from the model, could not be shown: the value and its type, the view
    /// property's type, and the conversion's own reason.
    private func unconvertible(_ value: Any?, _ reason: String) -> BindingError {
        let shown = value.map(BoundValueText.shownWithType) ?? "nil"
        return error(
            .conversionFailed,
            "the model's value \(shown) does not convert to \(typeName(viewPropertyType)): \(reason)", value: value)
    }

    /// Checks now that the data path leads to a value the view property can take, when the data
    /// object is there to say what type it is.
    func typeCheck(dataType: any KeyCodable.Type) throws(BindingError) -> BindingConversion {
        if let conversion, conversion.dataType == ObjectIdentifier(dataType) { return conversion.conversion }
        let sourceType = try declaredType(at: path.dataKeyPath, in: dataType)
        do {
            // A receiver takes the data object as it is.
            let target = receiver == nil ? viewPropertyType : sourceType
            let made = try BindingConversion(from: sourceType, through: transformer, to: target)
            conversion = (ObjectIdentifier(dataType), made)
            if isTwoWay { try checkTwoWay(sourceType: sourceType, conversion: made) }
            return made
        } catch let failure as ConversionError {
            throw error(.typeMismatch, "\(failure.reason) (the view property is \(typeName(viewPropertyType)))")
        } catch let failure as BindingError {
            throw failure
        } catch {
            throw self.error(.typeMismatch, String(describing: error))
        }
    }

    /// The declared type at the end of `keys`, from the property tables.
    private func declaredType(at keys: [String], in dataType: any KeyCodable.Type) throws(BindingError) -> Any.Type {
        var current: Any.Type = dataType
        for (index, key) in keys.enumerated() {
            let unwrapped = unwrappedOptional(current)
            // What a collection operator (`@count`, `@sum`, `@each`…) gives is checked per value.
            if isExistential(unwrapped) || key.hasPrefix("@") { return Any.self }
            guard let owner = unwrapped as? any KeyCodable.Type else {
                let reached = keys[..<index].joined(separator: ".")
                throw error(
                    .unknownDataKey,
                    "\(typeName(unwrapped)) at \"\(reached)\" is not KeyCodable, so it has no key \"\(key)\"")
            }
            guard let property = owner.keyedProperties[key] else {
                let suggestion =
                    closestMatch(to: key, in: owner.keyedProperties.names).map { "; did you mean \"\($0)\"?" } ?? ""
                throw error(.unknownDataKey, "\(typeName(owner)) has no key \"\(key)\"\(suggestion)")
            }
            current = property.valueType
        }
        return current
    }

    /// Applies a value read by the source.
    func apply(_ value: SourceValue) {
        guard view != nil else { return }
        let result: Any?
        switch value {
        case .noDataObject:
            // Not a nil value but a view waiting for its data: it keeps what it was made with.
            result = viewPropertyIsOptional ? nil : initialValue
            if missingDataObject() != nil { BindingUpdates.checkDataObject(of: self) }
        case .failed(let reason):
            report(error(.conversionFailed, reason))
            return
        case .some(let read, let dataType):
            let value: Any?
            switch selectionValue(of: read) {
            case .value(let one): value = one
            case .noSelection: return show(placeholderValue(for: \.noSelection))
            case .multipleValues: return show(placeholderValue(for: \.multipleValues))
            }
            // A nil placeholder stands for the model's nil, before any transformer sees it.
            if value == nil, let given = placeholders.whenNil { return show(given) }
            let conversion: BindingConversion
            do {
                conversion = try typeCheck(dataType: dataType)
            } catch {
                report(error)
                return
            }
            do {
                result = viewPropertyValue(for: try conversion.convert(value))
            } catch {
                report(unconvertible(value, error.reason))
                return
            }
        }
        show(result)
    }

    /// Sets the view property to a value applied or a placeholder.
    private func show(_ result: Any?) {
        guard var view else { return }
        if let receiver {
            do {
                try receiver(result as? any KeyCodable)
                lastError = nil
            } catch {
                report(error)
            }
            return
        }
        do {
            try view.setValue(result, forKey: viewKey)
            lastError = nil
            if isShowingEditError { showEditError(nil) }
        } catch {
            let shown = result.map(BoundValueText.shownWithType) ?? "nil"
            report(self.error(.typeMismatch, "\(viewKey) did not take \(shown): \(error)", value: result))
        }
    }

    /// Reports that `@rootview` has no data object, if it still has none: called by
    /// ``BindingUpdates/applyPending()`` after the binding was applied without one.
    func reportMissingDataObject() {
        guard let problem = missingDataObject(), holder?.dataObject == nil else { return }
        report(problem)
    }

    /// Why there is no data object to read, when that is a mistake rather than a wait: `@rootview`
    /// reached a screen's root view, where the screen's data belongs, and it has none. A topmost
    /// node that is not a root view is a view not on a screen yet; it is resolved again when it moves.
    private func missingDataObject() -> BindingError? {
        guard path.viewSteps.last == .rootview, let holder, holder.isRootView else { return nil }
        let name = nodeName(holder)
        var reason = "@rootview is \(name), the root view of its screen, and it has no data object; set its dataObject"
        var above = holder.parentNode
        while let node = above, node.dataObject == nil { above = node.parentNode }
        if let owner = above {
            reason += ", or start the path from a view that has one (\(nodeName(owner)), above it, has one)"
        }
        return error(.noDataObject, reason)
    }

    /// A nil value shows as the nil placeholder (see ``BindingPlaceholders``).
    private func viewPropertyValue(for value: Any??) -> Any? {
        switch value {
        case .some(.some(let value)): value
        default: placeholderValue(for: \.whenNil)
        }
    }

    /// Stops reading from the source, which is dropped when no binding reads it any more.
    func detach() {
        guard let old = source else { return }
        old.remove(self)
        old.holder?.bindings.dropIfUnused(old)
        source = nil
    }

    deinit {
        detach()
    }

    func report(_ error: BindingError) {
        lastError = error
        BindingUpdates.report(error)
    }
}
