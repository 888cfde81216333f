/// UTF-8 checks and building blocks shared by the text readers, which validate as they scan.
package enum TextUTF8 {
    /// The length of the well-formed UTF-8 sequence that starts at `offset` with a byte of 0x80 or
    /// more, or 0 when it is ill-formed or cut off (overlong forms, surrogates and values above
    /// U+10FFFF are ill-formed).
    @inline(__always)
    package static func sequenceLength(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int {
        let count = bytes.count
        let lead = bytes[offset]
        @inline(__always) func continuation(_ index: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
            index < count && bytes[index] >= low && bytes[index] <= high
        }
        switch lead {
        case 0xC2...0xDF:
            return continuation(offset + 1) ? 2 : 0
        case 0xE0:
            return continuation(offset + 1, 0xA0) && continuation(offset + 2) ? 3 : 0
        case 0xED:
            return continuation(offset + 1, 0x80, 0x9F) && continuation(offset + 2) ? 3 : 0
        case 0xE1...0xEF:
            return continuation(offset + 1) && continuation(offset + 2) ? 3 : 0
        case 0xF0:
            return continuation(offset + 1, 0x90) && continuation(offset + 2) && continuation(offset + 3) ? 4 : 0
        case 0xF1...0xF3:
            return continuation(offset + 1) && continuation(offset + 2) && continuation(offset + 3) ? 4 : 0
        case 0xF4:
            return continuation(offset + 1, 0x80, 0x8F) && continuation(offset + 2) && continuation(offset + 3) ? 4 : 0
        default:
            return 0
        }
    }

    /// Whether `value` is a Unicode scalar: at most U+10FFFF and not a surrogate.
    static func isScalar(_ value: UInt32) -> Bool {
        value < 0xD800 || (value > 0xDFFF && value <= 0x10FFFF)
    }

    /// Appends the UTF-8 form of the scalar `value`, which must satisfy `isScalar`.
    @inline(__always)
    package static func append(scalar value: UInt32, to bytes: inout [UInt8]) {
        switch value {
        case 0..<0x80:
            bytes.append(UInt8(truncatingIfNeeded: value))
        case 0x80..<0x800:
            bytes.append(UInt8(truncatingIfNeeded: 0xC0 | (value >> 6)))
            bytes.append(UInt8(truncatingIfNeeded: 0x80 | (value & 0x3F)))
        case 0x800..<0x10000:
            bytes.append(UInt8(truncatingIfNeeded: 0xE0 | (value >> 12)))
            bytes.append(UInt8(truncatingIfNeeded: 0x80 | ((value >> 6) & 0x3F)))
            bytes.append(UInt8(truncatingIfNeeded: 0x80 | (value & 0x3F)))
        default:
            bytes.append(UInt8(truncatingIfNeeded: 0xF0 | (value >> 18)))
            bytes.append(UInt8(truncatingIfNeeded: 0x80 | ((value >> 12) & 0x3F)))
            bytes.append(UInt8(truncatingIfNeeded: 0x80 | ((value >> 6) & 0x3F)))
            bytes.append(UInt8(truncatingIfNeeded: 0x80 | (value & 0x3F)))
        }
    }

    /// `value` in upper-case hex, padded with zeros to `digits`.
    package static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// "U+000A": how error messages name a code point.
    static func codePointName(_ value: UInt32) -> String {
        "U+" + hex(value, digits: 4)
    }
}
