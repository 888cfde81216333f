import KeyCoding
import Observation

/// The work of a ``TableContentBinding``, for one model type, element type and row identity.
final class BoundContent<Model: KeyCodable & AnyObject & Observable, Element, RowID: Hashable>: TableContentBinding {
    /// A shown row: its element, the element's identity (hashed once per change), and its controller.
    struct Row {
        let id: RowID
        let element: Element
        let controller: any CellController
    }

    /// A shown section of bound rows.
    struct Section {
        let id: AnyHashable
        let headerTitle: String?
        var rows: [Row]
    }

    weak var model: Model?
    weak var controller: TableController?
    /// The model's type name, for errors: `Library` in `Library.books`.
    let modelName: String
    let sections: BoundSections<Element>
    let rowID: (Element) -> RowID
    let rowContentEqual: (Element, Element) -> Bool
    let makeRow: (Element) -> any CellController

    /// The sections shown, and their rows' identities in one flat list.
    var shown: [Section] = []
    var shownIDs: [RowID] = []
    /// Each shown section's first flat row index.
    var sectionStarts: [Int] = []
    var observation: KeyPathObservation?
    var selectionObservation: KeyPathObservation?
    /// The selected row as the binding last agreed it with the model: identity and flat index.
    var selected: (id: RowID, index: Int)?
    /// Set while batches are applied or the host is told the selection, when the host's
    /// selection changes are the binding's own doing.
    var isChangingHost = false
    /// What an observation delivered while it was being made, checked before the bind returns.
    var firstDelivery: Result<Any?, any Error>?

    init(
        model: Model, keyPath: String, controller: TableController, sections: BoundSections<Element>,
        rowID: @escaping (Element) -> RowID, rowContentEqual: @escaping (Element, Element) -> Bool,
        makeRow: @escaping (Element) -> any CellController
    ) {
        self.model = model
        self.controller = controller
        modelName = typeName(Model.self)
        self.sections = sections
        self.rowID = rowID
        self.rowContentEqual = rowContentEqual
        self.makeRow = makeRow
        super.init(keyPath: keyPath)
    }

    /// Shows the array now and starts following it.
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

    override var tableSections: [TableSection] { shown.map(tableSection) }

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
    private func split(_ value: Any?) throws(TableBindingError) -> [SplitSection<Element>] {
        let value = value.flatMap(flattenOptional) ?? sections.emptyValue
        guard let split = sections.split(value) else {
            throw TableBindingError(
                .notAnArray, binding: rowsName,
                reason: "it holds a value of type \(typeName(type(of: value))), expected \(sections.expectedType)")
        }
        return split
    }

    /// Shows `split`: the first time by reloading the table, later as the diff's batches.
    private func show(_ split: [SplitSection<Element>], reloading: Bool) {
        guard let controller else { return }
        var newIDs: [RowID] = []
        newIDs.reserveCapacity(split.reduce(0) { $0 + $1.elements.count })
        for section in split {
            for element in section.elements { newIDs.append(rowID(element)) }
        }
        let oldRows = shown.count == 1 ? shown[0].rows : shown.flatMap(\.rows)
        if !reloading, isUnchanged(split, newIDs, oldRows) {
            resolveSelection(after: nil)
            return
        }
        let match = OccurrenceMatch(old: shownIDs, new: newIDs)
        let newSections = sections(of: split, ids: newIDs, keepingControllersOf: oldRows, match: match)
        let old = shown
        shown = newSections
        shownIDs = newIDs
        sectionStarts = Self.starts(of: newSections)
        guard !reloading, controller.constructedSections != nil, let host = controller.host else {
            controller.constructedSections = tableSections
            isChangingHost = true
            controller.host?.reloadData()
            isChangingHost = false
            resolveSelection(after: reloading ? nil : match)
            return
        }
        let stages = SectionedDiff.stages(
            from: old, to: newSections, sectionID: { $0.id }, rows: { $0.rows }, rowID: { $0.id },
            rowContentEqual: { $0.controller === $1.controller },
            sectionContentEqual: { $0.headerTitle == $1.headerTitle }, reloads: host.reloadSemantics,
            rebuild: { Section(id: $0.id, headerTitle: $0.headerTitle, rows: $1) })
        isChangingHost = true
        for stage in stages {
            controller.show(stage.sections.map(tableSection), after: stage.changeset, animation: animation)
        }
        isChangingHost = false
        resolveSelection(after: match)
    }

    /// Whether `split` has the rows shown, by identity and content, in the same sections.
    private func isUnchanged(_ split: [SplitSection<Element>], _ newIDs: [RowID], _ oldRows: [Row]) -> Bool {
        guard split.count == shown.count, newIDs == shownIDs else { return false }
        for index in split.indices
        where split[index].id != shown[index].id
            || split[index].headerTitle != shown[index].headerTitle
        {
            return false
        }
        var row = 0
        for section in split {
            for element in section.elements {
                guard rowContentEqual(oldRows[row].element, element) else { return false }
                row += 1
            }
        }
        return true
    }

    /// The new sections' rows, each with the controller of the old row it matches when that row's
    /// element is equal, else with a new one.
    private func sections(
        of split: [SplitSection<Element>], ids: [RowID], keepingControllersOf oldRows: [Row], match: OccurrenceMatch
    ) -> [Section] {
        var flat = 0
        return split.map { section in
            var rows: [Row] = []
            rows.reserveCapacity(section.elements.count)
            for element in section.elements {
                let old = match.oldIndexOfNew[flat]
                let controller =
                    old >= 0 && rowContentEqual(oldRows[old].element, element)
                    ? oldRows[old].controller : makeRow(element)
                rows.append(Row(id: ids[flat], element: element, controller: controller))
                flat += 1
            }
            return Section(id: section.id, headerTitle: section.headerTitle, rows: rows)
        }
    }

    private static func starts(of sections: [Section]) -> [Int] {
        var starts: [Int] = []
        starts.reserveCapacity(sections.count)
        var total = 0
        for section in sections {
            starts.append(total)
            total += section.rows.count
        }
        return starts
    }

    private func tableSection(_ section: Section) -> TableSection {
        TableSection(id: section.id, headerTitle: section.headerTitle, rows: section.rows.map { $0.controller })
    }

    /// The index path of a flat row index (one of a shown row).
    func indexPath(ofFlat index: Int) -> TableIndexPath {
        // The first section that ends after the row; empty sections end where they start.
        var low = 0
        var high = shown.count - 1
        while low < high {
            let middle = (low + high) / 2
            if sectionStarts[middle] + shown[middle].rows.count > index {
                high = middle
            } else {
                low = middle + 1
            }
        }
        return TableIndexPath(row: index - sectionStarts[low], section: low)
    }

    /// The flat row index of an index path; nil for no such row.
    func flatIndex(of indexPath: TableIndexPath) -> Int? {
        guard shown.indices.contains(indexPath.section), shown[indexPath.section].rows.indices.contains(indexPath.row)
        else { return nil }
        return sectionStarts[indexPath.section] + indexPath.row
    }

    /// The shown row at a flat index.
    func row(atFlat index: Int) -> Row {
        let path = indexPath(ofFlat: index)
        return shown[path.section].rows[path.row]
    }
}
