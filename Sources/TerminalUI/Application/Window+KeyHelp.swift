/// The keys overlay: what the keys of the screen on show do, gathered from the responders a key
/// goes through.
extension Window {
    /// The key that shows the keys overlay when nothing before the window handles it: `?`.
    ///
    /// ```swift
    /// window.handle(Window.keyHelpKey)   // shows the overlay, unless a text field takes the "?"
    /// ```
    public static let keyHelpKey = Key.character("?")
    /// F1 shows the keys overlay too: a focused text field types `?` but has no use for F1.
    ///
    /// ```swift
    /// window.handle(Window.alternateKeyHelpKey)
    /// ```
    public static let alternateKeyHelpKey = Key.function(1)

    /// The keys of the screen on show, as the keys overlay lists them: each responder's
    /// ``Responder/keyHelp`` in the order a key travels (the focused view, its superviews and their
    /// controllers, the window), then the application's keys (suspend, quit; while a controller is
    /// presented, only Ctrl-Z and Ctrl-C, since it takes the application's other quit keys). A key declared twice
    /// is listed where it is first declared, since that responder gets it.
    ///
    /// ```swift
    /// window.keyHelpOnShow.map(\.keysLabel)   // ["↑ ↓", "PgUp PgDn", …, "Ctrl-Z", "q Ctrl-C"]
    /// ```
    public var keyHelpOnShow: [KeyHelp] {
        var lists = responderChain.map(\.keyHelp)
        if !responderChain.contains(where: { $0 === self }) { lists.append(keyHelp) }
        lists.append(isPresenting ? applicationKeyHelp.map(\.keysTakenBeforeTheWindow) : applicationKeyHelp)
        return KeyHelp.merged(lists)
    }

    /// Whether the keys overlay is shown.
    ///
    /// ```swift
    /// window.handle(.character("?"))
    /// window.isShowingKeyHelp   // true
    /// ```
    public var isShowingKeyHelp: Bool { keyHelpOverlay != nil }

    /// Shows the keys overlay: a box over the screen listing ``keyHelpOnShow``, read when it
    /// opens. It takes the next key: the arrows, Page Up, Page Down, Home and End scroll it when
    /// its lines do not fit, any other key closes it (and does nothing else). It fits any width,
    /// its descriptions wrapping. A stylesheet styles it through the class `keyHelp`
    /// (`backgroundColor`, `textColor`).
    ///
    /// ```swift
    /// window.showKeyHelp()   // a 44×7 window whose screen has an OK and a Cancel button
    /// print(window.render().plainText())
    /// //  OK
    /// //      ┌ Keys ──────────────────────────┐
    /// //      │ Tab Shift-Tab  move the focus  │
    /// //      │ ? F1           show these keys │
    /// //      └ any key closes ────────────────┘
    /// //
    /// //  Cancel
    /// ```
    public func showKeyHelp() {
        let overlay = keyHelpOverlay ?? KeyHelpOverlay(frame: bounds)
        overlay.entries = keyHelpOnShow
        overlay.frame = bounds
        overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if overlay.superview !== self { addSubview(overlay) }
        keyHelpOverlay = overlay
    }

    /// Closes the keys overlay, if it is shown.
    ///
    /// ```swift
    /// window.dismissKeyHelp()
    /// window.isShowingKeyHelp   // false
    /// ```
    public func dismissKeyHelp() {
        keyHelpOverlay?.removeFromSuperview()
        keyHelpOverlay = nil
    }

}

extension KeyHelp {
    /// Only the keys the application handles before the window sees them, Ctrl-Z and Ctrl-C: those
    /// still work while a presented controller takes every other key.
    @MainActor var keysTakenBeforeTheWindow: KeyHelp {
        KeyHelp(keys: keys.filter { $0 == Application.suspendKey || $0 == .control("c") }, title: title)
    }
}
