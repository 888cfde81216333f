import Foundation

/// Context menus: `m` or F10 opens the menu of the first responder on the key's way that offers one.
extension Window {
    /// The key that opens the context menu when nothing before the window handles it: `m`.
    ///
    /// ```swift
    /// window.handle(Window.contextMenuKey)   // opens the menu, unless a text field types the "m"
    /// ```
    public static let contextMenuKey = Key.character("m")
    /// F10 opens the context menu too: a focused text field types `m` but has no use for F10.
    ///
    /// ```swift
    /// window.handle(Window.alternateContextMenuKey)
    /// ```
    public static let alternateContextMenuKey = Key.function(10)

    /// The menu `m` would open now: the ``Responder/contextMenu`` of the first responder a key
    /// goes to that offers one with at least one action; nil when none does.
    ///
    /// ```swift
    /// window.contextMenuOnShow?.children.map(\.title)   // ["Show details", "Remove from favorites"]
    /// ```
    public var contextMenuOnShow: Menu? {
        responderChain.lazy.compactMap(\.contextMenu).first { !$0.children.isEmpty }
    }

    /// Opens ``contextMenuOnShow`` as a popup beside the focused view (below a table's selected
    /// row), presented over the screen like an alert: the arrows move among its enabled actions,
    /// Enter or Space chooses one, Escape closes it, and no key reaches the screen under it.
    /// Returns whether a menu opened.
    ///
    /// ```swift
    /// window.showContextMenu()
    /// window.handle(.down)
    /// window.handle(.enter)   // closes the menu, then runs the second action
    /// ```
    @discardableResult
    public func showContextMenu() -> Bool {
        guard let menu = contextMenuOnShow else { return false }
        showPresentation(MenuController(menu: menu, anchor: contextMenuAnchor))
        return true
    }

    /// Where the menu opens, in window cells: beside a table's selected row when it shows, else
    /// beside the focused view, else at the top left of the screen.
    private var contextMenuAnchor: CellRect {
        guard let focused = focusedView else { return CellRect(x: 0, y: 0, width: 0, height: 1) }
        let anchorView: View =
            (focused as? TableView).flatMap { table in table.indexPathForSelectedRow.flatMap(table.cellForRow(at:)) }
            ?? focused
        let origin = anchorView.originInWindow
        let frame = anchorView.cellFrame
        return CellRect(x: origin.x, y: origin.y, width: frame.width, height: frame.height)
    }
}
