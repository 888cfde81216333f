import CellControllers

/// Applying one batch of changes: the cells on screen and the selection follow their rows.
extension TableView {
    func applyBatchUpdates(_ changeset: TableChangeset) {
        // A reload still to come will read everything anyway.
        guard !needsReload, let tableController else { return }
        let newCounts = (0..<tableController.numberOfSections).map { tableController.numberOfRows(inSection: $0) }
        guard let mapping = RowMapping(changeset, from: geometry.rowCounts, to: newCounts) else {
            reloadData()
            return
        }
        let selectionWasVisible = indexPathForSelectedRow.map { geometry.indexPaths(in: visibleLines).contains($0) }
        var kept: [TableIndexPath: TableViewCell] = [:]
        for (old, cell) in cells {
            guard let new = mapping.newIndexPath(for: old) else {
                enqueue(cell)
                continue
            }
            if mapping.reloaded.contains(old) {
                // The same kind of cell is configured again in place; another kind is made anew.
                guard let row = tableController.cellController(at: new), cell.reuseIdentifier == row.reuseIdentifier
                else {
                    enqueue(cell)
                    continue
                }
                row.configure(cell, at: new)
            }
            kept[new] = cell
        }
        cells = kept
        let selected = indexPathForSelectedRow
        let identity = selectedRowIdentity
        measure()
        if let selected {
            indexPathForSelectedRow = followedSelection(selected, identity: identity, mapping: mapping)
        }
        contentOffset = clampedOffset(contentOffset)
        if selectionWasVisible == true, let row = indexPathForSelectedRow {
            scrollToRow(at: row, at: .none, animated: false)
        }
        updateCellStates()
        setNeedsLayout()
    }

    /// Where the selection goes: with its row; to a row of the same identity when its row was
    /// removed and added again elsewhere; else to the nearest row that can be highlighted, from
    /// the row that took the deleted one's place.
    private func followedSelection(
        _ selected: TableIndexPath, identity: AnyHashable?, mapping: RowMapping
    ) -> TableIndexPath? {
        if let moved = mapping.newIndexPath(for: selected) {
            return canHighlight(moved) ? moved : nearestHighlightableRow(to: moved)
        }
        if let identity, let found = indexPath(ofRowWithIdentity: identity) { return found }
        return nearestHighlightableRow(to: mapping.firstStayingRow(after: selected))
    }
}
