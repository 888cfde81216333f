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
        case .backTab: "Shift-Tab"
        case .escape: "Esc"
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .shift(let key): "Shift-\(key.displayName)"
        // The other names are the configuration name capitalized: "Enter", "Home", "F5".
        case .function, .enter, .tab, .backspace, .delete, .insert, .home, .end:
            description.prefix(1).uppercased() + description.dropFirst()
        }
    }
}
