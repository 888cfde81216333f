/// A key with a hash of its UTF-8 bytes (FNV-1a, finalized), found once per key the type asks for
/// and used in every layer's lookup: `String`'s own hashing sets up and finishes a SipHash hasher
/// on every lookup, several times the work for keys of a few bytes.
struct HashedKey {
    let text: String
    let hash: UInt64
    /// Whether the key is lower-case ASCII letters and digits only (`host`, `field42`): one word
    /// that is its own canonical form, so key matching has nothing to convert.
    let isCanonicalWord: Bool

    init(_ text: String) {
        self.text = text
        (hash, isCanonicalWord) = Self.scan(text.utf8)
    }

    init(_ text: Substring) {
        self.text = String(text)
        (hash, isCanonicalWord) = Self.scan(text.utf8)
    }

    static func hash(of text: String) -> UInt64 {
        scan(text.utf8).hash
    }

    /// One pass over the bytes, in place where the string's storage allows (it nearly always does).
    private static func scan(_ utf8: some Collection<UInt8>) -> (hash: UInt64, isCanonicalWord: Bool) {
        utf8.withContiguousStorageIfAvailable(scanBytes) ?? Array(utf8).withUnsafeBufferPointer(scanBytes)
    }

    private static func scanBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> (hash: UInt64, isCanonicalWord: Bool) {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        var isCanonicalWord = true
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
            isCanonicalWord = isCanonicalWord && ((byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39))
        }
        // FNV-1a barely moves the top bits for a change in the last byte (`field1`, `field2`), and
        // tables index by the top bits: MurmurHash3's finalizer spreads every bit over all of them.
        hash ^= hash >> 33
        hash &*= 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 33
        return (hash, isCanonicalWord)
    }
}
