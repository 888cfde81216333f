/// A mouse button pressed, dragged or released, or a wheel turned, over a cell of the terminal:
/// what ``KeyDecoder/feedEvents(_:)`` decodes from the terminal's SGR mouse reports
/// (`ESC [ < b ; x ; y M`, or `m` for a release), which a session opened with
/// ``TerminalSession/open(presentation:reportingMouse:)`` asks the terminal for.
///
/// Positions are 0-based cells from the screen's top-left corner (the terminal counts from 1).
/// Terminals report a drag only while a button is held, so a ``Kind/drag`` always has its button.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.feedEvents(Array("\u{1b}[<0;5;3M".utf8))
/// // [.mouse(MouseEvent(kind: .press, button: .left, column: 4, row: 2))]
/// ```
public struct MouseEvent: Hashable, Sendable {
    /// What the mouse did.
    ///
    /// ```swift
    /// if event.kind == .wheelDown { scroll(by: 3) }
    /// ```
    public enum Kind: Hashable, Sendable {
        /// A button went down.
        case press
        /// A button came up (its ``MouseEvent/button`` is nil when the terminal does not say which).
        case release
        /// The mouse moved with a button held.
        case drag
        /// The mouse moved with no button held (only terminals asked for every motion send this).
        case move
        /// The wheel turned one notch up (away from the user).
        case wheelUp
        /// The wheel turned one notch down (towards the user).
        case wheelDown
        /// The wheel (or a trackpad) scrolled one notch left.
        case wheelLeft
        /// The wheel (or a trackpad) scrolled one notch right.
        case wheelRight
    }

    /// A mouse button.
    ///
    /// ```swift
    /// event.button == .left
    /// ```
    public enum Button: Hashable, Sendable {
        /// The primary button.
        case left
        /// The middle button (or a pressed wheel).
        case middle
        /// The secondary button.
        case right
    }

    /// Keys held while the mouse acted. Many terminals keep shift-clicks for their own text
    /// selection and never report them.
    ///
    /// ```swift
    /// event.modifiers.contains(.shift)
    /// ```
    public struct Modifiers: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Shift.
        public static let shift = Modifiers(rawValue: 1 << 0)
        /// Alt (meta, option).
        public static let alt = Modifiers(rawValue: 1 << 1)
        /// Control.
        public static let control = Modifiers(rawValue: 1 << 2)
    }

    /// What the mouse did.
    public var kind: Kind
    /// The button pressed, dragged with or released; nil for the wheel, a move, and a release that
    /// does not say which button.
    public var button: Button?
    /// The cell's column, from 0 at the screen's left edge.
    public var column: Int
    /// The cell's row, from 0 at the screen's top edge.
    public var row: Int
    /// The keys held.
    public var modifiers: Modifiers

    /// Whether the event is a wheel notch, any way.
    ///
    /// ```swift
    /// MouseEvent(kind: .wheelDown, column: 0, row: 0).isWheel   // true
    /// ```
    public var isWheel: Bool {
        switch kind {
        case .wheelUp, .wheelDown, .wheelLeft, .wheelRight: true
        case .press, .release, .drag, .move: false
        }
    }

    /// An event of `kind` at a cell (0-based).
    ///
    /// ```swift
    /// MouseEvent(kind: .wheelDown, column: 10, row: 4)
    /// MouseEvent(kind: .press, button: .left, column: 0, row: 0, modifiers: .control)
    /// ```
    public init(kind: Kind, button: Button? = nil, column: Int, row: Int, modifiers: Modifiers = []) {
        self.kind = kind
        self.button = button
        self.column = column
        self.row = row
        self.modifiers = modifiers
    }
}
