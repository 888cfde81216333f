/// The old identities of a list in a hash table of their own, for ``ListDiff``: each identity
/// hashed once, every occurrence listed, and no allocation per identity.
///
/// Own code rather than a `Dictionary`, because the benchmark that asked for `ListDiff` crossed its
/// limit: with a dictionary insert per old row and a lookup per new row, about four fifths of its
/// time, it measured 0.98× the sectioned diff of the same 100,000 rows (limit 0.6×); with this
/// table and `OccurrenceMatch.init(list:new:newID:)`, which hashes a new row only where the old
/// order does not give its partner, 0.40–0.50× in a plain `-O` loop. Open addressing with linear
/// probing, in at most four fifths of a power-of-two number of slots: a slot holds 32 bits of an
/// identity's hash, to pass over most other identities without `==`, and its first occurrence not
/// yet matched. The occurrences of one identity form a list in `next`, in order, so duplicates
/// cost one step each.
///
/// Work grows with the hash's quality, as a `Dictionary`'s does: a good one costs one hash and a
/// probe or two per old row. Identities that share a hash share a run of slots, and each is compared
/// (`==`) with those before it in the run; a type whose hash is constant makes that quadratic in
/// the number of distinct identities, and still correct.
@usableFromInline
struct IdentityTable<ID: Hashable> {
    /// An empty slot's `first`.
    @usableFromInline static var empty: Int32 { -1 }
    /// `next` of an identity's last occurrence, when it is its only one.
    @usableFromInline static var onlyOccurrence: Int32 { -1 }
    /// `next` of an identity's last occurrence, when it has others before it.
    @usableFromInline static var lastOccurrence: Int32 { -2 }

    @usableFromInline
    struct Slot {
        /// The low 32 bits of the identity's hash.
        @usableFromInline var tag: UInt32
        /// The identity's first occurrence not yet taken (see `take(at:)`), or its last one once
        /// all are; `empty` if the slot is free.
        @usableFromInline var first: Int32

        @inlinable init(tag: UInt32, first: Int32) {
            self.tag = tag
            self.first = first
        }
    }

    @usableFromInline let ids: [ID]
    /// A power of two, more than `ids.count` × 5/4, so that at most four in five slots are used.
    @usableFromInline let slots: UnsafeMutableBufferPointer<Slot>
    /// How far a mixed hash shifts right to give a slot index.
    @usableFromInline let shift: Int
    /// For each index of `ids`, the index of its identity's next occurrence, else `onlyOccurrence`
    /// or `lastOccurrence`.
    @usableFromInline let next: UnsafeMutableBufferPointer<Int32>

    /// The table of `ids`, which holds fewer than 2³¹ elements.
    @inlinable
    init(_ ids: [ID]) {
        self.ids = ids
        let bits = Int.bitWidth - (ids.count + ids.count / 4).leadingZeroBitCount
        shift = Int.bitWidth - bits
        slots = .allocate(capacity: 1 << bits)
        slots.initialize(repeating: Slot(tag: 0, first: Self.empty))
        next = .allocate(capacity: ids.count)
        next.initialize(repeating: Self.onlyOccurrence)
        // Back to front, so that each identity's slot ends on its first occurrence.
        for index in ids.indices.reversed() {
            let hash = ids[index].hashValue
            var slot = home(hash)
            let tag = UInt32(truncatingIfNeeded: hash)
            while true {
                let later = Int(slots[slot].first)
                if later < 0 {
                    slots[slot] = Slot(tag: tag, first: Int32(truncatingIfNeeded: index))
                    break
                }
                if slots[slot].tag == tag, ids[later] == ids[index] {
                    next[index] = Int32(truncatingIfNeeded: later)
                    if next[later] == Self.onlyOccurrence { next[later] = Self.lastOccurrence }
                    slots[slot].first = Int32(truncatingIfNeeded: index)
                    break
                }
                slot = (slot + 1) & (slots.count - 1)
            }
        }
    }

    /// Frees the table; its owner calls this once, when done with it.
    @inlinable
    func deallocate() {
        slots.deallocate()
        next.deallocate()
    }

    /// The first slot to probe for `hash`: its top bits after a multiplication by 2⁶⁴ ÷ φ, so that
    /// hashes differing only in their high or low bits still spread (Fibonacci hashing).
    @inlinable
    func home(_ hash: Int) -> Int {
        Int(truncatingIfNeeded: (UInt(bitPattern: hash) &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
    }

    /// Whether the identity at `index` of `ids` occurs nowhere else in `ids`.
    @inlinable
    func isOnlyOccurrence(_ index: Int) -> Bool { next[index] == Self.onlyOccurrence }

    /// The slot of `id`, or nil if no element of `ids` is `id`.
    @inlinable
    func slot(of id: ID) -> Int? {
        let hash = id.hashValue
        let tag = UInt32(truncatingIfNeeded: hash)
        var slot = home(hash)
        while true {
            let first = Int(slots[slot].first)
            if first < 0 { return nil }
            if slots[slot].tag == tag, ids[first] == id { return slot }
            slot = (slot + 1) & (slots.count - 1)
        }
    }

    /// The slot's first occurrence not yet taken, which is then taken; once all are, the last one
    /// again. The caller tells that case by having paired that occurrence already, and pairs an
    /// identity's only occurrence without the table too, so it checks every answer.
    @inlinable
    func take(at slot: Int) -> Int {
        let first = Int(slots[slot].first)
        let following = next[first]
        if following >= 0 { slots[slot].first = following }
        return first
    }
}

extension OccurrenceMatch {
    /// The pairing `init(old:new:)` gives for `old` and the identities of `new` (`newID`, taken
    /// once per row, in order), found with less work when `new` mostly keeps the order of `old`, as
    /// a list's next snapshot does: where the old row after the previous match has the next new
    /// row's identity and no duplicate, they pair without hashing; else (after a delete, for an
    /// insert or a move) the new identity is looked up in an `IdentityTable`.
    @inlinable
    init<Row, ID: Hashable>(list old: [ID], new: [Row], newID: (Row) -> ID) {
        guard old.count < Int(Int32.max) else {
            self = OccurrenceMatch(old: old, new: new.map(newID))
            return
        }
        var newIndexOfOld = [Int](repeating: -1, count: old.count)
        var oldIndexOfNew = [Int](repeating: -1, count: new.count)
        if !old.isEmpty, !new.isEmpty {
            let table = IdentityTable(old)
            defer { table.deallocate() }
            newIndexOfOld.withUnsafeMutableBufferPointer { newIndexOfOld in
                oldIndexOfNew.withUnsafeMutableBufferPointer { oldIndexOfNew in
                    // The old row after the last one matched: the likely partner of the next new row.
                    var expected = 0
                    for index in new.indices {
                        let id = newID(new[index])
                        // An old row whose identity occurs once is the partner of its identity's first
                        // new occurrence, if not taken already; the row after it too, to step over a delete.
                        var partner = -1
                        for candidate in expected..<min(expected + 2, old.count)
                        where table.isOnlyOccurrence(candidate) && newIndexOfOld[candidate] < 0 && old[candidate] == id
                        {
                            partner = candidate
                            break
                        }
                        if partner < 0, let slot = table.slot(of: id) {
                            let first = table.take(at: slot)
                            if newIndexOfOld[first] < 0 { partner = first }
                        }
                        guard partner >= 0 else { continue }
                        newIndexOfOld[partner] = index
                        oldIndexOfNew[index] = partner
                        expected = partner + 1
                    }
                }
            }
        }
        self.newIndexOfOld = newIndexOfOld
        self.oldIndexOfNew = oldIndexOfNew
    }
}
