import CellControllers
import Foundation

/// Keeping a cell on each row on screen, and only there.
extension TableView {
    /// The lines of content on screen: the table's height less the filter line's.
    var visibleLines: Range<Int> { contentOffset..<(contentOffset + max(cellFrame.height - filterBarHeight, 0)) }

    /// The columns rows and titles take: all of them, or inset in the `.insetGrouped` style.
    var rowColumns: Range<Int> {
        let width = max(cellFrame.width, 0)
        let inset = style == .insetGrouped ? min(2, width / 2) : 0
        return inset..<(width - inset)
    }

    /// The row's rectangle in the content, whose lines count from the content's top; nil for a row
    /// that does not exist.
    func contentRect(ofRow indexPath: TableIndexPath) -> CGRect? {
        guard let span = geometry.span(of: indexPath) else { return nil }
        let columns = rowColumns
        return CGRect(
            x: Double(columns.lowerBound), y: Double(span.top), width: Double(columns.count),
            height: Double(span.height))
    }

    /// The offset nearest `offset` that does not scroll past either end of the content.
    func clampedOffset(_ offset: Int) -> Int {
        max(min(offset, geometry.contentHeight - visibleLines.count), 0)
    }

    /// Heights must be asked again with the next frame, keeping the cells on screen.
    func invalidateGeometry() {
        needsGeometry = true
        setNeedsLayout()
    }

    /// Brings the table up to date with its controller and its scroll position: reloads when asked
    /// to, measures again, gives each row on screen a cell and sends the others' to the queue.
    func updateRows() {
        if needsReload {
            reloadNow()
        } else if needsGeometry {
            measure()
        }
        let clamped = clampedOffset(contentOffset)
        if clamped != contentOffset { contentOffset = clamped }
        tile()
    }

    /// Asks the controller for its heights and titles again.
    func measure() {
        needsGeometry = false
        guard let tableController else {
            geometry = .empty
            shownRows = nil
            return
        }
        shownRows = rowsMatchingFilter()
        geometry = TableGeometry(
            controller: tableController,
            sizes: TableGeometry.Sizes(
                rowHeight: rowHeight, headerHeight: sectionHeaderHeight, footerHeight: sectionFooterHeight,
                separatesSections: style != .plain),
            shownRows: shownRows)
    }

    private func reloadNow() {
        needsReload = false
        for cell in cells.values { enqueue(cell) }
        cells = [:]
        let previous = indexPathForSelectedRow
        let identity = selectedRowIdentity
        measure()
        guard let previous else { return }
        let target = identity.flatMap(indexPath(ofRowWithIdentity:)) ?? previous
        let kept = geometry.contains(target) ? target : geometry.lastIndexPath
        indexPathForSelectedRow = nearestHighlightableRow(to: kept)
    }

    private func tile() {
        let visible = geometry.indexPaths(in: visibleLines)
        let onScreen = Set(visible)
        for (indexPath, cell) in cells where !onScreen.contains(indexPath) {
            cells[indexPath] = nil
            enqueue(cell)
        }
        for indexPath in visible {
            guard var frame = contentRect(ofRow: indexPath) else { continue }
            guard let cell = cells[indexPath] ?? makeCell(for: indexPath) else { continue }
            frame.origin.y -= Double(contentOffset)
            cell.frame = frame
        }
        updateCellStates()
    }

    private func makeCell(for indexPath: TableIndexPath) -> TableViewCell? {
        // A row whose controller makes some other kind of cell is left blank: only views can be shown.
        guard let cell = tableController?.cell(forRowAt: indexPath, in: self) as? TableViewCell else { return nil }
        cells[indexPath] = cell
        // Under the filter line, which stays on top.
        if cell.superview !== self { insertSubview(cell, at: 0) }
        return cell
    }

    /// Takes a cell off screen and keeps it for a row of its kind; a cell without a reuse
    /// identifier is let go.
    func enqueue(_ cell: TableViewCell) {
        cell.removeFromSuperview()
        guard let identifier = cell.reuseIdentifier else { return }
        reuseQueue[identifier, default: []].append(cell)
    }

    /// Marks the selected row's cell selected, and highlighted while the table (or its filter field)
    /// has the focus; puts
    /// every cell in the table's editing mode with its row's editing style.
    func updateCellStates() {
        // The filter being typed keeps the selection drawn as the table's.
        let focused = isFocused || isEditingFilter
        for (indexPath, cell) in cells {
            let selected = indexPath == indexPathForSelectedRow
            cell.isSelected = selected
            cell.isHighlighted = selected && focused
            cell.editingStyle = tableController?.editingStyleForRow(at: indexPath) ?? .none
            if cell.isEditing != isEditing { cell.setEditing(isEditing, animated: false) }
        }
    }

    /// The row whose controller has this identity; nil when none has.
    func indexPath(ofRowWithIdentity identity: AnyHashable) -> TableIndexPath? {
        guard let tableController else { return nil }
        for (section, info) in geometry.sections.enumerated() {
            for row in 0..<info.rowCount {
                let indexPath = TableIndexPath(row: row, section: section)
                if tableController.cellController(at: indexPath)?.rowIdentity == identity { return indexPath }
            }
        }
        return nil
    }
}
