import CellControllers
import Foundation

/// Selecting rows and scrolling with the mouse.
extension TableView {
    /// Handles a press, drag or release over the rows, or a wheel notch while the content is
    /// taller than the table; nil for anything else.
    func handleTableMouse(_ event: MouseEvent, at location: CGPoint) -> Bool? {
        updateRows()
        switch event.kind {
        case .wheelUp, .wheelDown:
            guard geometry.contentHeight > visibleLines.count else { return nil }
            contentOffset = clampedOffset(contentOffset + event.wheelScrollDistance.y)
            updateRows()
        case .press, .drag:
            if let indexPath = indexPath(atLine: location.y), canHighlight(indexPath),
                indexPath != indexPathForSelectedRow
            {
                selectRow(at: indexPath, animated: false, scrollPosition: .none)
            }
        case .release:
            break
        case .move, .wheelLeft, .wheelRight:
            return nil
        }
        return true
    }

    /// The row shown `line` lines below the table's top edge; nil for a header, a footer, a gap,
    /// the filter line, or a line outside the table.
    func indexPath(atLine line: Double) -> TableIndexPath? {
        guard line.isFinite, line >= 0, line < Double(visibleLines.count) else { return nil }
        let contentLine = contentOffset + Int(line)
        guard let indexPath = geometry.firstIndexPath(atOrBelow: contentLine),
            let span = geometry.span(of: indexPath), span.top <= contentLine
        else { return nil }
        return indexPath
    }
}
