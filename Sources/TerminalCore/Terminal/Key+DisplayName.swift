extension Key {
    /// The key as a person reads it on a key cap or in a help screen: arrows as `↑ ↓ ← →`,
    /// `PgUp`, `PgDn`, `Esc`, `Ctrl-C` (the letter in capitals), `Space`, a character as itself.
    /// ``description`` is the name for configuration files instead.
    ///
    /// ```swift
    /// Key.up.displayName              // "↑"
    /// Key.control("z").displayName    // "Ctrl-Z"
    /// Key.character("/").displayName  // "/"
    /// ```
    public var displayName: String {
        switch self {
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .control(" "): "Ctrl-Space"
        case .control(let character): "Ctrl-\(character.uppercased())"
        case .function(let number): "F\(number)"
        case .enter: "Enter"
        case .tab: "Tab"
        case .backTab: "Shift-Tab"
        case .escape: "Esc"
        case .backspace: "Backspace"
        case .delete: "Delete"
        case .insert: "Insert"
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        }
    }
}
