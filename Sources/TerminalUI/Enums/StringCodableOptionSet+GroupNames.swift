import StringCoding

extension StringCodableOptionSet {
    /// The value written with UIKit's group names where a whole group is set, so that
    /// `ControlEvents.allEvents` reads `"allEvents"` rather than twenty names and a hex remainder, and
    /// the empty set with the name of a member that has no bits (`ControlState.normal`) when there is
    /// one. Otherwise like the default: single-bit names in declaration order, then any bits no name
    /// covers as hex, so the text always reads back to the same value.
    var stringRepresentationUsingGroups: String {
        guard rawValue != 0 else {
            return Self.namedMembers.first { $0.value.rawValue == 0 }?.key ?? "none"
        }
        // Widest group first, so a group inside a wider one that is wholly set is not named as well.
        // Ties keep declaration order, so the text does not depend on how the sort breaks them.
        let groups = Self.namedMembers.enumerated()
            .filter { $0.element.value.rawValue.nonzeroBitCount > 1 }
            .sorted {
                let (left, right) = (
                    $0.element.value.rawValue.nonzeroBitCount, $1.element.value.rawValue.nonzeroBitCount
                )
                return left != right ? left > right : $0.offset < $1.offset
            }
            .map(\.element)
        var remaining = rawValue
        var names: [String] = []
        for (name, group) in groups where remaining & group.rawValue == group.rawValue {
            names.append(name)
            remaining &= ~group.rawValue
        }
        return (names + Self.singleBitNames(in: remaining)).joined(separator: " | ")
    }
}
