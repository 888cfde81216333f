import Bindings
import CellControllers
import KeyCoding

/// A table's rows bound to an array found through the view tree: what
/// ``TableView/bindRows(to:sections:rowID:rowContentEqual:makeRow:)`` and a description file's
/// `rows` attribute make, and the table keeps (``TableView/boundRows``).
///
/// The path's view steps lead to a view whose data object is the model, which the binding
/// follows as other bindings do: when that view is given another data object, or the table
/// moves, the rows are bound to the new model's array (an empty table while there is none).
/// Within the model, the array is followed by the table controller's content binding
/// (`TableContentBinding`), through KeyCoding's `observe`: an object in the middle of the key
/// path being replaced is followed too, and each change reaches the table as one diffed batch
/// on the main actor's next turn.
///
/// ```swift
/// let rows = try table.bindRows(to: "@rootview.dataObject.fruits") { (fruit: Fruit) in FruitRow(fruit) }
/// try rows.bindSelection(to: "chosen")   // a Fruit? of the same model
/// page.view.dataObject = basket          // the rows show basket.fruits
/// ```
@MainActor public final class TableRowsBinding {
    /// The path as written, e.g. `"@rootview.dataObject.fruits"`.
    public let path: String
    /// The key path of the array inside the model, e.g. `"fruits"`.
    public let keyPath: String
    /// The key path of the model's selected element, when the selection is bound.
    public private(set) var selectionKeyPath: String?
    /// How the table animates the batches of a change.
    ///
    /// ```swift
    /// rows.animation = .fade
    /// ```
    public var animation = RowAnimation.automatic {
        didSet { contentBinding?.animation = animation }
    }
    /// The last failure to follow the model (a new data object without the array, a selection
    /// the model refused), or nil when there was none.
    public private(set) var lastError: BindingError?
    /// Receives every failure to follow the model after the binding was made, as it happens;
    /// each also reaches the handler of `BindingUpdates.setErrorHandler(_:)`.
    ///
    /// ```swift
    /// rows.errorHandler = { error in statusLine.text = "\(error)" }
    /// ```
    public var errorHandler: ((BindingError) -> Void)?
    /// The binding of the table controller's rows to the current model's array; nil while the
    /// path leads to no model.
    ///
    /// ```swift
    /// rows.contentBinding?.update()   // read the array now rather than on the next turn
    /// ```
    public private(set) var contentBinding: TableContentBinding?

    private weak var table: TableView?
    private let binder: RowsBinder
    /// The model the rows follow now, held weakly as bindings hold models.
    private weak var model: AnyObject?
    private var isCancelled = false

    init(table: TableView, path: String, keyPath: String, binder: RowsBinder, selectionKeyPath: String?) {
        self.table = table
        self.path = path
        self.keyPath = keyPath
        self.binder = binder
        self.selectionKeyPath = selectionKeyPath
    }

    /// Binds the table's selection to the model's property at `keyPath`, both ways, as
    /// `TableContentBinding.bindSelection(to:)` does, and again for each new model.
    ///
    /// ```swift
    /// try table.bindRows(to: "@rootview.dataObject.fruits") { (fruit: Fruit) in FruitRow(fruit) }
    ///     .bindSelection(to: "chosen")
    /// ```
    ///
    /// - Throws: `BindingError` when the current model's property is declared (or holds)
    ///   something other than the rows' element, or cannot be read; the selection is not bound then.
    public func bindSelection(to keyPath: String) throws(BindingError) {
        if let contentBinding {
            do {
                try contentBinding.bindSelection(to: keyPath)
            } catch {
                throw bindingError(error, key: "selection")
            }
        }
        selectionKeyPath = keyPath
    }

    /// Stops following the view tree and the model; the rows stay as they are.
    ///
    /// ```swift
    /// rows.cancel()
    /// ```
    public func cancel() {
        isCancelled = true
        contentBinding?.cancel()
        if let table, table.boundRows === self {
            table.unbind(TableRowsBinding.name)
            table.boundRows = nil
        }
    }

    /// The name of the binding that follows the data object, among the table's bindings.
    static let name = "rows"

    /// Binds the rows to `model`'s array, the model the path leads to now (none for nil); a
    /// failure is also this binding's ``lastError`` and reaches its ``errorHandler``, while the
    /// binding that follows the data object throws it when made, and reports it later.
    func follow(_ newModel: (any KeyCodable)?) throws(BindingError) {
        do {
            try bind(to: newModel)
        } catch {
            lastError = error
            errorHandler?(error)
            throw error
        }
    }

    private func bind(to newModel: (any KeyCodable)?) throws(BindingError) {
        guard !isCancelled, let controller = table?.tableController else { return }
        guard let newModel else {
            model = nil
            contentBinding = nil
            controller.unbindRows()
            return
        }
        if let model, model === newModel as AnyObject, controller.rowsBinding === contentBinding { return }
        let bound: TableContentBinding?
        do {
            bound = try binder.bind(controller, newModel, keyPath)
        } catch {
            controller.unbindRows()
            throw bindingError(error, key: Self.name)
        }
        if let bound, let selectionKeyPath {
            do {
                try bound.bindSelection(to: selectionKeyPath)
            } catch {
                controller.unbindRows()
                throw bindingError(error, key: "selection")
            }
        }
        guard let bound else {
            controller.unbindRows()
            let type = typeName(type(of: newModel))
            throw error(
                .typeMismatch, key: Self.name,
                "\(type) is not an @Observable class, so the rows could not follow its \(keyPath); "
                    + "declare it @Observable @Keyed final class \(type)")
        }
        bound.animation = animation
        bound.errorHandler = { [weak self] failure in self?.report(failure) }
        model = newModel as AnyObject
        contentBinding = bound
    }

    private func report(_ failure: TableBindingError) {
        let isSelection = selectionKeyPath.map { failure.binding.hasSuffix(".\($0)") } ?? false
        let error = bindingError(failure, key: isSelection ? "selection" : Self.name)
        lastError = error
        errorHandler?(error)
        BindingUpdates.report(error)
    }

    /// `failure` as an error of the table's `key`: its `rows` or its `selection`.
    private func bindingError(_ failure: TableBindingError, key: String) -> BindingError {
        let located = "\(failure.binding): \(failure.reason)"
        return switch failure.kind {
        case .unreadable: error(.unknownDataKey, key: key, failure.reason)
        case .notAnArray, .selectionTypeMismatch: error(.typeMismatch, key: key, located)
        case .selectionNotInRows: error(.conversionFailed, key: key, located)
        case .selectionRefused: error(.editRefused, key: key, located)
        }
    }

    private func error(_ kind: BindingError.Kind, key: String, _ reason: String) -> BindingError {
        guard let table else {
            return BindingError(kind: kind, view: "TableView", viewKey: key, path: path, reason: reason)
        }
        return BindingError(kind, node: table, key: key, path: path, reason)
    }
}
