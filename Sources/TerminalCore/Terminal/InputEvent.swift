/// What a person did at the terminal, as ``KeyDecoder/feedEvents(_:)`` decodes it: a key or a
/// mouse event, in the order they happened.
///
/// ```swift
/// for event in decoder.feedEvents(bytes) {
///     switch event {
///     case .key(let key): window.handle(key)
///     case .mouse(let mouse): window.handle(mouse)
///     }
/// }
/// ```
public enum InputEvent: Hashable, Sendable {
    /// A key press.
    ///
    /// ```swift
    /// InputEvent.key(.enter)
    /// ```
    case key(Key)
    /// A mouse button or wheel.
    ///
    /// ```swift
    /// InputEvent.mouse(MouseEvent(kind: .wheelUp, column: 3, row: 7))
    /// ```
    case mouse(MouseEvent)

    /// The key, or nil for a mouse event.
    ///
    /// ```swift
    /// InputEvent.key(.tab).key   // .tab
    /// ```
    public var key: Key? {
        if case .key(let key) = self { return key }
        return nil
    }
}
