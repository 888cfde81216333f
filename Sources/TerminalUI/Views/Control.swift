import Foundation
import KeyCoding
import StringCoding

/// A view that sends named actions when events happen: the Swift stand-in for `UIControl`.
///
/// Actions are names, sent up the responder chain when the event fires (see ``Responder``). They
/// can be connected in code or through event keys, which is how description files and
/// stylesheets do it: the key is one or more event names (`touchUpInside`,
/// `UIControlEventTouchUpInside`, `"touchDown touchUpInside"`, `all`) and the value the action's name.
///
/// ```swift
/// try button.setValue("save", forKey: "touchUpInside")
/// button.actions(for: .touchUpInside)   // ["save"]
/// ```
@Keyed open class Control: View {
    /// A disabled control is dimmed, skipped by focus, and sends no actions.
    ///
    /// ```swift
    /// saveButton.isEnabled = form.isValid
    /// ```
    public var isEnabled = true { didSet { setNeedsDisplay() } }
    /// Whether the control is in its selected state.
    ///
    /// ```swift
    /// favoriteButton.isSelected = contact.isFavorite
    /// ```
    public var isSelected = false { didSet { setNeedsDisplay() } }
    /// Whether the control is being pressed or pointed at.
    ///
    /// ```swift
    /// button.isHighlighted = true   // drawn in inverse video
    /// ```
    public var isHighlighted = false { didSet { setNeedsDisplay() } }

    @NotKeyed private var connections: [(events: ControlEvents, action: String)] = []

    /// The control's state, from ``isEnabled``, ``isSelected``, ``isHighlighted`` and the focus.
    ///
    /// ```swift
    /// button.isSelected = true
    /// button.state   // [.selected]
    /// ```
    public var state: ControlState {
        var state: ControlState = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isFocused { state.insert(.focused) }
        return state
    }

    /// Whether the control has the keyboard focus in its window.
    ///
    /// ```swift
    /// window.focus(button)
    /// button.isFocused   // true
    /// ```
    public var isFocused: Bool { window?.focusedView === self }

    open override var canBecomeFocused: Bool { isEnabled }

    /// Tracks a click as `UIControl` tracks a touch: a press highlights the control and sends
    /// `touchDown`; a drag highlights it while the mouse is over it; the release takes the
    /// highlight away and, over the control, clicks it (a button sends `touchUpInside` and
    /// `primaryActionTriggered`, a switch flips), else sends `touchUpOutside`. A disabled control
    /// takes the press and does nothing, so that no view behind it gets it. The wheel goes on to
    /// the superview.
    ///
    /// ```swift
    /// window.handle(MouseEvent(kind: .press, button: .left, column: 3, row: 1))     // highlighted
    /// window.handle(MouseEvent(kind: .release, button: .left, column: 3, row: 1))   // clicked
    /// ```
    open override func handleMouse(_ event: MouseEvent, at location: CGPoint) -> Bool {
        guard !event.isWheel, event.kind != .move else { return super.handleMouse(event, at: location) }
        guard isEnabled else {
            isHighlighted = false
            return true
        }
        let isInside = bounds.contains(location)
        switch event.kind {
        case .press:
            isHighlighted = true
            sendActions(for: .touchDown)
        case .drag:
            isHighlighted = isInside
        default:
            isHighlighted = false
            if isInside { controlWasClicked(at: location) } else { sendActions(for: .touchUpOutside) }
        }
        return true
    }

    /// A click (a press and a release over the control) at `location` in its cells; the default
    /// sends `touchUpInside`.
    func controlWasClicked(at location: CGPoint) {
        sendActions(for: .touchUpInside)
    }

    /// Sends `action` when any of `events` happens.
    ///
    /// ```swift
    /// button.addAction("showDetail", for: .primaryActionTriggered)
    /// ```
    public func addAction(_ action: String, for events: ControlEvents) {
        connections.append((events, action))
    }

    /// Stops sending `action` (every action when nil) for `events`.
    ///
    /// ```swift
    /// button.removeAction(nil, for: .allEvents)
    /// ```
    public func removeAction(_ action: String?, for events: ControlEvents) {
        connections = connections.compactMap { connection in
            guard action == nil || connection.action == action else { return connection }
            let remaining = connection.events.subtracting(events)
            return remaining.isEmpty ? nil : (remaining, connection.action)
        }
    }

    /// The actions sent for any of `events`, in the order they were added.
    ///
    /// ```swift
    /// button.actions(for: .touchUpInside)   // ["save"]
    /// ```
    public func actions(for events: ControlEvents) -> [String] {
        connections.filter { !$0.events.isDisjoint(with: events) }.map(\.action)
    }

    /// Sends each action connected to any of `events` up the responder chain from this control,
    /// unless the control is disabled.
    ///
    /// ```swift
    /// button.sendActions(for: .touchUpInside)
    /// ```
    public func sendActions(for events: ControlEvents) {
        guard isEnabled else { return }
        for action in actions(for: events) { sendAction(action, sender: self) }
    }

    /// The event names, which connect actions when used as keys.
    open override class var virtualKeys: [String] {
        super.virtualKeys + ControlEvents.namedMembers.map(\.key)
    }

    open override func value(forUndefinedKey key: String) throws -> Any? {
        guard let events = ControlEvents.named(key) else { return try super.value(forUndefinedKey: key) }
        return actions(for: events).joined(separator: " ")
    }

    open override func setValue(_ value: Any?, forUndefinedKey key: String) throws {
        guard let events = ControlEvents.named(key) else { return try super.setValue(value, forUndefinedKey: key) }
        switch value {
        case nil:
            removeAction(nil, for: events)
        case let action as String:
            try connect(action, to: events, key: key)
        default:
            throw typeMismatch(key, expected: "String (an action name)", value)
        }
    }

    open override func setValue(fromString string: String, forCustomKey key: String) throws -> Bool {
        guard let events = ControlEvents.named(key) else {
            return try super.setValue(fromString: string, forCustomKey: key)
        }
        try connect(string, to: events, key: key)
        return true
    }

    /// An action name is one word; anything else is most likely a mistake in a description file.
    private func connect(_ action: String, to events: ControlEvents, key: String) throws {
        let name = action.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty, !name.contains(where: \.isWhitespace) else {
            throw StringCodingError(
                input: action, expected: "an action name",
                reason: "the action for \(key) must be one word, such as \"save\"", keyPath: key)
        }
        addAction(name, for: events)
    }
}
