/// How many values one key path walk may still reach.
///
/// A path that fans out through collections whose elements lead back to their owner
/// (`children.parent.children.parent…`) doubles its work at every such pair of keys: thirty pairs
/// would take hours. The walk stops with ``KeyCodingError/tooManyValues(keyPath:limit:)`` instead.
struct WalkBudget {
    /// Generous for real fan-outs (a million rows), small enough to stop within about a second.
    static let maximumValueCount = 1_000_000

    private var remaining = maximumValueCount

    /// Counts one more value reached, throwing once the budget is spent.
    mutating func spend() throws(KeyCodingError) {
        guard remaining > 0 else { throw .tooManyValues(keyPath: "", limit: Self.maximumValueCount) }
        remaining -= 1
    }
}
