import Foundation

/// Base64 decoding for text formats, where the encoded data spans lines: whitespace anywhere is
/// skipped, the final padding is optional, and any other character is an error.
package enum TextBase64 {
    package enum Decoded {
        case data(Data)
        /// The offset of the offending byte, and what it is ("expected base64, found …").
        case invalid(at: Int)
    }

    package static func decode(_ text: UnsafeBufferPointer<UInt8>) -> Decoded {
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
            guard !padding, let value = byte.base64Value(urlSafeToo: false) else { return .invalid(at: offset) }
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
}

extension UInt8 {
    /// The value of this byte as a base64 symbol of the standard alphabet (`A`–`Z`, `a`–`z`, `0`–`9`,
    /// `+`, `/`), and with `urlSafeToo` of the URL-safe one too (`-`, `_`), or nil.
    @inline(__always)
    package func base64Value(urlSafeToo: Bool) -> UInt32? {
        switch self {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): UInt32(self - UInt8(ascii: "A"))
        case UInt8(ascii: "a")...UInt8(ascii: "z"): UInt32(self - UInt8(ascii: "a")) + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(self - UInt8(ascii: "0")) + 52
        case UInt8(ascii: "+"): 62
        case UInt8(ascii: "/"): 63
        case UInt8(ascii: "-") where urlSafeToo: 62
        case UInt8(ascii: "_") where urlSafeToo: 63
        default: nil
        }
    }
}
