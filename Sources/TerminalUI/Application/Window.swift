import Bindings
import Foundation
import KeyCoding

/// The root of a view tree on the screen: holds the root view controller, the keyboard focus and
/// whether the screen needs drawing again.
///
/// ```swift
/// let window = Window(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
/// window.rootViewController = NavigationController(rootViewController: ContactsController())
/// window.handle(.tab)                  // focus moves to the next control
/// print(window.render().plainText())   // the screen as text
/// ```
@Keyed open class Window: View {
    /// The controller whose view fills the window.
    ///
    /// ```swift
    /// window.rootViewController = NavigationController(rootViewController: home)
    /// ```
    public var rootViewController: ViewController? {
        didSet {
            if let old = oldValue, old !== rootViewController, old.isViewLoaded { old.view.removeFromSuperview() }
            guard let controller = rootViewController else { return }
            let view = controller.view
            view.fillScreen(bounds)
            controller.viewWillAppear()
            addSubview(view)
            focusFirstView(in: view)
        }
    }

    /// The view that gets keys first.
    ///
    /// ```swift
    /// window.focusedView === saveButton
    /// ```
    @NotKeyed public private(set) weak var focusedView: View?

    /// Whether something changed since the last ``render()``.
    ///
    /// ```swift
    /// label.text = "changed"
    /// window.needsDisplay   // true
    /// ```
    @NotKeyed public internal(set) var needsDisplay = true {
        didSet { if needsDisplay, !oldValue { displayRequestHandler?() } }
    }

    /// Called when ``needsDisplay`` becomes true: how a running ``Application`` learns that a task
    /// changed a view while it waited for input.
    @NotKeyed var displayRequestHandler: (() -> Void)?

    /// The colors the screen shows, which decides how a selected table row is marked (see
    /// ``TableViewCell``): with a background color in `.trueColor` and `.palette256`, in reverse
    /// video in `.palette16` and `.monochrome`, where a background may be lost (mapped to the
    /// terminal's own, or dropped), and with a `>` in its left margin when nil, for plain text,
    /// which shows neither. ``Application`` sets it from the environment (see
    /// `ColorMode.detect(environment:)`) and for a frame written without a terminal.
    ///
    /// ```swift
    /// window.colorMode = nil
    /// window.render().plainText()   // the selected row starts with ">"
    /// ```
    @NotKeyed public var colorMode: ColorMode? = .trueColor {
        didSet { if colorMode != oldValue { needsDisplay = true } }
    }

    /// A theme for every view in the window, now and later: setting it styles the whole window at
    /// once, and from then on each view that joins the window (a subview added anywhere under it,
    /// with its subtree; a pushed page; a table cell made or reused) is styled before it is next
    /// drawn, its descendant selectors matched against its ancestors in the window.
    ///
    /// ```swift
    /// window.stylesheet = try SelectorStylesheet(contentsOf: URL(filePath: "theme.yaml"))
    /// navigation.pushViewController(detail)   // detail's views are styled before the next frame
    /// ```
    ///
    /// Views that joined since the last frame are styled together by ``render()``, after bindings
    /// are updated and again after layout (a table makes its cells while it lays out), before
    /// anything is drawn. A view whose `styleClasses` or `restorationIdentifier` changes while in the
    /// window is styled again with its subtree; changes that the sheet's own declarations make do not
    /// restyle, so a sheet cannot restyle itself forever.
    ///
    /// The sheet sets properties as ``SelectorStylesheet/apply(to:)`` does, after whatever the
    /// views were given before joining the window, so it wins over values a cell controller set
    /// while configuring a cell; a value set on a view already in the window stands until the view
    /// is styled again. Each view remembers the value a property had before a sheet first set it:
    /// when no rule sets that property any more (another sheet was set, a class was removed,
    /// `nil` was set), the value is put back, unless the app changed it after the sheet set it.
    /// Only `Equatable` values that can be read by key are put back; others keep what the last sheet
    /// set.
    ///
    /// Declarations that fail go to ``stylesheetErrorHandler``, or else to ``stylesheetProblems``:
    /// styling never throws into the run loop.
    @NotKeyed public var stylesheet: SelectorStylesheet? {
        didSet { stylesheetDidChange() }
    }

