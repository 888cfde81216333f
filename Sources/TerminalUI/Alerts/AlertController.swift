import Foundation
import KeyCoding

/// A question or a notice over the screen, answered with one of its buttons: the Swift stand-in
/// for `UIAlertController`.
///
/// Present it from a view controller with ``ViewController/present(_:animated:completion:)``. An
/// `.alert` is a box in the middle of the screen, its buttons side by side when two fit, else one
/// per row; an `.actionSheet` is a box at the bottom listing its actions one per row, the cancel
/// action last and apart. The screen under it stays in view, dimmed, and gets no key until the
/// alert goes: Tab, Shift-Tab and the arrows move among its buttons, Enter or Space chooses the
/// focused one, and Escape chooses the cancel action (or only closes the alert when it has none).
/// Choosing an action dismisses the alert, gives the focus back to the view that had it, then
/// runs the action's handler. Long titles and messages wrap by display width (wide characters
/// count two columns), and on a short screen the message is cut with "…" before the buttons are.
///
/// ```swift
/// let alert = AlertController(title: "Delete the draft?", message: "It cannot be undone.", preferredStyle: .alert)
/// alert.addAction(AlertAction(title: "Cancel", style: .cancel))
/// alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in deleteDraft() })
/// present(alert)
/// // In plain text, in a window 40 columns wide:
/// //         ┌──────────────────────┐
/// //         │  Delete the draft?   │
/// //         │                      │
/// //         │ It cannot be undone. │
/// //         │                      │
/// //         │ >Cancel    ! Delete  │
/// //         └ Esc cancels ─────────┘
/// ```
@Keyed public final class AlertController: ViewController {
    /// How an alert is shown.
    ///
    /// ```swift
    /// AlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
    /// ```
    public enum Style: Sendable, Hashable {
        /// A box in the middle of the screen.
        case alert
        /// A box at the bottom of the screen, listing the actions one per row.
        case actionSheet
    }

    /// The text under the title; nil or empty shows none.
    ///
    /// ```swift
    /// alert.message = "The number is saved on this device only."
    /// ```
    public var message: String? { didSet { if isViewLoaded { view.setNeedsLayout() } } }
    /// Whether the alert is a centered box or a sheet at the bottom.
    ///
    /// ```swift
    /// alert.preferredStyle   // .alert
    /// ```
    public let preferredStyle: Style
    /// The actions, in the order they were added.
    ///
    /// ```swift
    /// alert.actions.map(\.title)   // ["Cancel", "Delete"]
    /// ```
    @NotKeyed public private(set) var actions: [AlertAction] = []
    /// The action focused when the alert shows; nil focuses the first enabled action that is not
    /// destructive, so that a hasty Enter never deletes.
    ///
    /// ```swift
    /// alert.preferredAction = save
    /// ```
    @NotKeyed public var preferredAction: AlertAction?

    /// An alert with a title and a message (nil or empty for none); add actions before presenting
    /// it. An alert presented without any action gets an OK button, a `.cancel` action.
    ///
    /// ```swift
    /// let alert = AlertController(title: "Saved", message: nil, preferredStyle: .alert)
    /// ```
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init()
        self.title = title
    }

    /// Adds a button for `action`, before the alert is presented. Escape chooses the first
    /// `.cancel` action.
    ///
    /// ```swift
    /// alert.addAction(AlertAction(title: "OK"))
    /// ```
    public func addAction(_ action: AlertAction) {
        actions.append(action)
    }

    /// The action Escape chooses.
    var cancelAction: AlertAction? { actions.first { $0.style == .cancel } }

    /// The actions in the order their buttons show: the cancel action first in a row of two, last
    /// otherwise, as UIKit places it.
    var displayedActions: [AlertAction] {
        guard let cancel = cancelAction else { return actions }
        let others = actions.filter { $0 !== cancel }
        return preferredStyle == .alert && actions.count == 2 ? [cancel] + others : others + [cancel]
    }

    /// Whether the cancel button stands apart, under a rule: in an action sheet with other actions.
    var cancelIsApart: Bool { preferredStyle == .actionSheet && cancelAction != nil && actions.count > 1 }

    /// Makes the alert's view, adding an OK button (a `.cancel` action) to an alert without
    /// actions, so that it can be closed.
    public override func loadView() {
        if actions.isEmpty { actions.append(AlertAction(title: "OK", style: .cancel)) }
        view = AlertView(controller: self)
    }

    override var preferredFocusView: View? {
        let shown = displayedActions.filter(\.isEnabled)
        let preferred = shown.first { $0 === preferredAction }
        let chosen = preferred ?? shown.first { $0.style != .destructive }
        return (chosen ?? shown.first)?.button
    }

    /// Dismisses the alert, then runs `action`'s handler.
    func choose(_ action: AlertAction) {
        dismiss()
        action.handler?(action)
    }

    /// Escape cancels; the arrows move among the buttons as Tab and Shift-Tab do.
    public override func handleKey(_ key: Key) -> Bool {
        switch key {
        case .escape:
            if let cancel = cancelAction { choose(cancel) } else { dismiss() }
        case .left, .up: view.window?.moveFocus(forward: false)
        case .right, .down: view.window?.moveFocus(forward: true)
        default: return super.handleKey(key)
        }
        return true
    }

    public override var keyHelp: [KeyHelp] {
        [
            KeyHelp(keys: [.left, .right, .up, .down], title: "move among the buttons"),
            KeyHelp(keys: [.escape], title: cancelAction.map { "choose \($0.title)" } ?? "close"),
        ] + super.keyHelp
    }
}
