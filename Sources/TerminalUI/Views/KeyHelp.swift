/// One line of the keys overlay: keys a responder handles, and what they do.
///
/// Responders declare theirs in ``Responder/keyHelp``; `?` (or F1) shows those of every responder
/// a key would pass through, in that order (see ``Window/showKeyHelp()``). Declaring a key does
/// not handle it: that stays with ``Responder/handleKey(_:)``.
///
/// ```swift
/// override var keyHelp: [KeyHelp] {
///     [KeyHelp(keys: [.character("f")], title: "mark as a favorite")] + super.keyHelp
/// }
/// ```
public struct KeyHelp: Hashable, Sendable {
    /// The keys, shown together: `[.up, .down]` reads "↑ ↓".
    ///
    /// ```swift
    /// help.keys   // [.pageUp, .pageDown]
    /// ```
    public var keys: [Key]
    /// What the keys do, in a few words starting in lower case.
    ///
    /// ```swift
    /// help.title   // "move a page"
    /// ```
    public var title: String

    /// Keys and what they do.
    ///
    /// ```swift
    /// KeyHelp(keys: [.escape], title: "go back")
    /// ```
    public init(keys: [Key], title: String) {
        self.keys = keys
        self.title = title
    }

    /// The keys as the overlay shows them: their display names, separated by spaces.
    ///
    /// ```swift
    /// KeyHelp(keys: [.up, .down], title: "move").keysLabel   // "↑ ↓"
    /// ```
    public var keysLabel: String {
        keys.map(\.displayName).joined(separator: " ")
    }

    /// `lists`, in order, each key kept only where it first appears (the first responder to declare
    /// a key is the one that gets it); lines left without keys are dropped.
    ///
    /// ```swift
    /// KeyHelp.merged([[KeyHelp(keys: [.escape], title: "clear")], [KeyHelp(keys: [.escape], title: "back")]])
    /// // [KeyHelp(keys: [.escape], title: "clear")]
    /// ```
    public static func merged(_ lists: [[KeyHelp]]) -> [KeyHelp] {
        var seen: Set<Key> = []
        var merged: [KeyHelp] = []
        for help in lists.joined() {
            let fresh = help.keys.filter { seen.insert($0).inserted }
            guard !fresh.isEmpty else { continue }
            merged.append(KeyHelp(keys: fresh, title: help.title))
        }
        return merged
    }
}
