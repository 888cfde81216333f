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

    /// Appends the UTF-8 form of the scalar `value`, which must be a Unicode scalar (not a surrogate).
    @inline(__always)
    package static func append(scalar value: UInt32, to bytes: inout [UInt8]) {
        guard let scalar = Unicode.Scalar(value) else { return }
        bytes.append(contentsOf: scalar.utf8)
    }

    /// `value` in hex (upper-case unless told otherwise), padded with zeros to `digits`.
    package static func hex(_ value: UInt32, digits: Int, uppercase: Bool = true) -> String {
        value.zeroPadded(toWidth: digits, radix: 16, uppercase: uppercase)
    }

    /// "U+000A": how error messages name a code point.
    static func codePointName(_ value: UInt32) -> String {
        "U+" + hex(value, digits: 4)
    }
}

extension BinaryInteger {
    /// The digits in `radix`, with leading zeros up to `width` (`7.zeroPadded(toWidth: 2)` is `"07"`).
    package func zeroPadded(toWidth width: Int, radix: Int = 10, uppercase: Bool = false) -> String {
        let digits = String(self, radix: radix, uppercase: uppercase)
        return String(repeating: "0", count: Swift.max(0, width - digits.count)) + digits
    }
}
