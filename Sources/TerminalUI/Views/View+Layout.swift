import Foundation

extension View {
    /// What ``intrinsicContentSize`` gives along an axis where the view has no natural size.
    ///
    /// ```swift
    /// View().intrinsicContentSize.width == View.noIntrinsicMetric   // true
    /// ```
    public static let noIntrinsicMetric = -1.0

    /// Marks the view to lay out its subviews before the next frame is drawn.
    ///
    /// ```swift
    /// stack.setNeedsLayout()
    /// ```
    public func setNeedsLayout() {
        needsLayout = true
        setNeedsDisplay()
    }

    /// Lays out this view, if marked, and then every subview that is marked.
    ///
    /// ```swift
    /// window.layoutIfNeeded()   // frames are final after this
    /// ```
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    /// Changes each subview's frame for a change of this view's size, following the subviews'
    /// autoresizing masks the way UIKit does: the change is shared among the flexible margins and
    /// size in proportion to their current lengths (equally when they are all zero).
    func resizeSubviews(from oldSize: CGSize) {
        let newSize = frame.size
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            let mask = subview.autoresizingMask
            var frame = subview.frame
            (frame.origin.x, frame.size.width) = Self.resized(
                origin: frame.origin.x, length: frame.size.width, container: oldSize.width,
                change: newSize.width - oldSize.width,
                flexible: (
                    mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                    mask.contains(.flexibleRightMargin)
                ))
            (frame.origin.y, frame.size.height) = Self.resized(
                origin: frame.origin.y, length: frame.size.height, container: oldSize.height,
                change: newSize.height - oldSize.height,
                flexible: (
                    mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                    mask.contains(.flexibleBottomMargin)
                ))
            subview.frame = frame
        }
    }

    private static func resized(
        origin: CGFloat, length: CGFloat, container: CGFloat, change: CGFloat,
        flexible: (leading: Bool, length: Bool, trailing: Bool)
    ) -> (origin: CGFloat, length: CGFloat) {
        guard change != 0, flexible.leading || flexible.length || flexible.trailing else { return (origin, length) }
        let trailing = container - origin - length
        let parts = [
            flexible.leading ? max(origin, 0) : 0, flexible.length ? max(length, 0) : 0,
            flexible.trailing ? max(trailing, 0) : 0,
        ]
        let total = parts.reduce(0, +)
        let flexibleCount = CGFloat([flexible.leading, flexible.length, flexible.trailing].filter { $0 }.count)
        func share(_ index: Int, _ isFlexible: Bool) -> CGFloat {
            guard isFlexible else { return 0 }
            return total > 0 ? change * parts[index] / total : change / flexibleCount
        }
        let newLength = max(length + share(1, flexible.length), 0)
        return (origin + share(0, flexible.leading), newLength)
    }
}
