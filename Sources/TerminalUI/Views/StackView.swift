import Foundation
import KeyCoding

/// A view that lines up its arranged views in a row or a column: the Swift stand-in for `UIStackView`.
///
/// Each arranged view gets its natural length along the axis (``View/sizeThatFits(_:)``); views
/// with no natural length share what is left. Hidden views take no space. Across the axis they
/// fill the stack or keep their natural size, placed by ``alignment``.
///
/// ```swift
/// let column = StackView(axis: .vertical, spacing: 1)
/// column.addArrangedSubview(Label(text: "Name"))
/// column.addArrangedSubview(Label(text: "Phone"))
/// column.frame = CGRect(x: 0, y: 0, width: 10, height: 3)
/// column.renderedBuffer().plainText()   // "Name\n\nPhone"
/// ```
@Keyed open class StackView: View {
    /// Row (`horizontal`) or column (`vertical`).
    ///
    /// ```swift
    /// stack.axis = .vertical
    /// ```
    public var axis: StackAxis = .horizontal { didSet { setNeedsLayout() } }
    /// Cells between neighbouring views.
    ///
    /// ```swift
    /// stack.spacing = 1   // an empty row between views
    /// ```
    public var spacing = 0.0 { didSet { setNeedsLayout() } }
    /// Placement across the axis.
    ///
    /// ```swift
    /// stack.alignment = .leading   // each view keeps its natural width
    /// ```
    public var alignment: StackAlignment = .fill { didSet { setNeedsLayout() } }
    /// How the length along the axis is shared.
    ///
    /// ```swift
    /// stack.distribution = .fillEqually
    /// ```
    public var distribution: StackDistribution = .fill { didSet { setNeedsLayout() } }
    /// The views the stack arranges, in order; each is also a subview.
    ///
    /// ```swift
    /// stack.arrangedSubviews.count   // 3
    /// ```
    public private(set) var arrangedSubviews: [View] = []

    /// An empty stack.
    ///
    /// ```swift
    /// let row = StackView(axis: .horizontal, spacing: 2)
    /// ```
    public convenience init(axis: StackAxis, spacing: Double = 0, arrangedSubviews: [View] = []) {
        self.init(frame: .zero)
        self.axis = axis
        self.spacing = spacing
        for view in arrangedSubviews { addArrangedSubview(view) }
    }

    /// Adds `view` at the end of the arranged views (and as a subview).
    ///
    /// ```swift
    /// row.addArrangedSubview(Button(title: "OK"))
    /// ```
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` among the arranged views at `index`, clamped to the valid range.
    ///
    /// ```swift
    /// row.insertArrangedSubview(icon, at: 0)
    /// ```
    public func insertArrangedSubview(_ view: View, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        setNeedsLayout()
    }

    /// Stops arranging `view`; it stays a subview, as in UIKit.
    ///
    /// ```swift
    /// row.removeArrangedSubview(icon)
    /// icon.removeFromSuperview()
    /// ```
    public func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        setNeedsLayout()
    }

    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    open override var intrinsicContentSize: CGSize { stackedSize(offering: Self.unlimitedSize) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard axis == .vertical else { return intrinsicContentSize }
        return stackedSize(offering: CGSize(width: size.width, height: Double(Int32.max)))
    }

    /// The visible views' sizes for `offer` put end to end along the axis, with the spacing
    /// between them, and the largest across it.
    private func stackedSize(offering offer: CGSize) -> CGSize {
        let sizes = visibleViews.map { $0.sizeThatFits(offer) }
        let gaps = spacing * Double(max(sizes.count - 1, 0))
        switch axis {
        case .horizontal:
            return CGSize(width: sizes.reduce(gaps) { $0 + $1.width }, height: sizes.map(\.height).max() ?? 0)
        case .vertical:
            return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(gaps) { $0 + $1.height })
        }
    }

    private var visibleViews: [View] { arrangedSubviews.filter { !$0.isHidden } }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let views = visibleViews
        guard !views.isEmpty else { return }
        let isVertical = axis == .vertical
        let length = isVertical ? bounds.height : bounds.width
        let across = isVertical ? bounds.width : bounds.height
        let offered =
            isVertical
            ? CGSize(width: across, height: Double(Int32.max)) : CGSize(width: Double(Int32.max), height: across)
        let natural = views.map { $0.sizeThatFits(offered) }
        let lengths = shareLength(length, natural: natural.map { isVertical ? $0.height : $0.width }, views: views)
        var gap = spacing
        if distribution == .equalSpacing, views.count > 1 {
            gap = max(spacing, (length - lengths.reduce(0, +)) / Double(views.count - 1))
        }
        var position = 0.0
        for (index, view) in views.enumerated() {
            let naturalAcross = isVertical ? natural[index].width : natural[index].height
            let (offset, size) = place(naturalAcross, in: across)
            let itemLength = lengths[index].rounded(.down)
            view.frame =
                isVertical
                ? CGRect(x: offset, y: position, width: size, height: itemLength)
                : CGRect(x: position, y: offset, width: itemLength, height: size)
            position += itemLength + gap.rounded(.down)
        }
    }

    /// Each view's length along the axis.
    private func shareLength(_ length: Double, natural: [Double], views: [View]) -> [Double] {
        let gaps = spacing * Double(views.count - 1)
        let available = max(length - gaps, 0)
        if distribution == .fillEqually {
            return natural.map { _ in (available / Double(natural.count)).rounded(.down) }
        }
        let flexible = views.indices.filter { index in
            let intrinsic = views[index].intrinsicContentSize
            return (axis == .vertical ? intrinsic.height : intrinsic.width) == View.noIntrinsicMetric
        }
        guard distribution == .fill, !flexible.isEmpty else { return natural }
        let fixed = views.indices.filter { !flexible.contains($0) }.reduce(0.0) { $0 + natural[$1] }
        let share = (max(available - fixed, 0) / Double(flexible.count)).rounded(.down)
        return views.indices.map { flexible.contains($0) ? share : natural[$0] }
    }

    private func place(_ natural: Double, in across: Double) -> (offset: Double, size: Double) {
        let size = min(natural, across)
        switch alignment {
        case .fill: return (0, across)
        case .leading: return (0, size)
        case .center: return (((across - size) / 2).rounded(.down), size)
        case .trailing: return (across - size, size)
        }
    }
}
