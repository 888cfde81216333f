import Foundation

/// Base64 decoding for text formats, where the encoded data spans lines: whitespace anywhere is
/// skipped, the final padding is optional, and any other character is an error.
enum TextBase64 {
    enum Decoded {
        case data(Data)
        /// The offset of the offending byte, and what it is ("expected base64, found …").
        case invalid(at: Int)
    }

    static func decode(_ text: UnsafeBufferPointer<UInt8>) -> Decoded {
        var output = Data()
        output.reserveCapacity(text.count / 4 * 3)
        var group: UInt32 = 0
        var symbols = 0
        var padding = false
        for offset in 0..<text.count {
            let byte = text[offset]
            if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { continue }
            if byte == UInt8(ascii: "=") {
                // Padding may only complete a group of two or three symbols.
                guard symbols % 4 >= 2 else { return .invalid(at: offset) }
                padding = true
                continue
            }
            guard !padding, let value = symbolValue(byte) else { return .invalid(at: offset) }
            group = group << 6 | value
            symbols += 1
            if symbols % 4 == 0 {
                output.append(UInt8(truncatingIfNeeded: group >> 16))
                output.append(UInt8(truncatingIfNeeded: group >> 8))
                output.append(UInt8(truncatingIfNeeded: group))
                group = 0
            }
        }
        switch symbols % 4 {
        case 1:
            return .invalid(at: text.count)
        case 2:
            output.append(UInt8(truncatingIfNeeded: group >> 4))
        case 3:
            output.append(UInt8(truncatingIfNeeded: group >> 10))
            output.append(UInt8(truncatingIfNeeded: group >> 2))
        default:
            break
        }
        return .data(output)
    }

    @inline(__always)
    private static func symbolValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): UInt32(byte - UInt8(ascii: "A"))
        case UInt8(ascii: "a")...UInt8(ascii: "z"): UInt32(byte - UInt8(ascii: "a")) + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0")) + 52
        case UInt8(ascii: "+"): 62
        case UInt8(ascii: "/"): 63
        default: nil
        }
    }
}
