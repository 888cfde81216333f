import KeyCoding
import StringCoding

/// An object in the chain that keys and named actions travel along: the Swift stand-in for
/// `UIResponder` and its selectors.
///
/// A view's next responder is its view controller when it is that controller's view, else its
/// superview; a view controller's is its view's superview. A control's action (a name such as
/// `"showDetail"`) goes to the first responder up the chain that handles it, found when the event
/// fires, so moving a view to another parent changes who receives its actions.
///
/// ```swift
/// let controller = ViewController()
/// controller.handle(action: "save") { sender in print("saved by", sender as Any) }
/// button.addAction("save", for: .touchUpInside)   // button inside controller.view
/// button.sendActions(for: .touchUpInside)          // prints "saved by …"
/// ```
@Keyed @MainActor open class Responder: @MainActor CustomStringSettable {
    @NotKeyed private var actionHandlers: [String: (Responder?) -> Void] = [:]

    public init() {}

    /// The responder that gets what this one does not handle.
    ///
    /// ```swift
    /// label.nextResponder === label.superview   // unless label is a view controller's view
    /// ```
    open var nextResponder: Responder? { nil }

    /// Registers `perform` for the action named `name`, replacing an earlier handler for it.
    ///
    /// ```swift
    /// controller.handle(action: "showDetail") { _ in navigation.pushViewController(detail) }
    /// ```
    public func handle(action name: String, perform: @escaping (_ sender: Responder?) -> Void) {
        actionHandlers[name] = perform
    }

    /// Performs the action named `name` if this responder handles it, and says whether it did.
    /// Override to handle actions in code; the default runs a handler registered with
    /// ``handle(action:perform:)``.
    ///
    /// ```swift
    /// override func perform(action name: String, sender: Responder?) -> Bool {
    ///     guard name == "quit" else { return super.perform(action: name, sender: sender) }
    ///     application.stop()
    ///     return true
    /// }
    /// ```
    open func perform(action name: String, sender: Responder?) -> Bool {
        guard let handler = actionHandlers[name] else { return false }
        handler(sender)
        return true
    }

    /// Offers the action to this responder, then to each next responder, and returns the one that
    /// performed it (nil when none did).
    ///
    /// ```swift
    /// button.sendAction("save", sender: button) === controller   // true when controller handles it
    /// ```
    @discardableResult
    public func sendAction(_ name: String, sender: Responder?) -> Responder? {
        sequence(first: self as Responder, next: \.nextResponder).first { $0.perform(action: name, sender: sender) }
    }

    /// Handles a key press and says whether it did; unhandled keys go to ``Responder/nextResponder``.
    /// The default handles nothing.
    ///
    /// ```swift
    /// override func handleKey(_ key: Key) -> Bool {
    ///     guard key == .character("f") else { return super.handleKey(key) }
    ///     toggleFavorite()
    ///     return true
    /// }
    /// ```
    open func handleKey(_ key: Key) -> Bool { false }

    /// The keys this responder handles now, for the keys overlay (`?`, see
    /// ``Window/showKeyHelp()``); the default declares none. Keys can depend on the state (a
    /// navigation controller's Escape only where there is a screen to go back to). Override to
    /// add yours, and add super's.
    ///
    /// ```swift
    /// override var keyHelp: [KeyHelp] {
    ///     [KeyHelp(keys: [.character("f")], title: "mark as a favorite")] + super.keyHelp
    /// }
    /// ```
    open var keyHelp: [KeyHelp] { [] }

    /// The actions this responder offers in a context menu, opened with `m` or F10 (see
    /// ``Window/showContextMenu()``) when it is the first responder on the key's way to declare
    /// one; the default offers none. Read each time the menu opens, so it can follow the state
    /// (the selected row, whether it is a favorite).
    ///
    /// ```swift
    /// override var contextMenu: Menu? {
    ///     Menu(title: "Contact", children: [
    ///         MenuAction(title: "Call") { _ in call() },
    ///         MenuAction(title: "Delete", attributes: .destructive) { _ in delete() },
    ///     ])
    /// }
    /// ```
    open var contextMenu: Menu? { nil }

    /// Called for a key that names no property; the default throws `KeyCodingError.unknownKey`.
    /// Declared here so that every TerminalUI class can override it for virtual keys.
    ///
    /// ```swift
    /// try button.value(forKey: "selectedTitle")   // a Button's virtual key
    /// ```
    open func value(forUndefinedKey key: String) throws -> Any? {
        throw KeyCodingError.unknownKey(for: type(of: self), key: key, virtualKeys: type(of: self).virtualKeys)
    }

    /// Called to set a key that names no property; the default throws `KeyCodingError.unknownKey`.
    ///
    /// ```swift
    /// try button.setValue("save", forKey: "touchUpInside")   // a Control's event key
    /// ```
    open func setValue(_ value: Any?, forUndefinedKey key: String) throws {
        throw KeyCodingError.unknownKey(for: type(of: self), key: key, virtualKeys: type(of: self).virtualKeys)
    }

    /// Keys that are not properties but that the class handles in its undefined-key hooks; an
    /// unknown key's error suggests the closest of these as well as the properties.
    ///
    /// ```swift
    /// Button.virtualKeys.contains("selectedTitleColor")   // true
    /// ```
    open class var virtualKeys: [String] { [] }

    /// Sets a key from a string in a way its type alone cannot say, returning false to let the
    /// property's type decide. The default decides nothing.
    ///
    /// ```swift
    /// try view.setValue(fromString: "title bold", forKeyPath: "styleClasses")   // ["title", "bold"]
    /// ```
    open func setValue(fromString string: String, forCustomKey key: String) throws -> Bool { false }

    /// The error for `value` set to the virtual key `key`, which takes `expected`.
    func typeMismatch(_ key: String, expected: String, _ value: Any?) -> KeyCodingError {
        .typeMismatch(
            type: typeName(type(of: self)), key: key, keyPath: key, expected: expected,
            actual: value.map { typeName(Swift.type(of: $0)) } ?? "nil")
    }
}
