import Foundation

/// Finding the view under a point, the way ``View/drawTree(on:origin:clip:)`` draws them.
extension View {
    /// The frontmost visible view in this subtree whose drawn area contains `point` (in this
    /// view's cells), or nil when the point is outside this view or it is hidden. Views are
    /// searched as they are drawn: a subview only within its superview's bounds, shifted by a
    /// scroll view's content offset, the last subview (drawn on top) first.
    ///
    /// ```swift
    /// window.hitTest(CGPoint(x: 12, y: 3)) === saveButton   // the button drawn at that cell
    /// ```
    public func hitTest(_ point: CGPoint) -> View? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        return hitTest(column: Self.cells(point.x), row: Self.cells(point.y))
    }

    private func hitTest(column: Int, row: Int) -> View? {
        let size = cellFrame
        guard !isHidden, (0..<size.width).contains(column), (0..<size.height).contains(row) else { return nil }
        let offset = subviewDrawingOffset
        for subview in subviews.reversed() {
            let child = subview.cellFrame
            if let hit = subview.hitTest(column: column + offset.x - child.x, row: row + offset.y - child.y) {
                return hit
            }
        }
        return self
    }

    /// `point`, in the cells of the view at the root of this view's tree (its window), in this
    /// view's own cells: what ``hitTest(_:)`` found at the point is at the same place in the view.
    func convertFromRoot(_ point: CGPoint) -> CGPoint {
        var (x, y) = (point.x, point.y)
        var view = self
        while let container = view.superview {
            let frame = view.cellFrame
            let offset = container.subviewDrawingOffset
            x += Double(offset.x - frame.x)
            y += Double(offset.y - frame.y)
            view = container
        }
        return CGPoint(x: x, y: y)
    }
}
