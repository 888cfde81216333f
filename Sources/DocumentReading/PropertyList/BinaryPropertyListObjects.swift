import Foundation

/// One object as parsed: a finished scalar, or an array or dictionary whose references are still
/// to be read.
enum BinaryPropertyListObject {
    case scalar(ArchiveValue)
    case container(BinaryPropertyListContainerLayout)
}

/// Parsing single objects: every access is bounds-checked against the object area, which ends
/// where the offset table starts.
extension BinaryPropertyListReader {
    /// The offset of object `index` (which is below the object count), checked to lie among the objects.
    func offset(of index: Int) throws -> Int {
        let entry = trailer.offsetTableStart + index * trailer.offsetSize
        let offset = bytes.readBigEndian(at: entry, size: trailer.offsetSize)
        guard offset >= UInt64(BinaryPropertyList.signature.count), offset < UInt64(trailer.offsetTableStart) else {
            throw malformed(
                at: entry,
                "object \(index) is said to be at byte \(offset), outside the objects "
                    + "(bytes 8 to \(trailer.offsetTableStart - 1))"
            )
        }
        return Int(offset)
    }

    /// The object index stored in the reference at `position`, checked against the object count.
    func reference(at position: Int) throws -> Int {
        let index = bytes.readBigEndian(at: position, size: trailer.referenceSize)
        guard index < UInt64(trailer.objectCount) else {
            throw malformed(
                at: position, "a reference to object \(index), but the last object is \(trailer.objectCount - 1)")
        }
        return Int(index)
    }

    /// The layout of object `index` when it is an array, set or dictionary; nil for any other
    /// object, which is not parsed further.
    func containerLayout(of index: Int) throws -> BinaryPropertyListContainerLayout? {
        let start = try offset(of: index)
        let marker = bytes[start]
        switch marker >> 4 {
        case 0xA, 0xC: return try container(Int(marker & 0x0F), at: start, isDictionary: false)
        case 0xD: return try container(Int(marker & 0x0F), at: start, isDictionary: true)
        default: return nil
        }
    }

    /// Parses object `index` by its marker byte.
    func parseObject(_ index: Int) throws -> BinaryPropertyListObject {
        let start = try offset(of: index)
        let marker = bytes[start]
        let low = Int(marker & 0x0F)
        switch marker >> 4 {
        case 0x0:
            return .scalar(try singleByteObject(marker, at: start))
        case 0x1:
            return .scalar(try integer(marker, at: start))
        case 0x2:
            return .scalar(try real(marker, at: start))
        case 0x3:
            guard marker == 0x33 else {
                throw malformed(at: start, "date marker \(hex(marker)); expected 0x33")
            }
            try requireBytes(8, from: start + 1, for: "a date", at: start)
            let seconds = Double(bitPattern: bytes.readBigEndian(at: start + 1, size: 8))
            return .scalar(.date(Date(timeIntervalSinceReferenceDate: seconds)))
        case 0x4:
            let (count, body) = try count(low, at: start)
            try requireBytes(count, from: body, for: "data of \(count) bytes", at: start)
            return .scalar(.data(Data(bytes[body..<(body + count)])))
        case 0x5:
            return .scalar(try asciiString(low, at: start))
        case 0x6:
            return .scalar(try utf16String(low, at: start))
        case 0x8:
            let size = low + 1
            guard size <= 8 else {
                throw malformed(at: start, "a UID of \(size) bytes; expected at most 8")
            }
            try requireBytes(size, from: start + 1, for: "a UID of \(size) bytes", at: start)
            return .scalar(.uid(bytes.readBigEndian(at: start + 1, size: size)))
        case 0xA, 0xC:
            return .container(try container(low, at: start, isDictionary: false))
        case 0xD:
            return .container(try container(low, at: start, isDictionary: true))
        default:
            throw malformed(at: start, "unknown object marker \(hex(marker))")
        }
    }

    private func singleByteObject(_ marker: UInt8, at start: Int) throws -> ArchiveValue {
        switch marker {
        case 0x00: return .null
        case 0x08: return .bool(false)
        case 0x09: return .bool(true)
        case 0x0F: throw malformed(at: start, "a fill byte (0x0F) where an object was expected")
        default: throw malformed(at: start, "unknown object marker \(hex(marker))")
        }
    }

    /// 1, 2 and 4 byte integers are unsigned, 8 byte ones signed; 16 byte ones hold values of
    /// `UInt64`, or negative values of `Int64` sign-extended.
    private func integer(_ marker: UInt8, at start: Int) throws -> ArchiveValue {
        let exponent = Int(marker & 0x0F)
        guard exponent <= 4 else {
            throw malformed(at: start, "integer marker \(hex(marker)); expected 0x10 to 0x14 (1 to 16 bytes)")
        }
        let size = 1 << exponent
        try requireBytes(size, from: start + 1, for: "an integer of \(size) bytes", at: start)
        switch size {
        case 1, 2, 4:
            return .integer(Int64(bytes.readBigEndian(at: start + 1, size: size)))
        case 8:
            return .integer(Int64(bitPattern: bytes.readBigEndian(at: start + 1, size: 8)))
        default:
            let high = bytes.readBigEndian(at: start + 1, size: 8)
            let low = bytes.readBigEndian(at: start + 9, size: 8)
            if high == 0 {
                return ArchiveValue(integer: low)
            }
            if high == UInt64.max, low > UInt64(Int64.max) {
                return .integer(Int64(bitPattern: low))
            }
            throw malformed(at: start, "a 16-byte integer outside the range of Int64 and UInt64")
        }
    }

