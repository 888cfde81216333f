import Foundation

/// Writes an ``ArchiveValue`` tree as a `bplist00` file, the way CoreFoundation does, flattening it
/// into numbered objects at each step of a ``TextValueWalk``.
///
/// Equal scalars (strings with the same bytes, numbers with the same bits, equal data, …) are
/// written once and referenced from every place they occur; arrays and dictionaries are written
/// once per occurrence. References and offsets take the fewest bytes that hold them.
struct BinaryPropertyListWriter: TextValueVisitor {
    /// Every object, in index order; the top object is index 0.
    private var objects: [FlatObject] = []
    /// The encodings of all scalars, which `FlatObject.scalar` ranges point into.
    private var scalarBytes: [UInt8] = []
    private var scalarIndices: [ScalarKey: Int] = [:]
    /// The non-empty arrays and dictionaries being flattened, outermost first: each one's object
    /// index and its children's (and keys') indices so far.
    private var open: [(index: Int, keys: [Int], values: [Int])] = []

    mutating func write(_ value: ArchiveValue, limits: ArchiveLimits) throws -> Data {
        try TextValueWalk.walk(value, format: .binaryPropertyList, limits: limits, with: &self)
        let referenceSize = Self.byteCount(UInt64(objects.count))
        var output = BinaryPropertyList.signature
        var offsets: [Int] = []
        offsets.reserveCapacity(objects.count)
        for object in objects {
            offsets.append(output.count)
            switch object {
            case .scalar(let range):
                output += scalarBytes[range]
            case .array(let items):
                output.appendMarker(0xA0, count: items.count)
                for item in items {
                    output.appendBigEndian(UInt64(item), size: referenceSize)
                }
            case .dictionary(let keys, let values):
                output.appendMarker(0xD0, count: keys.count)
                for reference in keys + values {
                    output.appendBigEndian(UInt64(reference), size: referenceSize)
                }
            }
        }
        let offsetTableStart = output.count
        // Offsets grow, so the last is the largest.
        let offsetSize = Self.byteCount(UInt64(offsets.last ?? 0))
        for offset in offsets {
            output.appendBigEndian(UInt64(offset), size: offsetSize)
        }
        // Five unused bytes and the sort version, then the sizes and the three numbers.
        output += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
        output.appendBigEndian(UInt64(objects.count), size: 8)
        output.appendBigEndian(0, size: 8)
        output.appendBigEndian(UInt64(offsetTableStart), size: 8)
        return Data(output)
    }

    /// Numbers each value depth first: a dictionary entry's key, then its value; a non-empty
    /// container when it starts, its children's indices filled in when it ends.
    mutating func visit(_ step: TextValueStep) throws(TextValueRefusal) {
        switch step {
        case .value(let value, let key, _, _):
            if let key {
                open[open.count - 1].keys.append(scalar(.string(ExactString(key))) { $0.appendString(key) })
            }
            let index = try object(for: value)
            if !open.isEmpty {
                open[open.count - 1].values.append(index)
            }
            if case .array(let items) = value, !items.isEmpty {
                open.append((index, [], []))
            } else if case .dictionary(let entries) = value, !entries.isEmpty {
                open.append((index, [], []))
            }
        case .end(let isDictionary, _):
            let done = open.removeLast()
            objects[done.index] = isDictionary ? .dictionary(keys: done.keys, values: done.values) : .array(done.values)
        }
    }

