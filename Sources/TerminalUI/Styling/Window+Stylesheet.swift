extension Window {
    /// How many errors ``stylesheetProblems`` keeps: a rule failing on every cell of a long table
    /// scrolled for an hour must not fill the memory with messages.
    ///
    /// ```swift
    /// Window.stylesheetProblemLimit   // 100
    /// ```
    public static var stylesheetProblemLimit: Int { 100 }

    /// Layout can make views (a table's cells) that styling must reach, and styling can change
    /// layout; a sheet that keeps doing both gets this many rounds a frame, the rest waits.
    static var stylingRoundsPerFrame: Int { 8 }

    func stylesheetDidChange() {
        stylesheetProblems = []
        unlistedStylesheetProblemCount = 0
        guard let stylesheet else {
            appliedStylesheet = nil
            AppliedStylesheet.restoreEverything(under: self)
            return
        }
        let applied = AppliedStylesheet(stylesheet)
        appliedStylesheet = applied
        applied.styleBeforeNextFrame(self)
        var failures = ProblemList<SelectorStylesheetError.Failure>()
        applied.styleWaitingViews(in: self, failures: &failures)
        report(failures, of: applied)
    }

    /// `view` joined this window, with its subtree, or moved inside it.
    func viewDidJoin(_ view: View) {
        appliedStylesheet?.styleBeforeNextFrame(view)
        showWaitingPresentations()
    }

    /// `view`'s classes or identifier changed, so other rules may match it and its subtree.
    func styleNamesDidChange(of view: View) {
        guard let applied = appliedStylesheet, !applied.isApplying else { return }
        applied.styleBeforeNextFrame(view)
        needsDisplay = true
    }

    /// Styles the views waiting since the last frame, lays out, and styles the views layout made,
    /// until none is waiting.
    func styleJoinedViews() {
        guard let applied = appliedStylesheet else { return }
        var failures = ProblemList<SelectorStylesheetError.Failure>()
        for _ in 0..<Self.stylingRoundsPerFrame {
            applied.styleWaitingViews(in: self, failures: &failures)
            layoutIfNeeded()
            if !applied.hasWaitingViews { break }
        }
        report(failures, of: applied)
    }

    private func report(_ failures: ProblemList<SelectorStylesheetError.Failure>, of applied: AppliedStylesheet) {
        guard !failures.isEmpty, applied === appliedStylesheet else { return }
        let error = SelectorStylesheetError.declarationsFailed(
            source: applied.sheet.source, failures: failures.listed, unlistedCount: failures.unlistedCount)
        if let stylesheetErrorHandler {
            stylesheetErrorHandler(error)
        } else if stylesheetProblems.count < Self.stylesheetProblemLimit {
            stylesheetProblems.append(error)
        } else {
            unlistedStylesheetProblemCount += 1
        }
    }
}
