/// How a table host applies a reload, which decides where a diff may put it.
///
/// A ``TableHost`` declares it (``TableHost/reloadSemantics``) and ``TableController`` passes it
/// to ``SectionedDiff`` and ``ListDiff``:
///
/// ```swift
/// final class GridView: TableHost {
///     // Like UICollectionView: a reload is a delete and an insert at one index path.
///     var reloadSemantics: ReloadSemantics { .asDeleteAndInsert }
///     …
/// }
/// let stages = ListDiff.stages(from: shown, to: next, rowID: \.id, rowContentEqual: ==,
///                              reloads: .asDeleteAndInsert)
/// ```
public enum ReloadSemantics: Sendable, Hashable {
    /// UITableView's, and the default: a reload names the row (or section) by its position before
    /// the batch and refreshes that row wherever the batch's deletes, inserts and moves take it, so
    /// reloads share a batch with them. Only a reloaded row that also moves, or sits in a section
    /// that moves, needs its reload in an earlier stage.
    ///
    /// ```swift
    /// // [a, b, c] → [b, c*]: one batch, "delete [0, 0], reload [0, 2]"
    /// ```
    case byOldPosition

    /// UICollectionView's, the cautious kind: a reload is carried out as a delete and an insert at
    /// one index path, which is the old row only when nothing else in the batch shifts rows. So
    /// reloads (of rows and of sections) come in a stage of their own, before the other changes,
    /// at their positions before the update; a stage with reloads holds nothing else.
    ///
    /// ```swift
    /// // [a, b, c] → [b, c*]: "reload [0, 2]", then "delete [0, 0]"
    /// ```
    case asDeleteAndInsert

    /// Whether the reloads of an update go in a stage of their own before its other changes:
    /// `conflict` says whether a reloaded row or section also moves, or sits in a section that
    /// moves; `otherChanges` whether the update changes anything besides reloads.
    func separatesReloads(conflict: Bool, otherChanges: Bool) -> Bool {
        switch self {
        case .byOldPosition: conflict && otherChanges
        case .asDeleteAndInsert: otherChanges
        }
    }
}