    private func real(_ marker: UInt8, at start: Int) throws -> ArchiveValue {
        switch marker {
        case 0x22:
            try requireBytes(4, from: start + 1, for: "a 4-byte real", at: start)
            return .real(Double(Float(bitPattern: UInt32(bytes.readBigEndian(at: start + 1, size: 4)))))
        case 0x23:
            try requireBytes(8, from: start + 1, for: "an 8-byte real", at: start)
            return .real(Double(bitPattern: bytes.readBigEndian(at: start + 1, size: 8)))
        default:
            throw malformed(at: start, "real marker \(hex(marker)); expected 0x22 or 0x23")
        }
    }

    private func asciiString(_ low: Int, at start: Int) throws -> ArchiveValue {
        let (count, body) = try count(low, at: start)
        try requireBytes(count, from: body, for: "an ASCII string of \(count) bytes", at: start)
        let characters = bytes[body..<(body + count)]
        if let bad = characters.firstIndex(where: { $0 >= 0x80 }) {
            throw malformed(at: bad, "byte \(hex(bytes[bad])) in an ASCII string")
        }
        return .string(String(decoding: characters, as: UTF8.self))
    }

    private func utf16String(_ low: Int, at start: Int) throws -> ArchiveValue {
        let (count, body) = try count(low, at: start)
        let (length, overflow) = count.multipliedReportingOverflow(by: 2)
        guard !overflow else {
            throw malformed(at: start, "a UTF-16 string of \(count) characters runs past the end of the objects")
        }
        try requireBytes(length, from: body, for: "a UTF-16 string of \(count) characters", at: start)
        var units: [UInt16] = []
        units.reserveCapacity(count)
        var expectsTrail = false
        for position in stride(from: body, to: body + length, by: 2) {
            let unit = UInt16(bytes[position]) << 8 | UInt16(bytes[position + 1])
            guard expectsTrail == UTF16.isTrailSurrogate(unit) else {
                let problem = expectsTrail ? "a high surrogate not followed by a low one" : "a lone low surrogate"
                throw malformed(at: position, "\(problem) (\(hex(unit))) in a UTF-16 string")
            }
            expectsTrail = UTF16.isLeadSurrogate(unit)
            units.append(unit)
        }
        if expectsTrail {
            throw malformed(at: body + length - 2, "a UTF-16 string that ends in a high surrogate")
        }
        return .string(String(decoding: units, as: UTF16.self))
    }

    private func container(_ low: Int, at start: Int, isDictionary: Bool) throws -> BinaryPropertyListContainerLayout {
        let (count, body) = try count(low, at: start)
        let perItem = isDictionary ? 2 * trailer.referenceSize : trailer.referenceSize
        let (length, overflow) = count.multipliedReportingOverflow(by: perItem)
        let what = isDictionary ? "a dictionary of \(count) entries" : "an array of \(count) items"
        guard !overflow else {
            throw malformed(at: start, "\(what) runs past the end of the objects")
        }
        try requireBytes(length, from: body, for: what, at: start)
        return BinaryPropertyListContainerLayout(
            offset: start, references: body, count: count, isDictionary: isDictionary)
    }

    /// The length in the low nibble of the marker at `start`, or, when that is 0xF, in the integer
    /// object that follows; and where the object's contents start.
    private func count(_ low: Int, at start: Int) throws -> (count: Int, body: Int) {
        guard low == 0x0F else {
            return (low, start + 1)
        }
        let markerAt = start + 1
        try requireBytes(1, from: markerAt, for: "a count", at: start)
        let marker = bytes[markerAt]
        guard marker >> 4 == 0x1, marker & 0x0F <= 3 else {
            throw malformed(at: markerAt, "expected an integer count (marker 0x10 to 0x13), found \(hex(marker))")
        }
        let size = 1 << Int(marker & 0x0F)
        try requireBytes(size, from: markerAt + 1, for: "a count of \(size) bytes", at: markerAt)
        let count = bytes.readBigEndian(at: markerAt + 1, size: size)
        guard count <= UInt64(Int.max) else {
            throw malformed(at: markerAt, "a count of \(count) runs past the end of the objects")
        }
        return (Int(count), markerAt + 1 + size)
    }

    /// Throws unless `length` bytes from `position` lie before the offset table.
    private func requireBytes(_ length: Int, from position: Int, for what: String, at start: Int) throws {
        guard position <= trailer.offsetTableStart, length <= trailer.offsetTableStart - position else {
            throw malformed(
                at: start, "\(what) runs past the end of the objects at byte \(trailer.offsetTableStart)")
        }
    }
}

/// "0x0F", "0xD83D": a byte or code unit as error messages show it.
private func hex<Value: FixedWidthInteger & UnsignedInteger>(_ value: Value) -> String {
    "0x" + TextUTF8.hex(UInt32(value), digits: Value.bitWidth / 4)
}
