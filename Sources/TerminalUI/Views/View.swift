import Bindings
import Foundation
import KeyCoding
import StringCoding

/// A rectangle of the screen in a tree of views, drawn into terminal cells: the Swift stand-in for
/// `UIView`.
///
/// Frames are in cells (one column wide, one row high) relative to the superview; fractions are
/// rounded down when drawn. Every property is reachable by key, so description files, selector
/// stylesheets and bindings can set it from a string.
///
/// ```swift
/// let panel = View(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
/// try panel.setValue(fromString: "navy", forKeyPath: "backgroundColor")
/// let label = Label(text: "Hello")
/// panel.addSubview(label)
/// label.superview === panel   // true
/// ```
@Keyed open class View: Responder {
    /// The view's rectangle in its superview, in cells. Changing its size resizes the subviews by
    /// their ``autoresizingMask``.
    ///
    /// ```swift
    /// try label.setValue(fromString: "2 1 20 1", forKeyPath: "frame")   // x 2, y 1, 20 columns, 1 row
    /// ```
    public var frame: CGRect {
        didSet {
            guard frame != oldValue else { return }
            if frame.size != oldValue.size {
                if !isSizingToFitContent {
                    // Given a size by something else (a screen, a stack view, code), it stops fitting.
                    sizesToFitContent = false
                    resizeSubviews(from: oldValue.size)
                }
                setNeedsLayout()
            }
            superview?.setNeedsDisplay()
            setNeedsDisplay()
        }
    }
    /// The color behind the view's content; nil leaves what is behind the view visible.
    ///
    /// ```swift
    /// try view.setValue(fromString: "navy", forKeyPath: "backgroundColor")
    /// ```
    public var backgroundColor: Color? = nil { didSet { setNeedsDisplay() } }
    /// A hidden view and its subviews are not drawn and cannot take focus.
    ///
    /// ```swift
    /// footer.isHidden = true
    /// ```
    public var isHidden = false { didSet { superview?.setNeedsDisplay() } }
    /// A number to find the view by (`@superviewWithTag[3]` in a binding).
    ///
    /// ```swift
    /// label.tag = 3
    /// root.viewWithTag(3) === label   // true
    /// ```
    public var tag = 0
    /// A name to find the view by: `#name` in a selector stylesheet, `identifier` in a description file.
    ///
    /// ```swift
    /// label.restorationIdentifier = "phone"
    /// ```
    public var restorationIdentifier: String? = nil {
        didSet { if restorationIdentifier != oldValue { window?.styleNamesDidChange(of: self) } }
    }
    /// Style class names for selector stylesheets (`.title`); a string sets them separated by
    /// spaces or commas.
    ///
    /// ```swift
    /// try label.setValue(fromString: "title muted", forKeyPath: "styleClasses")   // ["title", "muted"]
    /// ```
    public var styleClasses: [String] = [] {
        didSet { if styleClasses != oldValue { window?.styleNamesDidChange(of: self) } }
    }
    /// The model this view and its subviews show; bindings read from it.
    ///
    /// ```swift
    /// card.dataObject = contact   // any KeyCodable model
    /// ```
    public var dataObject: (any KeyCodable)? = nil { didSet { dataObjectDidChange() } }
    /// How the view's size follows its superview's size changes.
    ///
    /// ```swift
    /// content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    /// ```
    public var autoresizingMask: AutoresizingMask = [] { didSet { superview?.setNeedsLayout() } }
    /// How content that does not fill the view is placed.
    ///
    /// ```swift
    /// try view.setValue(fromString: "fit", forKeyPath: "contentMode")   // .scaleAspectFit
    /// ```
    public var contentMode: ContentMode = .scaleToFill { didSet { setNeedsDisplay() } }

    /// The views inside this one, back to front.
    ///
    /// ```swift
    /// panel.subviews.count
    /// ```
    public private(set) var subviews: [View] = []
    /// The view this one is inside.
    ///
    /// ```swift
    /// label.superview === panel   // after panel.addSubview(label)
    /// ```
    public private(set) weak var superview: View?

    /// The controller whose view this is, which comes next in the responder chain.
    @NotKeyed weak var owningViewController: ViewController?
    @NotKeyed var needsLayout = true
    /// Whether each layout gives the view its ``fittingSize``: set on views that a description file
    /// gives no frame, until something else sets their size.
    @NotKeyed var sizesToFitContent = false
    /// Set while the view takes its fitting size, so that the subviews keep their frames.
    @NotKeyed var isSizingToFitContent = false
    @NotKeyed var bindingStorage: NodeBindings?
    /// Why the user's last edit did not reach the model; see `View+EditError.swift`.
    @NotKeyed var editErrorStorage: BindingError?
    /// What window stylesheets set on the view, to put back what no rule sets any more.
    @NotKeyed var styledValues: StyledValues?

