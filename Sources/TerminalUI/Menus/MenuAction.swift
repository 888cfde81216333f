/// One choice of a ``Menu``: a title, what choosing it does, and whether it can be chosen now.
/// The Swift stand-in for `UIAction`.
///
/// ```swift
/// MenuAction(title: "Copy number") { _ in copy(number) }
/// MenuAction(title: "Call", attributes: .disabled) { _ in }   // shown, not selectable
/// ```
@MainActor public final class MenuAction {
    /// How an action is shown and whether it can be chosen.
    ///
    /// ```swift
    /// let attributes: MenuAction.Attributes = [.destructive]
    /// ```
    public struct Attributes: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        /// A raw value, as `OptionSet` asks.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Shown dimmed (in parentheses where the screen shows no colors), skipped by the arrows,
        /// and never chosen.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Changes or deletes data: shown in red, or after a `!` where the screen shows no colors.
        public static let destructive = Attributes(rawValue: 1 << 1)
    }

    /// The text of the menu's row.
    ///
    /// ```swift
    /// action.title   // "Copy number"
    /// ```
    public let title: String
    /// Whether the action is disabled or destructive.
    ///
    /// ```swift
    /// action.attributes.contains(.disabled)
    /// ```
    public let attributes: Attributes
    /// Called with the action after the menu closed.
    let handler: (MenuAction) -> Void

    /// An action titled `title`, running `handler` when chosen, after the menu closed.
    ///
    /// ```swift
    /// MenuAction(title: "Remove", attributes: .destructive) { action in print(action.title) }
    /// ```
    public init(title: String, attributes: Attributes = [], handler: @escaping (MenuAction) -> Void) {
        self.title = title
        self.attributes = attributes
        self.handler = handler
    }

    /// Whether the action can be chosen.
    var isEnabled: Bool { !attributes.contains(.disabled) }
}
