import KeyCoding

/// The selection bound both ways: the model's selected element selects its row, and a row the
/// host selects is written into the model.
extension BoundContent {
    /// Binds the selection to `keyPath` of the model (``TableContentBinding/bindSelection(to:)``).
    func startSelection(at keyPath: String) throws(TableBindingError) {
        guard let model else { return }
        let name = "\(modelName).\(keyPath)"
        if let property = Model.keyedProperties[keyPath] {
            let declared = property.valueType
            guard declared == Element.self || declared == Element?.self else {
                throw TableBindingError(
                    .selectionTypeMismatch, binding: name,
                    reason: "it is declared \(typeName(declared)), expected \(typeName(Element?.self)) "
                        + "or \(typeName(Element.self)), the rows' element type")
            }
            guard property.isWritable else {
                throw TableBindingError(
                    .selectionTypeMismatch, binding: name, reason: "it is read-only, so the table cannot set it")
            }
        }
        let value = try read(keyPath, of: model)
        if let value = value.flatMap(flattenOptional), !(value is Element) {
            throw TableBindingError(
                .selectionTypeMismatch, binding: name,
                reason: "it holds a value of type \(typeName(type(of: value))), expected \(typeName(Element.self)), "
                    + "the rows' element type")
        }
        selectionObservation?.cancel()
        selectionKeyPath = keyPath
        selected = nil
        resolveSelection(after: nil)
        do {
            // A change of the selection may come before the change of the rows that holds the
            // newly selected element, so it reads the rows too.
            selectionObservation = try model.observe(keyPath) { [weak self] _ in
                guard let self, selectionObservation != nil else { return }
                update()
            }
        } catch {
            throw TableBindingError(.unreadable, binding: name, reason: "\(error)")
        }
    }

    /// Selects the row of the model's selected element in the host, now that the rows are the
    /// ones shown; `match` pairs the rows shown before with them when they just changed, so that
    /// a removed selected element gives its place to the row after it (written into the model).
    func resolveSelection(after match: OccurrenceMatch?) {
        guard let selectionKeyPath, let model else { return }
        let name = "\(modelName).\(selectionKeyPath)"
        let value: Any?
        do {
            value = try read(selectionKeyPath, of: model).flatMap(flattenOptional)
        } catch {
            report(error)
            return
        }
        guard let value else {
            select(nil)
            return
        }
        guard let element = value as? Element else {
            report(
                TableBindingError(
                    .selectionTypeMismatch, binding: name,
                    reason:
                        "it holds a value of type \(typeName(type(of: value))), expected \(typeName(Element.self)), "
                        + "the rows' element type"))
            select(nil)
            return
        }
        let id = rowID(element)
        if let selected, selected.id == id, let match {
            let moved = match.newIndexOfOld[selected.index]
            guard moved < 0 else {
                select(moved)
                return
            }
            // The selected element was removed: the row that took its place is selected instead.
            let replacement = match.newIndexOfOld[(selected.index + 1)...].first { $0 >= 0 } ?? rows.ids.indices.last
            select(replacement)
            write(replacement)
            return
        }
        if let selected, selected.id == id, rows.ids.indices.contains(selected.index), rows.ids[selected.index] == id {
            select(selected.index)
            return
        }
        guard let index = rows.ids.firstIndex(of: id) else {
            report(
                TableBindingError(
                    .selectionNotInRows, binding: name,
                    reason: "it holds a \(typeName(Element.self)) (row identity \(id)) that is not among the rows of "
                        + "\(rowsName), so no row is selected"))
            select(nil)
            return
        }
        select(index)
    }

    /// Makes the row at the flat `index` (none for nil) the selected one, here and in the host.
    func select(_ index: Int?) {
        selected = index.map { (rows.ids[$0], $0) }
        guard let host = controller?.host else { return }
        let indexPath = index.map(rows.indexPath(ofFlat:))
        guard host.indexPathForSelectedRow != indexPath else { return }
        isChangingHost = true
        host.selectRow(at: indexPath)
        isChangingHost = false
    }

    /// Writes the element of the row at the flat `index` (nil for none) into the model's selection;
    /// whether the model took it.
    @discardableResult
    func write(_ index: Int?) -> Bool {
        guard let selectionKeyPath, let model else { return false }
        let element = index.map { rows.row(atFlat: $0).element }
        do {
            try model.setValidatedValue(element, forKeyPath: selectionKeyPath)
            return true
        } catch {
            let given = index.map { "the \(typeName(Element.self)) of row \(rows.indexPath(ofFlat: $0))" } ?? "nil"
            report(
                TableBindingError(
                    .selectionRefused, binding: "\(modelName).\(selectionKeyPath)",
                    reason: "the model did not take \(given): \(error)"))
            return false
        }
    }

    /// Writes the row the host selected into the model, or selects the model's row again.
    func followHostSelection(_ indexPath: TableIndexPath?) {
        guard !isChangingHost, selectionKeyPath != nil else { return }
        let index = indexPath.flatMap(rows.flatIndex(of:))
        guard index != selected?.index else { return }
        if write(index) {
            selected = index.map { (rows.ids[$0], $0) }
        } else {
            // The model keeps its selection, so the table shows it again.
            let kept = selected?.index
            selected = nil
            select(kept)
        }
    }
}