    /// A view with the given frame.
    ///
    /// ```swift
    /// let view = View(frame: CGRect(x: 2, y: 1, width: 20, height: 3))
    /// ```
    public required init(frame: CGRect = .zero) {
        self.frame = frame
        super.init()
    }

    /// A view with an empty frame; description files create views this way.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// The view's own rectangle: its frame's size at the origin.
    ///
    /// ```swift
    /// View(frame: CGRect(x: 5, y: 5, width: 10, height: 2)).bounds   // (0, 0, 10, 2)
    /// ```
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

    open override var nextResponder: Responder? { owningViewController ?? superview }

    /// The window the view is in, if any.
    ///
    /// ```swift
    /// window.rootViewController = controller
    /// controller.view.window === window   // true
    /// ```
    public var window: Window? {
        selfAndAncestors.lazy.compactMap { $0 as? Window }.first
    }

    /// This view, then its superview, that view's superview, and so on up to the root.
    var selfAndAncestors: UnfoldFirstSequence<View> {
        sequence(first: self, next: \.superview)
    }

    /// Adds `view` on top of the other subviews, first removing it from its old superview.
    ///
    /// ```swift
    /// panel.addSubview(label)
    /// panel.subviews.last === label   // true
    /// ```
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` among the subviews (clamped to the valid range), first removing it
    /// from its old superview. Adding a view to itself or to one of its own subviews does nothing.
    ///
    /// ```swift
    /// panel.insertSubview(background, at: 0)
    /// ```
    public func insertSubview(_ view: View, at index: Int) {
        guard !isDescendant(of: view) else { return }
        let oldWindow = view.window
        view.removeFromSuperviewKeepingFocus()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        view.didMoveToSuperview()
        view.nodeDidMove()
        let newWindow = view.window
        newWindow?.viewDidJoin(view)
        if let oldWindow, oldWindow !== newWindow { oldWindow.viewDidLeave(view) }
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Takes the view out of its superview.
    ///
    /// ```swift
    /// label.removeFromSuperview()
    /// label.superview == nil   // true
    /// ```
    public func removeFromSuperview() {
        let oldWindow = window
        removeFromSuperviewKeepingFocus()
        oldWindow?.viewDidLeave(self)
    }

    private func removeFromSuperviewKeepingFocus() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        parent.setNeedsDisplay()
        didMoveToSuperview()
        nodeDidMove()
    }

    /// Called after the view moved to another superview or out of one; override to react, and call super.
    ///
    /// ```swift
    /// override func didMoveToSuperview() { super.didMoveToSuperview(); refresh() }
    /// ```
    open func didMoveToSuperview() {}

    /// Called before `subview` leaves this view; override to react, and call super.
    ///
    /// ```swift
    /// override func willRemoveSubview(_ subview: View) { super.willRemoveSubview(subview); forget(subview) }
    /// ```
    open func willRemoveSubview(_ subview: View) {}

    /// Whether `view` is this view or one of its ancestors.
    ///
    /// ```swift
    /// label.isDescendant(of: panel)   // true after panel.addSubview(label)
    /// ```
    public func isDescendant(of view: View) -> Bool {
        selfAndAncestors.contains { $0 === view }
    }

    /// The first view in this subtree (this view included, depth first) whose tag is `tag`.
    ///
    /// ```swift
    /// panel.viewWithTag(3)
    /// ```
    public func viewWithTag(_ tag: Int) -> View? {
        firstView { $0.tag == tag }
    }

    /// The first view in this subtree (this view included, depth first) with the restoration identifier.
    ///
    /// ```swift
    /// screen.view(withIdentifier: "phone") as? Label
    /// ```
    public func view(withIdentifier identifier: String) -> View? {
        firstView { $0.restorationIdentifier == identifier }
    }

    /// The first view in this subtree, this view included, in depth-first order, that matches.
    ///
    /// ```swift
    /// root.firstView { $0 is TextField }
    /// ```
    public func firstView(where matches: (View) -> Bool) -> View? {
        subtree().first(where: matches)
    }

    /// This view and the views inside it, depth first (a view before its subviews), leaving out
    /// each view that `includes` rejects together with everything inside it.
    func subtree(where includes: (View) -> Bool = { _ in true }) -> [View] {
        var found: [View] = []
        func visit(_ view: View) {
            guard includes(view) else { return }
            found.append(view)
            for subview in view.subviews { visit(subview) }
        }
        visit(self)
        return found
    }

    /// Asks for the view to be drawn again with the next frame.
    ///
    /// ```swift
    /// customView.setNeedsDisplay()   // after changing what draw(in:) shows
    /// ```
    public func setNeedsDisplay() {
        window?.needsDisplay = true
    }

    // Overridable members live in the class body: Swift cannot override what an extension declares.

