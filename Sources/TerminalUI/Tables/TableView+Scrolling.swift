import CellControllers

/// Choosing the selected row in code, and scrolling.
extension TableView {
    /// Selects the row (nil deselects) and scrolls to show it; a row that does not exist is ignored.
    /// The row's controller is not told (selecting in code is not the user choosing the row); the
    /// table controller hears of the change (`TableController/selectionDidChange(to:)`), as of
    /// every change of the selected row, so a selection bound to a model follows.
    ///
    /// ```swift
    /// table.selectRow(at: TableIndexPath(row: 5, section: 1), animated: false, scrollPosition: .middle)
    /// ```
    public func selectRow(at indexPath: TableIndexPath?, animated: Bool, scrollPosition: TableScrollPosition) {
        updateRows()
        guard let indexPath else {
            indexPathForSelectedRow = nil
            return
        }
        guard geometry.contains(indexPath) else { return }
        indexPathForSelectedRow = indexPath
        scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }

    /// Selects the row (nil deselects) without animation, scrolling as little as shows it: the
    /// `TableHost` requirement, through which a selection bound to a model selects its row.
    ///
    /// ```swift
    /// table.selectRow(at: TableIndexPath(row: 0, section: 0))
    /// ```
    public func selectRow(at indexPath: TableIndexPath?) {
        selectRow(at: indexPath, animated: false, scrollPosition: .none)
    }

    /// Deselects the row if it is the selected one.
    ///
    /// ```swift
    /// table.deselectRow(at: path, animated: false)
    /// ```
    public func deselectRow(at indexPath: TableIndexPath, animated: Bool) {
        guard indexPathForSelectedRow == indexPath else { return }
        indexPathForSelectedRow = nil
    }

    /// Scrolls so the row shows at `position` (`.none`: as little as shows it, with its section's
    /// header when it is the first row); a row that does not exist is ignored.
    ///
    /// ```swift
    /// table.scrollToRow(at: path, at: .top, animated: false)
    /// ```
    public func scrollToRow(at indexPath: TableIndexPath, at position: TableScrollPosition, animated: Bool) {
        updateRows()
        guard let span = geometry.span(of: indexPath) else { return }
        let top = indexPath.row == 0 ? geometry.sections[indexPath.section].top : span.top
        let height = span.top + span.height - top
        let screen = visibleLines.count
        let offset: Int
        switch position {
        case .top: offset = top
        case .middle: offset = top - (screen - height) / 2
        case .bottom: offset = top + height - screen
        case .none:
            if top < contentOffset || height > screen {
                offset = top
            } else if top + height > contentOffset + screen {
                offset = top + height - screen
            } else {
                offset = contentOffset
            }
        }
        contentOffset = clampedOffset(offset)
        updateRows()
    }
}