    /// The index of `value`'s object: a scalar's, found or added, or a container's, added empty.
    private mutating func object(for value: ArchiveValue) throws(TextValueRefusal) -> Int {
        switch value {
        case .null:
            throw TextValueRefusal(reason: "property lists have no null")
        case .array:
            objects.append(.array([]))
            return objects.count - 1
        case .dictionary:
            objects.append(.dictionary(keys: [], values: []))
            return objects.count - 1
        case .string(let string):
            return scalar(.string(ExactString(string))) { $0.appendString(string) }
        case .integer(let integer):
            return scalar(.integer(integer)) { $0.appendInteger(integer) }
        case .unsignedInteger(let integer):
            if let small = Int64(exactly: integer) {
                return scalar(.integer(small)) { $0.appendInteger(small) }
            }
            return scalar(.unsignedInteger(integer)) {
                $0.append(0x14)
                $0.appendBigEndian(0, size: 8)
                $0.appendBigEndian(integer, size: 8)
            }
        case .real(let real):
            return scalar(.real(real.bitPattern)) {
                $0.append(0x23)
                $0.appendBigEndian(real.bitPattern, size: 8)
            }
        case .date(let date):
            let bits = date.timeIntervalSinceReferenceDate.bitPattern
            return scalar(.date(bits)) {
                $0.append(0x33)
                $0.appendBigEndian(bits, size: 8)
            }
        case .bool(let bool):
            return scalar(.bool(bool)) { $0.append(bool ? 0x09 : 0x08) }
        case .data(let data):
            return scalar(.data(data)) {
                $0.appendMarker(0x40, count: data.count)
                $0 += data
            }
        case .uid(let uid):
            let size = Self.byteCount(uid)
            return scalar(.uid(uid)) {
                $0.append(0x80 | UInt8(size - 1))
                $0.appendBigEndian(uid, size: size)
            }
        }
    }

    /// The index of the scalar `key`, encoding it with `encode` the first time it occurs.
    private mutating func scalar(_ key: ScalarKey, encode: (inout [UInt8]) -> Void) -> Int {
        if let index = scalarIndices[key] {
            return index
        }
        let start = scalarBytes.count
        encode(&scalarBytes)
        let index = objects.count
        objects.append(.scalar(start..<scalarBytes.count))
        scalarIndices[key] = index
        return index
    }

    /// 1, 2, 4 or 8: the fewest of those bytes that hold `value`.
    static func byteCount(_ value: UInt64) -> Int {
        switch value {
        case 0...0xFF: 1
        case 0...0xFFFF: 2
        case 0...0xFFFF_FFFF: 4
        default: 8
        }
    }
}

/// An object as it will be written: an encoded scalar, or the indices of a container's children.
private enum FlatObject {
    case scalar(Range<Int>)
    case array([Int])
    case dictionary(keys: [Int], values: [Int])
}

/// What makes two scalars the same object: equal bits, not merely equal values, so that `-0.0`
/// and `0.0`, or canonically equivalent but different strings, stay apart.
private enum ScalarKey: Hashable {
    case string(ExactString)
    case integer(Int64)
    case unsignedInteger(UInt64)
    case real(UInt64)
    case date(UInt64)
    case bool(Bool)
    case data(Data)
    case uid(UInt64)
}

/// A string compared by its UTF-8 bytes; `String`'s own `==` treats "é" and "e\u{301}" as equal.
private struct ExactString: Hashable {
    let value: String

    init(_ value: String) {
        self.value = value
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.value.utf8.elementsEqual(rhs.value.utf8)
    }

    func hash(into hasher: inout Hasher) {
        var value = value
        value.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}

private extension [UInt8] {
    mutating func appendBigEndian(_ value: UInt64, size: Int) {
        for shift in stride(from: (size - 1) * 8, through: 0, by: -8) {
            append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
        }
    }

    /// An integer object in the fewest bytes: 1, 2 or 4 unsigned, 8 for large and negative values.
    mutating func appendInteger(_ value: Int64) {
        let size = value < 0 ? 8 : BinaryPropertyListWriter.byteCount(UInt64(value))
        append(0x10 | UInt8(size.trailingZeroBitCount))
        appendBigEndian(UInt64(bitPattern: value), size: size)
    }

    /// A marker with the count in its low nibble, or 0xF and an integer object from 15 on.
    mutating func appendMarker(_ marker: UInt8, count: Int) {
        if count < 15 {
            append(marker | UInt8(count))
        } else {
            append(marker | 0x0F)
            appendInteger(Int64(count))
        }
    }

    /// ASCII strings as their bytes, all others as big-endian UTF-16.
    mutating func appendString(_ string: String) {
        if string.utf8.allSatisfy({ $0 < 0x80 }) {
            appendMarker(0x50, count: string.utf8.count)
            append(contentsOf: string.utf8)
        } else {
            appendMarker(0x60, count: string.utf16.count)
            for unit in string.utf16 {
                appendBigEndian(UInt64(unit), size: 2)
            }
        }
    }
}
