extension UInt8 {
    /// The value of this byte as an ASCII hex digit (`0`–`9`, `a`–`f`, `A`–`F`), or nil.
    ///
    /// Shared by StringCoding's parsers and the format readers.
    @inlinable
    package var asciiHexDigitValue: UInt32? {
        switch self {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(self &- UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(self &- UInt8(ascii: "a") &+ 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(self &- UInt8(ascii: "A") &+ 10)
        default: nil
        }
    }

    /// The lower-case hex digits, indexed by their value: `lowercaseHexDigits[0xC]` is `c`. What the
    /// writers of hex text (JSON escapes, colours) take digits from.
    package static let lowercaseHexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
