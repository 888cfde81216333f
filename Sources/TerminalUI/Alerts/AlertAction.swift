/// A button of an ``AlertController``: a title, a style and what pressing it does. The Swift
/// stand-in for `UIAlertAction`.
///
/// The alert is dismissed before the handler runs, so a handler can present another alert or push
/// a page.
///
/// ```swift
/// alert.addAction(AlertAction(title: "Cancel", style: .cancel))
/// alert.addAction(AlertAction(title: "Delete", style: .destructive) { action in
///     print("chose", action.title)   // "chose Delete"
/// })
/// ```
@MainActor public final class AlertAction {
    /// What an action does, which decides where it goes and how it looks.
    ///
    /// ```swift
    /// AlertAction(title: "Remove", style: .destructive)
    /// ```
    public enum Style: Sendable, Hashable {
        /// An ordinary choice.
        case `default`
        /// Leaves things as they were: Escape chooses it, and it goes first in a row of two buttons
        /// and last in a column, drawn in bold. An alert has at most one.
        case cancel
        /// Changes or deletes data: drawn in red, or after a `!` where the screen shows no colors
        /// (`NO_COLOR`, `TERM=dumb`).
        case destructive
    }

    /// The button's text.
    ///
    /// ```swift
    /// action.title   // "Delete"
    /// ```
    public let title: String
    /// The action's style.
    ///
    /// ```swift
    /// action.style == .cancel
    /// ```
    public let style: Style
    /// A disabled action is dimmed and cannot be focused or chosen.
    ///
    /// ```swift
    /// save.isEnabled = !name.isEmpty
    /// ```
    public var isEnabled = true { didSet { button?.isEnabled = isEnabled } }
    /// Called with the action after the alert is dismissed.
    let handler: ((AlertAction) -> Void)?
    /// The button that shows the action, while its alert's view is loaded.
    weak var button: AlertActionButton?

    /// An action titled `title`, running `handler` when chosen.
    ///
    /// ```swift
    /// AlertAction(title: "OK") { _ in print("acknowledged") }
    /// ```
    public init(title: String, style: Style = .default, handler: ((AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