    /// Called, instead of keeping them in ``stylesheetProblems``, with the declarations of
    /// ``stylesheet`` that failed: once when the sheet is set, and once per frame in which views that
    /// joined failed. Each error is a ``SelectorStylesheetError/declarationsFailed(source:failures:unlistedCount:)``
    /// naming views by their path from the window.
    ///
    /// ```swift
    /// window.stylesheetErrorHandler = { error in log.warning("\(error)") }
    /// ```
    @NotKeyed public var stylesheetErrorHandler: ((SelectorStylesheetError) -> Void)?

    /// The errors of the current ``stylesheet``, oldest first, when no ``stylesheetErrorHandler`` is
    /// set: at most ``stylesheetProblemLimit``, later ones are counted in ``unlistedStylesheetProblemCount``.
    /// Setting a stylesheet (even the same one) empties it.
    ///
    /// ```swift
    /// window.stylesheet = theme
    /// window.render()
    /// for problem in window.stylesheetProblems { print(problem) }
    /// ```
    @NotKeyed public internal(set) var stylesheetProblems: [SelectorStylesheetError] = []

    /// How many errors ``stylesheetProblems`` had no room for.
    ///
    /// ```swift
    /// if window.unlistedStylesheetProblemCount > 0 { print("and more") }
    /// ```
    @NotKeyed public internal(set) var unlistedStylesheetProblemCount = 0

    /// Why a file the application watches (see ``LiveReload``) could not be used, in one line, or
    /// nil: drawn over the window's bottom row, after ``render()`` draws the views, until a good
    /// edit of the file clears it. ``Application`` sets it; the screen keeps the last good version.
    ///
    /// ```swift
    /// window.liveReloadProblem   // "theme.yaml:2: invalid selector … (and 1 more problem)"
    /// ```
    @NotKeyed public internal(set) var liveReloadProblem: String? {
        didSet { if liveReloadProblem != oldValue { needsDisplay = true } }
    }

    /// The stylesheet as applied, with the views waiting to be styled.
    @NotKeyed var appliedStylesheet: AppliedStylesheet?

    /// The keys overlay while it is shown.
    @NotKeyed var keyHelpOverlay: KeyHelpOverlay?

    /// The view that handled the last mouse press, which gets the drags and the release after it.
    @NotKeyed weak var mouseTrackingView: View?
    /// The controllers presented over the screen, bottom first (see `Window+Presentation.swift`):
    /// the top one holds the focus and gets every key.
    @NotKeyed var presentations: [Presentation] = []

    /// Keys handled before the window sees them, by the application that runs it (Ctrl-Z, Ctrl-C,
    /// its quit keys), listed last in the keys overlay.
    @NotKeyed var applicationKeyHelp: [KeyHelp] = []

    /// Gives `view` the focus (nil takes it away). A view that cannot take it, is not in this
    /// window, or is under a presented controller (an alert) while one shows, is ignored.
    ///
    /// ```swift
    /// window.focus(searchField)
    /// ```
    public func focus(_ view: View?) {
        guard view !== focusedView else { return }
        if let view,
            !(view.canBecomeFocused && view.window === self && view.isVisibleInTree
                && view.isDescendant(of: focusScope))
        {
            return
        }
        let previous = focusedView
        focusedView = view
        previous?.focusDidChange()
        view?.focusDidChange()
        needsDisplay = true
    }

    /// Focuses the first view in `root` (depth first) that can take the focus, if there is one.
    ///
    /// ```swift
    /// window.focusFirstView(in: form)
    /// ```
    public func focusFirstView(in root: View) {
        if let first = focusableViews(in: root).first { focus(first) }
    }

    /// Moves the focus to the next view that can take it (the previous one when `forward` is false),
    /// wrapping around.
    ///
    /// ```swift
    /// window.moveFocus(forward: true)
    /// ```
    public func moveFocus(forward: Bool) {
        let candidates = focusableViews(in: focusScope)
        guard !candidates.isEmpty else { return }
        guard let current = focusedView, let index = candidates.firstIndex(where: { $0 === current }) else {
            focus(forward ? candidates.first : candidates.last)
            return
        }
        let next = (index + (forward ? 1 : candidates.count - 1)) % candidates.count
        focus(candidates[next])
    }

