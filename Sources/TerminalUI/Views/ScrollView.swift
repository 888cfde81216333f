import Foundation
import KeyCoding
import StringCoding

/// A view onto content larger than itself, moved with the keyboard: the Swift stand-in for
/// `UIScrollView`.
///
/// Subviews are placed in the content's coordinates, in a ``contentSize`` that you set; the
/// ``contentOffset`` is the content's point shown at the view's top-left corner. Only subviews
/// that reach into the visible part are drawn. A scroll indicator (a thumb on a dim track, or `#`
/// on `|` in plain characters under `NO_COLOR` or `TERM=dumb`) is drawn over the right column
/// while the content is taller than the view, and over the bottom row while it is wider.
///
/// While the content is larger than the view (and the view has a size), the scroll view can take
/// the focus, and the arrows scroll it a cell, Page Up and Page Down a screenful, Home and End to
/// the top and the bottom.
/// Keys a subview inside does not handle reach it too, up the responder chain, so a focused
/// button inside still scrolls its screen with the arrows.
///
/// ```swift
/// let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 20, height: 5))
/// for row in 0..<100 {
///     let label = Label(text: "Row \(row)")
///     label.frame.origin.y = Double(row)
///     scroll.addSubview(label)
/// }
/// scroll.contentSize = CGSize(width: 20, height: 100)
/// scroll.contentOffset = CGPoint(x: 0, y: 40)
/// scroll.renderedBuffer().plainText()   // "Row 40 … Row 44", with the indicator at the right
/// ```
@Keyed open class ScrollView: View {
    /// The size of the content, in whole cells; scrolling shows all of it and no more.
    ///
    /// ```swift
    /// try scroll.setValue(fromString: "80 200", forKeyPath: "contentSize")
    /// ```
    public var contentSize: CGSize = .zero {
        didSet {
            let whole = Self.wholeCells(CGPoint(x: contentSize.width, y: contentSize.height))
            let size = CGSize(width: max(whole.x, 0), height: max(whole.y, 0))
            if size != contentSize { contentSize = size }
            guard contentSize != oldValue else { return }
            setNeedsLayout()
        }
    }
    /// The point of the content shown at the view's top-left corner, in whole cells. Kept between
    /// the origin and the content's far corner less the view's size when the view is laid out (so
    /// a description file may set it before the frame).
    ///
    /// ```swift
    /// scroll.contentOffset = CGPoint(x: 0, y: 10)   // the content's 11th row at the top
    /// ```
    public var contentOffset: CGPoint = .zero {
        didSet {
            let whole = Self.wholeCells(contentOffset)
            if whole != contentOffset { contentOffset = whole }
            guard contentOffset != oldValue else { return }
            setNeedsLayout()
        }
    }
    /// Whether the keyboard scrolls the view; when false it leaves every key to the responders
    /// after it and does not take the focus, but ``contentOffset`` can still be set.
    ///
    /// ```swift
    /// scroll.isScrollEnabled = false
    /// ```
    public var isScrollEnabled = true
    /// Whether the indicator at the right shows while the content is taller than the view.
    ///
    /// ```swift
    /// scroll.showsVerticalScrollIndicator = false
    /// ```
    public var showsVerticalScrollIndicator = true { didSet { setNeedsDisplay() } }
    /// Whether the indicator at the bottom shows while the content is wider than the view.
    ///
    /// ```swift
    /// scroll.showsHorizontalScrollIndicator = false
    /// ```
    public var showsHorizontalScrollIndicator = true { didSet { setNeedsDisplay() } }

