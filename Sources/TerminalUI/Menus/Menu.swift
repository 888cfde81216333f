/// A list of actions shown as a popup: the Swift stand-in for `UIMenu`, used as a context menu.
///
/// A responder offers one by overriding ``Responder/contextMenu``; `m` or F10 opens the menu of
/// the first responder on the key's way that offers one (see ``Window/showContextMenu()``),
/// beside the focused view (a table's selected row). The arrows move among the actions that are
/// not disabled, Enter (or Space) chooses one, Escape closes the menu; choosing closes the menu,
/// gives the focus back, then runs the action's handler.
///
/// ```swift
/// override var contextMenu: Menu? {
///     Menu(title: "Ada Lovelace", children: [
///         MenuAction(title: "Show details") { _ in openDetail() },
///         MenuAction(title: "Call", attributes: .disabled) { _ in },
///     ])
/// }
/// ```
@MainActor public final class Menu {
    /// The title in the popup's top edge; empty shows none.
    ///
    /// ```swift
    /// menu.title   // "Ada Lovelace"
    /// ```
    public let title: String
    /// The actions, top to bottom.
    ///
    /// ```swift
    /// menu.children.map(\.title)   // ["Show details", "Call"]
    /// ```
    public let children: [MenuAction]

    /// A menu of `children` under `title`.
    ///
    /// ```swift
    /// Menu(children: [MenuAction(title: "Refresh") { _ in reload() }])
    /// ```
    public init(title: String = "", children: [MenuAction]) {
        self.title = title
        self.children = children
    }
}