    func focusableViews(in root: View) -> [View] {
        root.subtree { !$0.isHidden }.filter(\.canBecomeFocused)
    }

    /// Offers `key` to the focused view and the responders after it (with no focused view, to the
    /// screen on show: a navigation controller's top screen); unhandled Tab and Shift-Tab move the
    /// focus, `?` or F1 show the keys overlay (``showKeyHelp()``), and `m` or F10 the context menu
    /// (``showContextMenu()``). While the overlay is shown it gets every key first, and takes it;
    /// while a controller is presented (an alert, a menu), the focus stays in it and it takes
    /// every key, so none reaches the screen under it. A shifted key (`Key.shift(_:)`) that no responder
    /// handles is offered again as the plain key, so that Shift-↓ still moves a table's selection.
    /// Returns whether anything handled the key.
    ///
    /// ```swift
    /// window.handle(.enter)   // presses the focused button
    /// ```
    @discardableResult
    public func handle(_ key: Key) -> Bool {
        if let keyHelpOverlay { return keyHelpOverlay.handleKey(key) }
        for responder in responderChain where responder.handleKey(key) { return true }
        if case .shift(let plain) = key { return handle(plain) }
        switch key {
        case .tab: moveFocus(forward: true)
        case .backTab: moveFocus(forward: false)
        case Self.keyHelpKey, Self.alternateKeyHelpKey: showKeyHelp()
        case Self.contextMenuKey, Self.alternateContextMenuKey: return showContextMenu() || isPresenting
        // A presented controller takes every key: none reaches the screen under it.
        default: return isPresenting
        }
        return true
    }

    /// The window's own keys: Tab and Shift-Tab while there is more than one view to focus, the
    /// keys that show the keys overlay, and those that open the context menu while there is one.
    open override var keyHelp: [KeyHelp] {
        var keys: [KeyHelp] = []
        if focusableViews(in: focusScope).count > 1 {
            keys.append(KeyHelp(keys: [.tab, .backTab], title: "move the focus"))
        }
        keys.append(KeyHelp(keys: [Self.keyHelpKey, Self.alternateKeyHelpKey], title: "show these keys"))
        if contextMenuOnShow != nil {
            keys.append(
                KeyHelp(keys: [Self.contextMenuKey, Self.alternateContextMenuKey], title: "show the actions menu"))
        }
        return keys + super.keyHelp
    }

    /// The responders a key goes to, in order: the focused view and the responders after it; with
    /// nothing focused, the screen on show (a pushed page with no control on it still has its
    /// keys), then the controllers containing it.
    var responderChain: [Responder] {
        let first: Responder =
            focusedView ?? presentations.last?.controller.view ?? rootViewController?.screenOnShow.view ?? self
        return Array(sequence(first: first, next: \.nextResponder))
    }

    /// Applies pending model changes to bound views (`BindingUpdates`), styles the views that joined
    /// since the last frame (see ``stylesheet``), then lays out and draws the whole window into a new
    /// buffer, and clears ``needsDisplay``.
    ///
    /// ```swift
    /// let frame = window.render()
    /// ```
    public func render() -> CellBuffer {
        BindingUpdates.applyPending()
        styleJoinedViews()
        needsDisplay = false
        var buffer = renderedBuffer()
        drawFocusedEditError(into: &buffer)
        drawLiveReloadProblem(into: &buffer)
        // Drawing may have marked views again (a view changing itself in draw); that change is drawn already.
        needsDisplay = false
        return buffer
    }

    /// A view left this window: it, or a view inside it, may have had the focus.
    func viewDidLeave(_ view: View) {
        if let focused = focusedView, focused.isDescendant(of: view) {
            focusedView = nil
            focused.focusDidChange()
            let scope = presentations.last?.controller.view ?? rootViewController?.view
            if let scope, scope.window === self { focusFirstView(in: scope) }
        }
        needsDisplay = true
    }
}

extension View {
    /// Whether the view and all its ancestors are shown.
    var isVisibleInTree: Bool { !selfAndAncestors.contains { $0.isHidden } }
}