    /// Scrolls to `offset`, kept within the content; a terminal shows it at once, so `animated`
    /// changes nothing.
    ///
    /// ```swift
    /// scroll.setContentOffset(CGPoint(x: 0, y: 0), animated: false)   // back to the top
    /// ```
    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
        contentOffset = clampedOffset(offset)
    }

    /// Scrolls as little as shows `rect` (in the content's coordinates); a rectangle larger than
    /// the view shows its top-left corner.
    ///
    /// ```swift
    /// scroll.scrollRectToVisible(field.frame, animated: false)
    /// ```
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let visible = visibleSize
        func axis(_ origin: Double, _ length: Double, _ current: Double, _ room: Double) -> Double {
            if origin < current || length > room { return origin }
            if origin + length > current + room { return origin + length - room }
            return current
        }
        let offset = clampedOffset(contentOffset)
        contentOffset = clampedOffset(
            CGPoint(
                x: axis(rect.minX, rect.width, offset.x, visible.width),
                y: axis(rect.minY, rect.height, offset.y, visible.height)))
    }

    /// The size of the part of the content in view: the bounds, less a column or row for each
    /// scroll indicator shown. Subclasses that draw their own content (``TextView``) lay it out in it.
    var visibleSize: CGSize {
        let indicators = shownIndicators
        return CGSize(
            width: max(bounds.width - (indicators.vertical ? 1 : 0), 0),
            height: max(bounds.height - (indicators.horizontal ? 1 : 0), 0))
    }

    /// Which scroll indicators are drawn: each along an axis where the content does not fit.
    var shownIndicators: (vertical: Bool, horizontal: Bool) {
        let size = cellFrame
        var vertical = showsVerticalScrollIndicator && contentSize.height > Double(size.height)
        let horizontal =
            showsHorizontalScrollIndicator && contentSize.width > Double(size.width - (vertical ? 1 : 0))
        // A horizontal indicator takes a row, which may leave the content too tall after all.
        if horizontal, !vertical {
            vertical = showsVerticalScrollIndicator && contentSize.height > Double(size.height - 1)
        }
        return (vertical, horizontal)
    }

    /// `offset` kept between the origin and the content's far corner less the visible size.
    func clampedOffset(_ offset: CGPoint) -> CGPoint {
        let visible = visibleSize
        let largest = CGPoint(
            x: max(contentSize.width - visible.width, 0), y: max(contentSize.height - visible.height, 0))
        return Self.wholeCells(
            CGPoint(x: min(max(offset.x, 0), largest.x), y: min(max(offset.y, 0), largest.y)))
    }

    /// A point rounded down to whole cells, non-finite coordinates read as 0 and huge ones capped,
    /// so arithmetic on an offset set from a description file cannot trap.
    private static func wholeCells(_ point: CGPoint) -> CGPoint {
        func whole(_ value: Double) -> Double {
            value.isFinite ? min(max(value.rounded(.down), -largestOffset), largestOffset) : 0
        }
        return CGPoint(x: whole(point.x), y: whole(point.y))
    }

    private static let largestOffset = 1_000_000_000.0

    open override func layoutSubviews() {
        super.layoutSubviews()
        let clamped = clampedOffset(contentOffset)
        if clamped != contentOffset { contentOffset = clamped }
    }

    override var subviewDrawingOffset: (x: Int, y: Int) {
        let offset = clampedOffset(contentOffset)
        return (Int(offset.x), Int(offset.y))
    }

    override func drawOverSubviews(in canvas: Canvas) {
        super.drawOverSubviews(in: canvas)
        drawScrollIndicators(in: canvas)
    }

    /// Draws the indicators that ``shownIndicators`` asks for, over whatever is under them.
    func drawScrollIndicators(in canvas: Canvas) {
        let indicators = shownIndicators
        let size = canvas.bounds
        let visible = visibleSize
        let offset = clampedOffset(contentOffset)
        let plain = drawsPlainCharacters
        if indicators.vertical {
            ScrollIndicator(content: Int(contentSize.height), visible: Int(visible.height), offset: Int(offset.y))
                .draw(
                    in: canvas, vertical: true, at: size.width - 1, from: 0, track: Int(visible.height),
                    plainCharacters: plain)
        }
        if indicators.horizontal {
            ScrollIndicator(content: Int(contentSize.width), visible: Int(visible.width), offset: Int(offset.x))
                .draw(
                    in: canvas, vertical: false, at: size.height - 1, from: 0, track: Int(visible.width),
                    plainCharacters: plain)
        }
    }

    /// Whether the content is larger than the view along either axis, so there is something to scroll.
    var canScroll: Bool {
        let visible = visibleSize
        return contentSize.height > visible.height || contentSize.width > visible.width
    }

    /// A scroll view not yet given a size (a screen's root before the window's first layout) has
    /// nothing to scroll into view, and taking the focus then would keep it from the controls inside.
    open override var canBecomeFocused: Bool {
        isScrollEnabled && canScroll && bounds.width >= 1 && bounds.height >= 1
    }

    open override func handleKey(_ key: Key) -> Bool {
        guard isScrollEnabled, canScroll, let target = scrollTarget(for: key) else { return super.handleKey(key) }
        setContentOffset(target, animated: false)
        return true
    }

    /// A wheel notch scrolls the content three cells (up, down, or sideways), kept within it,
    /// while the content is larger than the view that way and ``isScrollEnabled`` is true; else
    /// the notch goes on to the superview.
    ///
    /// ```swift
    /// window.handle(MouseEvent(kind: .wheelDown, column: 2, row: 2))   // contentOffset.y + 3
    /// ```
    open override func handleMouse(_ event: MouseEvent, at location: CGPoint) -> Bool {
        let step = event.wheelScrollDistance
        let visible = visibleSize
        let canScrollThatWay =
            step.y != 0 ? contentSize.height > visible.height : step.x != 0 && contentSize.width > visible.width
        guard isScrollEnabled, canScrollThatWay else { return super.handleMouse(event, at: location) }
        let offset = clampedOffset(contentOffset)
        setContentOffset(CGPoint(x: offset.x + Double(step.x), y: offset.y + Double(step.y)), animated: false)
        return true
    }

    /// Where a scrolling key takes the content, or nil for a key that does not scroll.
    func scrollTarget(for key: Key) -> CGPoint? {
        let offset = clampedOffset(contentOffset)
        let page = max(visibleSize.height, 1)
        switch key {
        case .up: return CGPoint(x: offset.x, y: offset.y - 1)
        case .down: return CGPoint(x: offset.x, y: offset.y + 1)
        case .left: return CGPoint(x: offset.x - 1, y: offset.y)
        case .right: return CGPoint(x: offset.x + 1, y: offset.y)
        case .pageUp: return CGPoint(x: offset.x, y: offset.y - page)
        case .pageDown: return CGPoint(x: offset.x, y: offset.y + page)
        case .home: return CGPoint(x: 0, y: 0)
        case .end: return CGPoint(x: offset.x, y: contentSize.height)
        default: return nil
        }
    }

    open override var keyHelp: [KeyHelp] {
        guard isScrollEnabled, canScroll else { return super.keyHelp }
        return [
            KeyHelp(keys: [.up, .down, .left, .right], title: "scroll"),
            KeyHelp(keys: [.pageUp, .pageDown], title: "scroll a page"),
            KeyHelp(keys: [.home, .end], title: "scroll to the top or the bottom"),
        ] + super.keyHelp
    }
}

extension View {
    /// Scrolls each scroll view this view is in, innermost first, as little as shows the view.
    func scrollIntoView() {
        var rect = frame
        var view = self
        while let container = view.superview {
            if let scroll = container as? ScrollView {
                scroll.scrollRectToVisible(rect, animated: false)
                let offset = scroll.clampedOffset(scroll.contentOffset)
                rect.origin = CGPoint(x: rect.minX - offset.x, y: rect.minY - offset.y)
            }
            rect.origin = CGPoint(x: rect.minX + container.frame.minX, y: rect.minY + container.frame.minY)
            view = container
        }
    }
}
