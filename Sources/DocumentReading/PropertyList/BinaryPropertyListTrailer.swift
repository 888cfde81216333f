/// The last 32 bytes of a binary property list, which say where everything else is.
///
/// Layout: 5 unused bytes, the sort version, the size of each offset-table entry, the size of
/// each object reference, then three big-endian 64-bit numbers: the object count, the top
/// object's index and where the offset table starts.
struct BinaryPropertyListTrailer {
    static let size = 32

    /// Bytes per entry of the offset table, 1 to 8.
    let offsetSize: Int
    /// Bytes per object reference inside arrays and dictionaries, 1 to 8.
    let referenceSize: Int
    let objectCount: Int
    let topObject: Int
    /// Where the offset table starts; objects lie between the signature and this offset.
    let offsetTableStart: Int

    /// Reads and checks the trailer of `bytes`, whose signature the caller has checked.
    init(bytes: [UInt8]) throws {
        let minimumSize = BinaryPropertyList.signature.count + 1 + Self.size
        guard bytes.count >= minimumSize else {
            throw Self.malformed(
                at: bytes.count,
                "the file is \(bytes.count) bytes long, too short for a binary property list (at least \(minimumSize))"
            )
        }
        let start = bytes.count - Self.size
        offsetSize = try Self.entrySize(bytes, at: start + 6, of: "offset table entries")
        referenceSize = try Self.entrySize(bytes, at: start + 7, of: "object references")

        let tableStart = bytes.readBigEndian(at: start + 24, size: 8)
        guard tableStart >= UInt64(BinaryPropertyList.signature.count + 1), tableStart <= UInt64(start) else {
            throw Self.malformed(
                at: start + 24,
                "the offset table is said to start at byte \(tableStart); it must start between bytes 9 and \(start)"
            )
        }
        offsetTableStart = Int(tableStart)

        let count = bytes.readBigEndian(at: start + 8, size: 8)
        let tableCapacity = UInt64((start - offsetTableStart) / offsetSize)
        guard count >= 1 else {
            throw Self.malformed(at: start + 8, "the file is said to have no objects")
        }
        guard count <= tableCapacity else {
            throw Self.malformed(
                at: start + 8,
                "the file is said to have \(count) objects, but its offset table has room for \(tableCapacity)"
            )
        }
        objectCount = Int(count)

        let top = bytes.readBigEndian(at: start + 16, size: 8)
        guard top < count else {
            throw Self.malformed(
                at: start + 16, "the top object is object \(top), but the last object is \(count - 1)")
        }
        topObject = Int(top)
    }

    private static func entrySize(_ bytes: [UInt8], at offset: Int, of what: String) throws -> Int {
        let size = Int(bytes[offset])
        guard (1...8).contains(size) else {
            throw malformed(at: offset, "\(what) are said to be \(size) bytes long; expected 1 to 8")
        }
        return size
    }

    private static func malformed(at offset: Int, _ reason: String) -> ArchiveError {
        .malformed(.binaryPropertyList, at: .byte(offset), reason: reason)
    }
}

extension [UInt8] {
    /// The unsigned big-endian number in `size` (at most 8) bytes at `offset`; the caller has
    /// checked that those bytes exist.
    func readBigEndian(at offset: Int, size: Int) -> UInt64 {
        var value: UInt64 = 0
        for index in offset..<(offset + size) {
            value = value << 8 | UInt64(self[index])
        }
        return value
    }
}
