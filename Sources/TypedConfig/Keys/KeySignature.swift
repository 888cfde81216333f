/// A 64-bit summary of a set of keys, from each key's length and first and last bytes: a key whose
/// bit is clear is certainly not in the set, found without hashing it. Most keys a type asks for
/// are missing from most layers (an environment's file overrides a few), so this saves most of the
/// hashing there.
struct KeySignature: Sendable {
    private var bits: UInt64 = 0

    init() {}

    mutating func insert(_ key: String) {
        bits |= Self.bit(for: key)
    }

    func mayContain(_ key: String) -> Bool {
        bits & Self.bit(for: key) != 0
    }

    private static func bit(for key: String) -> UInt64 {
        let utf8 = key.utf8
        guard let first = utf8.first, let last = utf8.last else { return 1 }
        return 1 << UInt64((utf8.count &* 7 &+ Int(first) &* 3 &+ Int(last)) & 63)
    }
}
