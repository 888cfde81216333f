import Foundation

/// Mouse events, from the window down to the view under the mouse.
extension Window {
    /// Handles a mouse event at its cell of the window and says whether anything did.
    ///
    /// - A left-button press focuses the view under the mouse, or the nearest view around it that
    ///   can take the focus (a table for its row's cell), then is offered to the view under the
    ///   mouse and each superview in turn (``View/handleMouse(_:at:)``) until one handles it; that
    ///   view gets the drags and the release that follow, wherever they are. Hidden views, and
    ///   the parts of views that their superviews cut off, are never under the mouse. Presses of
    ///   the other buttons are not used.
    /// - A wheel notch is offered the same way, from the view under the mouse up, without moving
    ///   the focus: the innermost table, text view or scroll view that can scroll takes it.
    /// - While the keys overlay is shown, a press closes it, as a key does, and does nothing else;
    ///   the wheel does nothing.
    ///
    /// ```swift
    /// window.handle(MouseEvent(kind: .press, button: .left, column: 12, row: 3))
    /// window.handle(MouseEvent(kind: .release, button: .left, column: 12, row: 3))   // the button there fires
    /// window.handle(MouseEvent(kind: .wheelDown, column: 5, row: 10))                // the table there scrolls
    /// ```
    @discardableResult
    public func handle(_ event: MouseEvent) -> Bool {
        let point = CGPoint(x: Double(event.column), y: Double(event.row))
        switch event.kind {
        case .press:
            mouseTrackingView = nil
            if isShowingKeyHelp {
                dismissKeyHelp()
                return true
            }
            guard event.button == .left, let hit = hitTest(point) else { return false }
            let focusable = hit.selfAndAncestors.first { $0 !== self && $0.canBecomeFocused }
            if let focusable { focus(focusable) }
            for view in hit.selfAndAncestors where view.handleMouse(event, at: view.convertFromRoot(point)) {
                mouseTrackingView = view
                return true
            }
            return focusable != nil
        case .drag, .release:
            guard let view = mouseTrackingView, view.window === self else {
                mouseTrackingView = nil
                return false
            }
            if event.kind == .release { mouseTrackingView = nil }
            return view.handleMouse(event, at: view.convertFromRoot(point))
        case .wheelUp, .wheelDown, .wheelLeft, .wheelRight:
            guard !isShowingKeyHelp else { return true }
            guard let hit = hitTest(point) else { return false }
            return hit.selfAndAncestors.contains { $0.handleMouse(event, at: $0.convertFromRoot(point)) }
        case .move:
            return false
        }
    }
}

extension MouseEvent {
    /// Cells one wheel notch scrolls.
    static let cellsPerWheelNotch = 3

    /// How far a wheel notch scrolls content, in cells along each axis: down and right positive;
    /// zero for events that are not the wheel.
    var wheelScrollDistance: (x: Int, y: Int) {
        switch kind {
        case .wheelUp: (0, -Self.cellsPerWheelNotch)
        case .wheelDown: (0, Self.cellsPerWheelNotch)
        case .wheelLeft: (-Self.cellsPerWheelNotch, 0)
        case .wheelRight: (Self.cellsPerWheelNotch, 0)
        case .press, .release, .drag, .move: (0, 0)
        }
    }
}
