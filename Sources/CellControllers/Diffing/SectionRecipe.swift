/// How to build one section of a stage's snapshot from the two snapshots being diffed, so that the
/// staging works on indices only and the sections are built once, at the end.
@usableFromInline
enum SectionRecipe: Equatable {
    /// The new snapshot's section at this index, as given.
    case new(Int)
    /// The old snapshot's section at this index, as given.
    case old(Int)
    /// The old section with each row whose content changed replaced by its new version.
    case oldWithNewContents(Int)
    /// The old section keeping only its rows that have no partner in the new snapshot.
    case oldUnmatchedRows(Int)
    /// The new snapshot's section at this index, with no rows yet.
    case emptyNew(Int)
}

/// A stage as indices: its batch and the recipe of each of its sections.
@usableFromInline
struct PlannedStage {
    @usableFromInline var changeset: TableChangeset
    @usableFromInline var recipes: [SectionRecipe]
}
