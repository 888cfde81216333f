/// Positions of keys by their ``HashedKey`` hash, for a mapping's entries or a node's words.
///
/// Open addressing in a table at most half full, so that a key that is not there (most keys in
/// most layers) is usually told by one empty slot, without comparing any text. The table keeps
/// hashes and positions only: its owner keeps the keys and confirms a hash by comparing the key at
/// that position.
struct KeyTable: Sendable {
    private struct Slot: Sendable {
        var hash: UInt64
        /// Where the key is in the owner's storage; -1 for an empty slot.
        var position: Int
    }

    private var slots: [Slot] = []
    /// The slot of a hash is its top bits (FNV-1a's best mixed): 64 minus log2 of the slot count.
    private var shift: UInt64 = 64
    private var count = 0

    /// A table for `capacity` keys, so that it never grows while they are added.
    init(capacity: Int = 0) {
        if capacity > 0 { resize(toHold: capacity) }
    }

    /// The position of the key with `hash` for which `isKey` holds, if any.
    func position(ofHash hash: UInt64, where isKey: (Int) -> Bool) -> Int? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: hash >> shift)
        // At most half the slots are used, so an empty one ends every search.
        while true {
            let slot = slots[index]
            if slot.position < 0 { return nil }
            if slot.hash == hash && isKey(slot.position) { return slot.position }
            index = (index + 1) & mask
        }
    }

    /// Adds `position` under `hash` unless a key for which `isKey` holds is there already, whose
    /// position it returns instead (nil when added).
    @discardableResult
    mutating func insert(hash: UInt64, position: Int, unlessPresent isKey: (Int) -> Bool) -> Int? {
        if (count + 1) * 2 > slots.count { resize(toHold: count + 1) }
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: hash >> shift)
        while slots[index].position >= 0 {
            if slots[index].hash == hash && isKey(slots[index].position) { return slots[index].position }
            index = (index + 1) & mask
        }
        slots[index] = Slot(hash: hash, position: position)
        count += 1
        return nil
    }

    /// Room for at least twice `keys` slots, keeping the present ones.
    private mutating func resize(toHold keys: Int) {
        var size = 8
        var bits: UInt64 = 3
        while size < keys * 2 {
            size *= 2
            bits += 1
        }
        let old = slots
        slots = Array(repeating: Slot(hash: 0, position: -1), count: size)
        shift = 64 - bits
        let mask = size - 1
        for slot in old where slot.position >= 0 {
            var index = Int(truncatingIfNeeded: slot.hash >> shift)
            while slots[index].position >= 0 { index = (index + 1) & mask }
            slots[index] = slot
        }
    }
}
