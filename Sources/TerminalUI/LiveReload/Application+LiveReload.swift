import Foundation

extension Application {
    /// Makes the stylesheet at `url` the window's ``Window/stylesheet`` now, and again each time
    /// the file changes while the application runs (see ``LiveReload``): the whole window is
    /// restyled with it, the model, the views and the focus stay as they are. Throws what
    /// ``SelectorStylesheet/init(contentsOf:)`` throws when the file cannot be read now.
    ///
    /// An edit that cannot be read leaves the last sheet that could on screen, and shows why on
    /// the window's bottom row until a good edit. An edit whose declarations fail on some views
    /// applies as the window applies any sheet (the others are set), and its failures are
    /// shown the same way, as well as reported to ``Window/stylesheetErrorHandler``.
    ///
    /// ```swift
    /// let app = Application(rootViewController: root)
    /// try app.watch(stylesheet: URL(filePath: "theme.yaml"))
    /// try await app.run()   // edit theme.yaml meanwhile: the screen follows
    /// ```
    @discardableResult
    public func watch(
        stylesheet url: URL, every interval: Duration = LiveReload.defaultInterval
    ) throws(SelectorStylesheetError) -> LiveReload {
        let reload = LiveReload(url: url, interval: interval) { [weak self] in
            try self?.applyStylesheet(at: url)
        } problemDidChange: { [weak self] in
            self?.liveReloadProblemsDidChange()
        }
        try applyStylesheet(at: url)
        return add(reload)
    }

    /// Builds the view described by the file at `url` and makes it `controller`'s view, now and
    /// again each time the file changes while the application runs (see ``LiveReload``); `rebuilt`
    /// is called with each new view, the first included, to find the views the controller works
    /// with or to give it a data object. Throws what building throws when the file cannot be used
    /// now.
    ///
    /// The new view takes the old one's place: the same superview, place among its siblings and
    /// frame, so a navigation controller's page is rebuilt where it is. The model is kept: a new
    /// root without a ``View/dataObject`` gets the old root's, so its bindings bind to the same
    /// objects again. The focus is kept: when a view inside the old root had it, the view at the
    /// same path in the new root (its type and identifier, or its place among its siblings, from
    /// the root down) gets it, if there is one and it can take it. The window's stylesheet styles
    /// the new views before they are drawn.
    ///
    /// When the controller's view was not loaded, the built view becomes its view without
    /// ``ViewController/loadView()`` and ``ViewController/viewDidLoad()``, as when a view is set
    /// before it is used; set the controller up in `rebuilt` instead.
    ///
    /// An edit that cannot be built leaves the last view that could on screen, and shows why on
    /// the window's bottom row until a good edit.
    ///
    /// ```swift
    /// let card = ViewController()
    /// try app.watch(description: URL(filePath: "card.yaml"), for: card) { view in
    ///     view.dataObject = contact
    /// }
    /// ```
    @discardableResult
    public func watch(
        description url: URL, for controller: ViewController, registry: ViewRegistry = .standard,
        every interval: Duration = LiveReload.defaultInterval, rebuilt: @escaping @MainActor (View) -> Void = { _ in }
    ) throws(ViewDescriptionError) -> LiveReload {
        let build = { () throws(ViewDescriptionError) in
            let view = try ViewDescription(contentsOf: url).makeView(registry: registry)
            controller.replaceView(with: view)
            rebuilt(view)
        }
        let reload = LiveReload(url: url, interval: interval) {
            try build()
        } problemDidChange: { [weak self] in
            self?.liveReloadProblemsDidChange()
        }
        try build()
        return add(reload)
    }

    private func add(_ reload: LiveReload) -> LiveReload {
        reload.timer = schedule(every: reload.interval) { [weak reload] in reload?.check() }
        liveReloads.append(reload)
        return reload
    }

    /// Reads the stylesheet at `url` and gives it to the window; declarations that fail as it is
    /// applied are thrown, after going where the window sends them.
    private func applyStylesheet(at url: URL) throws(SelectorStylesheetError) {
        let sheet = try SelectorStylesheet(contentsOf: url)
        let handler = window.stylesheetErrorHandler
        var failure: SelectorStylesheetError?
        if let handler {
            window.stylesheetErrorHandler = {
                failure = $0
                handler($0)
            }
        }
        window.stylesheet = sheet
        if let handler {
            window.stylesheetErrorHandler = handler
        } else {
            failure = window.stylesheetProblems.first
        }
        if let failure { throw failure }
    }

    /// Shows the problem of the first watched file that has one on the window's bottom row.
    private func liveReloadProblemsDidChange() {
        liveReloads.removeAll { !$0.isValid }
        window.liveReloadProblem = liveReloads.lazy.compactMap(\.problemSummary).first
    }
}
