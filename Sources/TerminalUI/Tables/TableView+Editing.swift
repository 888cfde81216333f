import CellControllers

/// Editing mode, and the keys that commit a row's edit or tap its detail button. The keys act on
/// the selected row and go on up the responder chain when that row has no use for them, so a
/// screen can still give them meanings of its own.
extension TableView {
    /// Handles Delete, Backspace, Insert, `+`, Right and `i` when the selected row uses the key;
    /// nil otherwise.
    func handleEditingKey(_ key: Key) -> Bool? {
        switch key {
        case .delete, .backspace: commitSelectedRow(.delete)
        case .insert, .character("+"): commitSelectedRow(.insert)
        case .right, .character("i"): tapSelectedRowsAccessory()
        default: nil
        }
    }

    /// The cells show the new mode, and the selection leaves a row that can no longer be
    /// selected. A focused table with nothing selected selects the first row it now can, so that
    /// the editing keys have a row to act on.
    func editingDidChange() {
        updateRows()
        updateCellStates()
        if let selected = indexPathForSelectedRow {
            guard !canHighlight(selected) else { return }
            selectRow(at: nearestHighlightableRow(to: selected), animated: false, scrollPosition: .none)
        } else if isFocused {
            let top = geometry.firstIndexPath(atOrBelow: contentOffset)
            guard let first = firstHighlightableRow(from: top, forward: true) else { return }
            selectRow(at: first, animated: false, scrollPosition: .none)
        }
    }

    /// Commits `style` on the selected row when the table is editing and that is the row's style.
    private func commitSelectedRow(_ style: CellEditingStyle) -> Bool? {
        guard isEditing, let selected = indexPathForSelectedRow, let tableController,
            tableController.editingStyleForRow(at: selected) == style
        else { return nil }
        return tableController.commit(style, forRowAt: selected, in: self) ? true : nil
    }

    /// Tells the controller the selected row's detail button was tapped, when its cell has one.
    /// The accessory is known only from the cell, so a selected row scrolled off screen has none.
    private func tapSelectedRowsAccessory() -> Bool? {
        guard let selected = indexPathForSelectedRow, let tableController,
            cells[selected]?.accessoryType.hasDetailButton == true
        else { return nil }
        return tableController.accessoryButtonTapped(forRowAt: selected, in: self) ? true : nil
    }
}
