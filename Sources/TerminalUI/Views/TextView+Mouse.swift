import Foundation

/// Placing the cursor and selecting with the mouse.
extension TextView {
    /// Handles a press, drag or release over the text; nil for the wheel and for a view that is
    /// neither editable nor selectable, which only scrolls.
    func handleTextMouse(_ event: MouseEvent, at location: CGPoint) -> Bool? {
        guard isEditable || isSelectable, !event.isWheel, let layout = textLayout else { return nil }
        switch event.kind {
        case .press:
            let target = position(at: location, in: layout)
            if !event.modifiers.contains(.shift) {
                // The anchor of a selection that a drag makes; empty until the mouse moves.
                selectionAnchor = target
            } else if selectionAnchor == nil {
                selectionAnchor = cursor
            }
            cursor = target
        case .drag:
            scrollTowards(location)
            if selectionAnchor == nil { selectionAnchor = cursor }
            cursor = position(at: location, in: layout)
        case .release:
            if selectionAnchor == cursor { selectionAnchor = nil }
        case .move, .wheelUp, .wheelDown, .wheelLeft, .wheelRight:
            return nil
        }
        goalColumn = nil
        return true
    }

    /// The position shown at `location` in the view, or in the nearest row in view when it is
    /// above or below the view.
    private func position(at location: CGPoint, in layout: TextViewLayout) -> TextViewPosition {
        let top = Int(clampedOffset(contentOffset).y)
        let rows = max(Int(visibleSize.height), 1)
        let y = min(max(Self.cells(location.y), 0), rows - 1)
        let x = max(Self.cells(location.x), 0)
        return position(atRow: top + y, column: x, in: layout)
    }

    /// Scrolls a row up when `location` is above the view, a row down when it is below it, so
    /// that dragging past an edge selects on.
    private func scrollTowards(_ location: CGPoint) {
        let offset = clampedOffset(contentOffset)
        if location.y < 0 {
            setContentOffset(CGPoint(x: offset.x, y: offset.y - 1), animated: false)
        } else if location.y >= visibleSize.height {
            setContentOffset(CGPoint(x: offset.x, y: offset.y + 1), animated: false)
        }
    }
}
