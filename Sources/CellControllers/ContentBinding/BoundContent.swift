import KeyCoding
import Observation

/// The work of a ``TableContentBinding``, for one model type, element type and row identity.
@usableFromInline
final class BoundContent<Model: KeyCodable & AnyObject & Observable, Element, RowID: Hashable>: TableContentBinding {
    weak var model: Model?
    weak var controller: TableController?
    /// The model's type name, for errors: `Library` in `Library.books`.
    let modelName: String
    let sections: BoundSections<Element>
    let rowID: (Element) -> RowID
    /// Changes the rows shown to a new value's: ``BoundRows/change(to:rowID:rowContentEqual:makeRow:diffing:reloads:)``,
    /// specialized where the binding was made.
    let change: (inout BoundRows<Element, RowID>, [BoundSection<Element>], Bool, ReloadSemantics) -> RowsChange?

    /// The rows shown.
    var rows = BoundRows<Element, RowID>()
    var observation: KeyPathObservation?
    var selectionObservation: KeyPathObservation?
    /// The selected row as the binding last agreed it with the model: identity and flat index.
    var selected: (id: RowID, index: Int)?
    /// Set while batches are applied or the host is told the selection, when the host's
    /// selection changes are the binding's own doing.
    var isChangingHost = false
    /// What an observation delivered while it was being made, checked before the bind returns.
    var firstDelivery: Result<Any?, any Error>?

    @usableFromInline
    init(
        model: Model, keyPath: String, controller: TableController, sections: BoundSections<Element>,
        rowID: @escaping (Element) -> RowID,
        change:
            @escaping (inout BoundRows<Element, RowID>, [BoundSection<Element>], Bool, ReloadSemantics) -> RowsChange?
    ) {
        self.model = model
        self.controller = controller
        modelName = typeName(Model.self)
        self.sections = sections
        self.rowID = rowID
        self.change = change
        super.init(keyPath: keyPath)
    }

    /// Shows the array now and starts following it.
    @usableFromInline
    func start() throws(TableBindingError) {
        guard let model else { return }
        let rows = try split(read(keyPath, of: model))
        show(rows, reloading: true)
        do {
            observation = try model.observe(keyPath) { [weak self] result in self?.rowsChanged(result) }
        } catch {
            throw TableBindingError(.unreadable, binding: rowsName, reason: "\(error)")
        }
    }

    var rowsName: String { "\(modelName).\(keyPath)" }

    override var tableSections: [TableSection] { rows.tableSections }

    override func update() {
        guard let model else { return }
        do {
            show(try split(read(keyPath, of: model)), reloading: false)
        } catch {
            report(error)
        }
    }

    override func bindSelection(to keyPath: String) throws(TableBindingError) {
        try startSelection(at: keyPath)
    }

    override func hostSelectionDidChange(to indexPath: TableIndexPath?) {
        followHostSelection(indexPath)
    }

    override func cancel() {
        observation?.cancel()
        selectionObservation?.cancel()
    }

    /// The observation's delivery: the first one, made while binding, was read already.
    private func rowsChanged(_ result: Result<Any?, any Error>) {
        guard observation != nil else { return }
        switch result {
        case .success(let value):
            do {
                show(try split(value), reloading: false)
            } catch {
                report(error)
            }
        case .failure(let error):
            report(TableBindingError(.unreadable, binding: rowsName, reason: "\(error)"))
        }
    }

    /// The value at `keyPath` of `model`, or the error that says why it cannot be read.
    func read(_ keyPath: String, of model: Model) throws(TableBindingError) -> Any? {
        do {
            return try model.value(forKeyPath: keyPath)
        } catch {
            throw TableBindingError(.unreadable, binding: "\(modelName).\(keyPath)", reason: "\(error)")
        }
    }

    /// The bound value's sections; nil (an optional array, or a nil object on the way) shows as
    /// an empty array would.
    private func split(_ value: Any?) throws(TableBindingError) -> [BoundSection<Element>] {
        let value = value.flatMap(flattenOptional) ?? sections.emptyValue
        guard let split = sections.split(value) else {
            throw TableBindingError(
                .notAnArray, binding: rowsName,
                reason: "it holds a value of type \(typeName(type(of: value))), expected \(sections.expectedType)")
        }
        return split
    }

    /// Shows `split`: the first time by reloading the table, later as the diff's batches.
    private func show(_ split: [BoundSection<Element>], reloading: Bool) {
        guard let controller else { return }
        let host = controller.constructedSections == nil ? nil : controller.host
        let diffing = !reloading && host != nil
        guard let change = change(&rows, split, diffing, host?.reloadSemantics ?? .byOldPosition) else {
            resolveSelection(after: nil)
            return
        }
        isChangingHost = true
        if let stages = change.stages {
            for stage in stages {
                controller.show(stage.sections, after: stage.changeset, animation: animation)
            }
        } else {
            controller.constructedSections = rows.tableSections
            controller.host?.reloadData()
        }
        isChangingHost = false
        resolveSelection(after: reloading ? nil : change.match)
    }
}
