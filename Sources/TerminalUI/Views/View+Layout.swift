import Foundation

extension View {
    /// What ``intrinsicContentSize`` gives along an axis where the view has no natural size.
    ///
    /// ```swift
    /// View().intrinsicContentSize.width == View.noIntrinsicMetric   // true
    /// ```
    public static let noIntrinsicMetric = -1.0

    /// The room offered to a view that may take as much as it likes.
    static let unlimitedSize = CGSize(width: Double(Int32.max), height: Double(Int32.max))

    /// The smallest size that shows all of the view's content, from the origin: along an axis where
    /// the view has an intrinsic size (a label's text, a stack view's arranged views, a button's
    /// title), what ``sizeThatFits(_:)`` gives with unlimited room; along the others, the extent of
    /// its subviews (the farthest right and bottom edge of any of them, hidden ones included, so
    /// that showing one later does not need more room). A view with neither fits in zero cells.
    ///
    /// Description files size a view written without a `frame` this way.
    ///
    /// ```swift
    /// let card = View()
    /// card.addSubview(Label(text: "Ada Lovelace"))             // 12 × 1 at the origin
    /// card.addSubview(View(frame: CGRect(x: 1, y: 3, width: 8, height: 1)))
    /// card.fittingSize                                         // (12, 4)
    /// ```
    public var fittingSize: CGSize {
        let intrinsic = intrinsicContentSize
        let fitted = sizeThatFits(Self.unlimitedSize)
        let extent = subviews.reduce(CGSize.zero) { extent, subview in
            CGSize(width: max(extent.width, subview.frame.maxX), height: max(extent.height, subview.frame.maxY))
        }
        return CGSize(
            width: intrinsic.width == Self.noIntrinsicMetric ? extent.width : fitted.width,
            height: intrinsic.height == Self.noIntrinsicMetric ? extent.height : fitted.height)
    }

    /// Gives the view its ``fittingSize``, keeping its origin and leaving its subviews where they are:
    /// they are what it is sized to, so their autoresizing masks do not move them.
    func resizeToFittingSize() {
        let size = fittingSize
        guard size != frame.size else { return }
        isSizingToFitContent = true
        defer { isSizingToFitContent = false }
        frame.size = size
    }

    /// Fits the subviews that size to their content (and theirs, first), then this view.
    func sizeToFitContent() {
        for subview in subviews where subview.sizesToFitContent { subview.sizeToFitContent() }
        resizeToFittingSize()
    }

    /// Makes the view fill `rect` of its screen and follow the screen's size from now on, whatever
    /// size its content would take: for a window's root view and a navigation controller's page.
    func fillScreen(_ rect: CGRect) {
        sizesToFitContent = false
        frame = rect
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

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
        // Content may have changed since the last layout (a bound label's text).
        if sizesToFitContent { sizeToFitContent() }
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
                change: newSize.width - oldSize.width, mask: mask,
                flexible: (.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin))
            (frame.origin.y, frame.size.height) = Self.resized(
                origin: frame.origin.y, length: frame.size.height, container: oldSize.height,
                change: newSize.height - oldSize.height, mask: mask,
                flexible: (.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin))
            subview.frame = frame
        }
    }

    private static func resized(
        origin: CGFloat, length: CGFloat, container: CGFloat, change: CGFloat, mask: AutoresizingMask,
        flexible members: (leading: AutoresizingMask, length: AutoresizingMask, trailing: AutoresizingMask)
    ) -> (origin: CGFloat, length: CGFloat) {
        let flexible = (
            leading: mask.contains(members.leading), length: mask.contains(members.length),
            trailing: mask.contains(members.trailing)
        )
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
