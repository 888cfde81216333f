import CellControllers

/// Moving the selection with the keyboard, over the rows the controller lets be highlighted.
extension TableView {
    /// Handles a navigation key, Enter, or an editing or accessory key the selected row uses; nil
    /// for a key the table does not use.
    func handleTableKey(_ key: Key) -> Bool? {
        updateRows()
        switch key {
        case .up: moveSelection(forward: false)
        case .down: moveSelection(forward: true)
        case .pageUp: moveSelectionByPage(forward: false)
        case .pageDown: moveSelectionByPage(forward: true)
        case .home: moveSelectionToEnd(forward: false)
        case .end: moveSelectionToEnd(forward: true)
        case .enter, .character(" "):
            // Enter on a row that does nothing goes on up the responder chain.
            guard let selected = indexPathForSelectedRow, let tableController else { return nil }
            return tableController.didSelectRow(at: selected, in: self) ? true : nil
        default: return handleEditingKey(key) ?? handleFilterKey(key)
        }
        return true
    }

    /// The keys ``handleTableKey(_:)`` handles now, as the keys overlay lists them.
    var tableKeyHelp: [KeyHelp] {
        var keys = [
            KeyHelp(keys: [.up, .down], title: "move the selection"),
            KeyHelp(keys: [.pageUp, .pageDown], title: "move a page"),
            KeyHelp(keys: [.home, .end], title: "go to the first or last row"),
        ]
        guard let selected = indexPathForSelectedRow, let tableController else { return keys }
        if tableController.shouldHighlightRow(at: selected) {
            keys.append(KeyHelp(keys: [.enter, .character(" ")], title: "select the row"))
        }
        if isEditing {
            switch tableController.editingStyleForRow(at: selected) {
            case .delete: keys.append(KeyHelp(keys: [.delete, .backspace], title: "delete the row"))
            case .insert: keys.append(KeyHelp(keys: [.insert, .character("+")], title: "insert a row"))
            case .none: break
            }
        }
        if cells[selected]?.accessoryType.hasDetailButton == true {
            keys.append(KeyHelp(keys: [.right, .character("i")], title: "the row's detail button"))
        }
        return keys
    }

    /// Whether the controller lets the row be highlighted; while editing, also a row with an editing
    /// control, which the keyboard could not reach otherwise. Never a row the filter hides.
    func canHighlight(_ indexPath: TableIndexPath) -> Bool {
        guard let tableController else { return false }
        if let shownRows, !shownRows.contains(indexPath) { return false }
        if tableController.shouldHighlightRow(at: indexPath) { return true }
        return isEditing && tableController.editingStyleForRow(at: indexPath) != .none
    }

    /// The first row from `start` (itself included) that can be highlighted, going down or up.
    func firstHighlightableRow(from start: TableIndexPath?, forward: Bool) -> TableIndexPath? {
        var candidate = start
        while let indexPath = candidate {
            if canHighlight(indexPath) { return indexPath }
            candidate = forward ? geometry.indexPath(after: indexPath) : geometry.indexPath(before: indexPath)
        }
        return nil
    }

    /// The row that can be highlighted nearest the gap just above `indexPath` (where a deleted row
    /// was): `indexPath` itself, then the row above the gap, then the next below, and so on; from
    /// the end of the table when `indexPath` is nil. Nil when no row can be highlighted.
    func nearestHighlightableRow(to indexPath: TableIndexPath?) -> TableIndexPath? {
        var below = indexPath
        var above =
            indexPath.flatMap { geometry.indexPath(before: $0) } ?? (indexPath == nil ? geometry.lastIndexPath : nil)
        while below != nil || above != nil {
            if let row = below {
                if canHighlight(row) { return row }
                below = geometry.indexPath(after: row)
            }
            if let row = above {
                if canHighlight(row) { return row }
                above = geometry.indexPath(before: row)
            }
        }
        return nil
    }

    private func moveSelection(forward: Bool) {
        let target: TableIndexPath?
        if let selected = indexPathForSelectedRow {
            let next = forward ? geometry.indexPath(after: selected) : geometry.indexPath(before: selected)
            target = firstHighlightableRow(from: next, forward: forward)
        } else {
            let lines = visibleLines
            let start =
                forward
                ? geometry.firstIndexPath(atOrBelow: lines.lowerBound)
                : geometry.indexPaths(in: lines).last ?? geometry.lastIndexPath
            target = firstHighlightableRow(from: start, forward: forward)
        }
        guard let target else {
            // Nothing further can be selected that way: show what is there instead.
            contentOffset = clampedOffset(contentOffset + (forward ? 1 : -1))
            updateRows()
            return
        }
        selectRow(at: target, animated: false, scrollPosition: .none)
    }

    /// Scrolls a screenful and moves the selection as far, to the row nearest that distance that
    /// can be highlighted without going back past the selection.
    private func moveSelectionByPage(forward: Bool) {
        let page = max(visibleLines.count, 1) * (forward ? 1 : -1)
        let from = indexPathForSelectedRow.flatMap { geometry.span(of: $0)?.top } ?? contentOffset
        let line = min(max(from + page, 0), max(geometry.contentHeight - 1, 0))
        let landing = geometry.firstIndexPath(atOrBelow: line) ?? geometry.lastIndexPath
        contentOffset = clampedOffset(contentOffset + page)
        updateRows()
        guard let landing else { return }
        let isBeyondSelection = { (indexPath: TableIndexPath) -> Bool in
            guard let selected = self.indexPathForSelectedRow else { return true }
            return forward ? indexPath > selected : indexPath < selected
        }
        // Back towards the selection first, so a page never skips a row it could have stopped at.
        let back = firstHighlightableRow(from: landing, forward: !forward).flatMap { isBeyondSelection($0) ? $0 : nil }
        let target = back ?? firstHighlightableRow(from: landing, forward: forward)
        guard let target, isBeyondSelection(target) || indexPathForSelectedRow == nil else { return }
        selectRow(at: target, animated: false, scrollPosition: .none)
    }

    private func moveSelectionToEnd(forward: Bool) {
        contentOffset = forward ? clampedOffset(geometry.contentHeight) : 0
        updateRows()
        let end = forward ? geometry.lastIndexPath : geometry.firstIndexPath
        guard let target = firstHighlightableRow(from: end, forward: !forward) else { return }
        selectRow(at: target, animated: false, scrollPosition: .none)
    }
}
