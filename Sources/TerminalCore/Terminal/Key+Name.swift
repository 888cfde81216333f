extension Key: CustomStringConvertible {
    /// The key's readable name, which ``init(name:)`` reads back: `"enter"`, `"ctrl-c"`, `"a"`,
    /// `"space"`, `"up"`, `"F5"`.
    ///
    /// ```swift
    /// Key.control("c").description   // "ctrl-c"
    /// Key.character(" ").description  // "space"
    /// ```
    public var description: String {
        switch self {
        case .character(" "): "space"
        case .character(let character): String(character)
        case .control(" "): "ctrl-space"
        case .control(let character): "ctrl-\(character)"
        case .function(let number): "F\(number)"
        case .enter: "enter"
        case .tab: "tab"
        case .backTab: "backtab"
        case .escape: "escape"
        case .backspace: "backspace"
        case .delete: "delete"
        case .insert: "insert"
        case .up: "up"
        case .down: "down"
        case .left: "left"
        case .right: "right"
        case .home: "home"
        case .end: "end"
        case .pageUp: "pageup"
        case .pageDown: "pagedown"
        case .shift(let key): "shift-\(key)"
        }
    }

    /// Reads a key's name: a single character is that character (case kept, so `"A"` is shift-a);
    /// longer names ignore case. Accepts every ``description`` and these spellings:
    /// - `enter`/`return`, `tab`, `backtab`/`shift-tab`, `escape`/`esc`, `backspace`/`bs`,
    ///   `delete`/`del`, `insert`/`ins`, `up`, `down`, `left`, `right`, `home`, `end`, `pageup`/`page-up`/`pgup`,
    ///   `pagedown`/`page-down`/`pgdn`, `space`;
    /// - `F1` … `F12`;
    /// - `shift-` before an arrow, `home`, `end`, `pageup` or `pagedown` in any of its spellings
    ///   (`shift-left`, `shift-pgdn`);
    /// - a control key as `ctrl-x`, `ctrl+x`, `control-x`, `c-x` or `^x`, where x is a letter, `space`,
    ///   `@` (ctrl-space), `\`, `]`, `^` or `_`. Control keys that terminals send as a named key read as
    ///   that key, as ``KeyDecoder`` would report them: `ctrl-i` is `.tab`, `ctrl-m` and `ctrl-j` are
    ///   `.enter`, `ctrl-h` is `.backspace`, `ctrl-[` is `.escape`.
    ///
    /// Returns nil for anything else.
    ///
    /// ```swift
    /// Key(name: "ctrl-C")      // .control("c")
    /// Key(name: "Page-Down")   // .pageDown
    /// Key(name: "F13")         // nil
    /// ```
    public init?(name: String) {
        if name.count == 1, let only = name.first {
            self = .character(only)
            return
        }
        let lowered = name.lowercased()
        if let named = Key.namedKeys[lowered] {
            self = named
        } else if let control = Key.controlKey(lowered) {
            self = control
        } else if let function = Key.functionKey(lowered) {
            self = function
        } else if lowered.hasPrefix(Key.shiftPrefix), let plain = Key.namedKeys[String(lowered.dropFirst(6))],
            Key.shiftableKeys.contains(plain)
        {
            self = .shift(plain)
        } else {
            return nil
        }
    }

    /// Every name ``init(name:)`` reads that is not a single character, a control key or a function key.
    static let namedKeys: [String: Key] = [
        "enter": .enter, "return": .enter, "tab": .tab, "backtab": .backTab, "shift-tab": .backTab,
        "escape": .escape, "esc": .escape, "backspace": .backspace, "bs": .backspace,
        "delete": .delete, "del": .delete, "insert": .insert, "ins": .insert, "up": .up, "down": .down, "left": .left,
        "right": .right,
        "home": .home, "end": .end, "pageup": .pageUp, "page-up": .pageUp, "pgup": .pageUp,
        "pagedown": .pageDown, "page-down": .pageDown, "pgdn": .pageDown, "space": .character(" "),
    ]

    /// What a shifted key's name starts with: `shift-left`.
    static let shiftPrefix = "shift-"

    /// The spellings a control key may start with, longest first so `control-` is not read as `c-`.
    private static let controlPrefixes = ["control-", "ctrl-", "ctrl+", "c-", "^"]

    /// `ctrl-x` and its other spellings (already lowercased), or nil.
    private static func controlKey(_ lowered: String) -> Key? {
        guard let prefix = controlPrefixes.first(where: { lowered.hasPrefix($0) }) else { return nil }
        let rest = lowered.dropFirst(prefix.count)
        if rest == "space" { return .control(" ") }
        guard rest.count == 1, let character = rest.first, let code = character.asciiValue,
            character.isLowercase || "@[\\]^_".contains(character)
        else { return nil }
        // Control clears the top three bits of the ASCII code: "c" (0x63) sends 0x03, "[" (0x5b) ESC.
        return KeyDecoder.key(forControlByte: code & 0x1f)
    }

    /// `f1` … `f12`, or nil.
    private static func functionKey(_ lowered: String) -> Key? {
        let digits = lowered.dropFirst()
        guard lowered.hasPrefix("f"), !digits.isEmpty, digits.allSatisfy({ ("0"..."9").contains($0) }),
            let number = Int(digits), (1...12).contains(number)
        else { return nil }
        return .function(number)
    }
}
