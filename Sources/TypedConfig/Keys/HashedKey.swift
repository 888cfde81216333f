/// A key with a hash of its UTF-8 bytes (FNV-1a, finalized), found once per key the type asks for
/// and used in every layer's lookup: `String`'s own hashing sets up and finishes a SipHash hasher
/// on every lookup, several times the work for keys of a few bytes.
///
/// Equal keys have equal hashes, as `String` defines equal: canonically equivalent. Bytes decide
/// that only among ASCII strings without `K`, `;` or `` ` ``, the three ASCII characters that a
/// non-ASCII one (KELVIN SIGN, GREEK QUESTION MARK, GREEK VARIA) is equivalent to; any other key
/// takes `String`'s own hash, which normalizes.
struct HashedKey {
    let text: String
    let hash: UInt64
    /// Whether the key is lower-case ASCII letters and digits only (`host`, `field42`): one word
    /// that is its own canonical form, so key matching has nothing to convert.
    let isCanonicalWord: Bool

    init(_ text: String) {
        self.text = text
        let scan = Self.scan(text.utf8)
        hash = scan.isPlain ? scan.hash : UInt64(truncatingIfNeeded: text.hashValue)
        isCanonicalWord = scan.isCanonicalWord
    }

    init(_ text: Substring) {
        self.init(String(text))
    }

    static func hash(of text: String) -> UInt64 {
        HashedKey(text).hash
    }

    private typealias Scan = (hash: UInt64, isCanonicalWord: Bool, isPlain: Bool)

    /// One pass over the bytes, in place where the string's storage allows (it nearly always does).
    private static func scan(_ utf8: String.UTF8View) -> Scan {
        utf8.withContiguousStorageIfAvailable(scanBytes) ?? Array(utf8).withUnsafeBufferPointer(scanBytes)
    }

    /// Chosen once per process, as `String`'s own hashing is seeded, so that a configuration file
    /// cannot be written to make its keys collide and every lookup slow (hash flooding).
    private static let seed = UInt64.random(in: .min ... .max)

    private static func scanBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> Scan {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ seed
        var isCanonicalWord = true
        var isPlain = true
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
            isCanonicalWord = isCanonicalWord && ((byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39))
            isPlain = isPlain && byte < 0x80 && byte != UInt8(ascii: "K") && byte != UInt8(ascii: ";") && byte != 0x60
        }
        // FNV-1a barely moves the top bits for a change in the last byte (`field1`, `field2`), and
        // tables index by the top bits: MurmurHash3's finalizer spreads every bit over all of them.
        hash ^= hash >> 33
        hash &*= 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 33
        return (hash, isCanonicalWord, isPlain)
    }
}
