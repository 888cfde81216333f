/// Something that happens to an application: what ``Application/run(events:columns:rows:)``
/// takes instead of a terminal, so that a test can type at an app and resize it, and wait for
/// what it shows.
///
/// ```swift
/// let (events, input) = AsyncStream.makeStream(of: ApplicationEvent.self)
/// input.yield(contentsOf: ApplicationEvent.typing("Ada") + [.key(.enter)])
/// input.yield(.resized(columns: 40, rows: 10))
/// ```
public enum ApplicationEvent: Hashable, Sendable {
    /// A key, as the terminal's decoder would report it.
    ///
    /// ```swift
    /// ApplicationEvent.key(.control("c"))   // quits
    /// ```
    case key(Key)
    /// A mouse event, as the terminal's decoder would report it.
    ///
    /// ```swift
    /// ApplicationEvent.mouse(MouseEvent(kind: .wheelDown, column: 5, row: 3))
    /// ```
    case mouse(MouseEvent)
    /// The screen now has this size.
    ///
    /// ```swift
    /// ApplicationEvent.resized(columns: 40, rows: 10)
    /// ```
    case resized(columns: Int, rows: Int)

    /// One ``key(_:)`` per character of `text`, as typing it would send them.
    ///
    /// ```swift
    /// ApplicationEvent.typing("hi")   // [.key(.character("h")), .key(.character("i"))]
    /// ```
    public static func typing(_ text: String) -> [ApplicationEvent] {
        text.map { .key(.character($0)) }
    }

    /// A left-button press and release at a cell (0-based), as clicking it sends them.
    ///
    /// ```swift
    /// input.yield(contentsOf: ApplicationEvent.click(column: 8, row: 6))   // presses the button there
    /// ```
    public static func click(column: Int, row: Int) -> [ApplicationEvent] {
        [
            .mouse(MouseEvent(kind: .press, button: .left, column: column, row: row)),
            .mouse(MouseEvent(kind: .release, button: .left, column: column, row: row)),
        ]
    }
}

extension AsyncStream.Continuation where Element == ApplicationEvent {
    /// Sends each of `events`, in order.
    ///
    /// ```swift
    /// input.yield(contentsOf: ApplicationEvent.typing("Ada"))
    /// ```
    public func yield(contentsOf events: [ApplicationEvent]) {
        for event in events { yield(event) }
    }
}
