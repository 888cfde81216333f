/// A section that moves in a batch update: `from` is its index before the batch, `to` after.
///
/// ```swift
/// let move = SectionMove(from: 0, to: 2)   // the first section becomes the third
/// ```
public struct SectionMove: Hashable, Sendable, CustomStringConvertible {
    /// The section's index before the batch: `SectionMove(from: 0, to: 2).from` is 0.
    public var from: Int
    /// The section's index after the batch: `SectionMove(from: 0, to: 2).to` is 2.
    public var to: Int

    /// A move of the section at `from` (before the batch) to `to` (after it).
    ///
    /// ```swift
    /// let move = SectionMove(from: 3, to: 0)
    /// ```
    public init(from: Int, to: Int) {
        self.from = from
        self.to = to
    }

    /// `from → to`, e.g. `0 → 2`.
    ///
    /// ```swift
    /// SectionMove(from: 0, to: 2).description   // "0 → 2"
    /// ```
    public var description: String { "\(from) → \(to)" }
}