    /// The size the view would like to have, from its content alone; ``View/noIntrinsicMetric`` along an
    /// axis where it has no preference. Stack views use it.
    ///
    /// ```swift
    /// Label(text: "Hello").intrinsicContentSize   // (5, 1)
    /// ```
    open var intrinsicContentSize: CGSize {
        CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric)
    }

    /// The size that best fits `size` (the space offered); the default is the intrinsic size where
    /// there is one, else the current size.
    ///
    /// ```swift
    /// label.sizeThatFits(CGSize(width: 10, height: 100))   // wrapped to 10 columns
    /// ```
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        let intrinsic = intrinsicContentSize
        return CGSize(
            width: intrinsic.width == Self.noIntrinsicMetric ? frame.width : intrinsic.width,
            height: intrinsic.height == Self.noIntrinsicMetric ? frame.height : intrinsic.height)
    }

    /// Places the subviews; called before drawing when the view was marked with ``View/setNeedsLayout()``
    /// (its size changed, or a subview was added). The default does nothing: subviews follow their
    /// autoresizing masks as the size changes.
    ///
    /// ```swift
    /// override func layoutSubviews() {
    ///     super.layoutSubviews()
    ///     footer.frame = CGRect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1)
    /// }
    /// ```
    open func layoutSubviews() {}

    /// Draws the view's own content (not its subviews, which are drawn after it, on top). The
    /// default fills the background; subclasses call `super` first.
    ///
    /// ```swift
    /// override func draw(in canvas: Canvas) {
    ///     super.draw(in: canvas)
    ///     canvas.write("★", x: 0, y: 0, style: TextStyle(foreground: .orange))
    /// }
    /// ```
    open func draw(in canvas: Canvas) {
        if let backgroundColor { canvas.fill(background: backgroundColor) }
    }

    /// Draws over the subviews once they are drawn, for marks that must cover what they drew (a
    /// selected table cell in reverse video). The default draws nothing.
    func drawOverSubviews(in canvas: Canvas) {}

    /// How far up and left the subviews are drawn from where their frames put them: a scroll
    /// view's content offset, so that its content scrolls under it. None by default.
    var subviewDrawingOffset: (x: Int, y: Int) { (0, 0) }

    /// Whether the view can take the keyboard focus (Tab moves between such views). False by default.
    ///
    /// ```swift
    /// Button().canBecomeFocused   // true
    /// ```
    open var canBecomeFocused: Bool { false }

    /// Handles a mouse event and says whether it did; the window offers it to the view under the
    /// mouse, then to each superview, until one does (see `Window.handle(_:)` for a `MouseEvent`). The
    /// view that handles a press also gets the drags and the release that follow it, wherever
    /// they are. `location` is in the view's own cells: (0, 0) is its top-left corner, and a drag
    /// or release outside the view has a location outside its bounds. The default handles nothing.
    ///
    /// ```swift
    /// override func handleMouse(_ event: MouseEvent, at location: CGPoint) -> Bool {
    ///     guard event.kind == .press else { return super.handleMouse(event, at: location) }
    ///     marks.append(location)
    ///     return true
    /// }
    /// ```
    open func handleMouse(_ event: MouseEvent, at location: CGPoint) -> Bool { false }

    /// Called when the view gains or loses the focus; the default redraws it and, when it gains
    /// the focus, scrolls the scroll views it is in to show it.
    ///
    /// ```swift
    /// override func focusDidChange() { super.focusDidChange(); cursorVisible = isFocused }
    /// ```
    open func focusDidChange() {
        setNeedsDisplay()
        if window?.focusedView === self { scrollIntoView() }
    }

    /// `bindTo` starts a binding written as a runtime attribute (see `BindingTarget`).
    open override func value(forUndefinedKey key: String) throws -> Any? {
        key == "bindTo" ? BindingTarget(node: self) : try super.value(forUndefinedKey: key)
    }

    open override class var virtualKeys: [String] { super.virtualKeys + ["bindTo"] }

    /// Makes the binding of a `bindTo` attribute whose first word names something the view binds
    /// itself, rather than a property; false (the default) binds the property. A ``TableView``
    /// binds `rows` this way (see ``TableRowFactory``).
    ///
    /// ```swift
    /// try table.setValue("rows | row=FruitRow", forKeyPath: "bindTo.@rootview.dataObject.fruits")
    /// ```
    open func bindAttribute(_ viewKey: String, options: [String], to path: String) throws(BindingError) -> Bool {
        false
    }

    open override func setValue(fromString string: String, forCustomKey key: String) throws -> Bool {
        guard key == "styleClasses" else { return try super.setValue(fromString: string, forCustomKey: key) }
        styleClasses = Self.styleClassNames(in: string)
        return true
    }

    /// The class names in `text`, separated by spaces or commas, as `styleClasses` reads them.
    nonisolated static func styleClassNames(in text: String) -> [String] {
        text.split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init)
    }
}
