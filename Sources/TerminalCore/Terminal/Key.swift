/// A key press, decoded from the terminal's bytes by ``KeyDecoder``.
///
/// Terminals send the same bytes for some keys, so some keys have one case for several names:
/// ctrl-i is ``tab``, ctrl-m and ctrl-j are ``enter``, ctrl-h is ``backspace`` and ctrl-[ is ``escape``.
/// Shift with an arrow, Home, End, Page Up or Page Down is reported (``shift(_:)``, for selecting
/// text); other modifiers on special keys (ctrl-up, alt-left, ctrl-F5) are not: they read as the
/// plain key.
///
/// ```swift
/// switch key {
/// case .up: selection -= 1
/// case .control("c"), .character("q"): quit()
/// case .character(let typed): field.insert(typed)
/// default: break
/// }
/// ```
public enum Key: Hashable, Sendable {
    /// Printable text, one Unicode scalar per key (a pasted "é" written as `e` plus a combining
    /// accent arrives as two keys; appended to a `String` they form one character again).
    ///
    /// ```swift
    /// Key.character("ü").description   // "ü"
    /// ```
    case character(Character)
    /// Return or keypad Enter (also ctrl-m and ctrl-j).
    ///
    /// ```swift
    /// Key(name: "return")   // .enter
    /// ```
    case enter
    /// Tab (also ctrl-i).
    ///
    /// ```swift
    /// Key.tab.description   // "tab"
    /// ```
    case tab
    /// Shift-tab.
    ///
    /// ```swift
    /// Key(name: "shift-tab")   // .backTab
    /// ```
    case backTab
    /// The escape key, reported once no more bytes follow it (see ``KeyDecoder/flushPendingEscape()``).
    ///
    /// ```swift
    /// Key(name: "esc")   // .escape
    /// ```
    case escape
    /// Backspace: DEL (0x7f) or BS (0x08, also ctrl-h).
    ///
    /// ```swift
    /// Key.backspace.description   // "backspace"
    /// ```
    case backspace
    /// Forward delete (`ESC [ 3 ~`).
    ///
    /// ```swift
    /// Key(name: "del")   // .delete
    /// ```
    case delete
    /// Insert (`ESC [ 2 ~`).
    ///
    /// ```swift
    /// Key(name: "ins")   // .insert
    /// ```
    case insert
    /// The up arrow.
    ///
    /// ```swift
    /// Key(name: "up")   // .up
    /// ```
    case up
    /// The down arrow.
    ///
    /// ```swift
    /// Key(name: "down")   // .down
    /// ```
    case down
    /// The left arrow.
    ///
    /// ```swift
    /// Key(name: "left")   // .left
    /// ```
    case left
    /// The right arrow.
    ///
    /// ```swift
    /// Key(name: "right")   // .right
    /// ```
    case right
    /// Home.
    ///
    /// ```swift
    /// Key(name: "home")   // .home
    /// ```
    case home
    /// End.
    ///
    /// ```swift
    /// Key(name: "end")   // .end
    /// ```
    case end
    /// Page up.
    ///
    /// ```swift
    /// Key(name: "pgup")   // .pageUp
    /// ```
    case pageUp
    /// Page down.
    ///
    /// ```swift
    /// Key(name: "pagedown")   // .pageDown
    /// ```
    case pageDown
    /// A control key that has no case of its own: ctrl-a … ctrl-z as `"a"` … `"z"` (lowercase), and
    /// ctrl-space, ctrl-\, ctrl-], ctrl-^ and ctrl-_ as `" "`, `"\\"`, `"]"`, `"^"` and `"_"`.
    ///
    /// ```swift
    /// Key(name: "ctrl-c")   // .control("c")
    /// ```
    case control(Character)
    /// A function key, F1 … F12 as 1 … 12.
    ///
    /// ```swift
    /// Key(name: "F5")   // .function(5)
    /// ```
    case function(Int)
    /// Shift held with an arrow, Home, End, Page Up or Page Down (``shiftableKeys``): `.shift(.left)`.
    /// Shift-tab is ``backTab``, and shifted characters arrive as the character itself. A window
    /// offers a shifted key that no responder handles to them again as the plain key, so that
    /// views that do not select move as before.
    ///
    /// ```swift
    /// Key(name: "shift-left")   // .shift(.left)
    /// ```
    indirect case shift(Key)

    /// The keys that ``shift(_:)`` is reported with.
    ///
    /// ```swift
    /// Key.shiftableKeys.contains(.home)   // true
    /// ```
    public static let shiftableKeys: Set<Key> = [.up, .down, .left, .right, .home, .end, .pageUp, .pageDown]
}
