/// Pairs equal identities between two sequences: the k-th occurrence of an identity in `old` with
/// its k-th occurrence in `new`, so duplicates are tolerated and none is lost; the rest of either
/// side is unmatched. One hash per element.
@usableFromInline
struct OccurrenceMatch {
    /// For each old element, the index of its partner in `new`, or -1.
    @usableFromInline var newIndexOfOld: [Int]
    /// For each new element, the index of its partner in `old`, or -1.
    @usableFromInline var oldIndexOfNew: [Int]

    @inlinable
    init<ID: Hashable>(old: [ID], new: [ID]) {
        var newIndexOfOld = [Int](repeating: -1, count: old.count)
        var oldIndexOfNew = [Int](repeating: -1, count: new.count)
        // Each identity's unmatched old occurrences as a list: its first one in `firstUnmatched`,
        // each one's successor in `nextOccurrence`. Built back to front so the first comes first.
        var nextOccurrence = [Int](repeating: -1, count: old.count)
        var firstUnmatched: [ID: Int] = Dictionary(minimumCapacity: old.count)
        for index in old.indices.reversed() {
            if let later = firstUnmatched.updateValue(index, forKey: old[index]) {
                nextOccurrence[index] = later
            }
        }
        for index in new.indices {
            guard let entry = firstUnmatched.index(forKey: new[index]) else { continue }
            let partner = firstUnmatched.values[entry]
            guard partner >= 0 else { continue }
            newIndexOfOld[partner] = index
            oldIndexOfNew[index] = partner
            firstUnmatched.values[entry] = nextOccurrence[partner]
        }
        self.newIndexOfOld = newIndexOfOld
        self.oldIndexOfNew = oldIndexOfNew
    }
}
