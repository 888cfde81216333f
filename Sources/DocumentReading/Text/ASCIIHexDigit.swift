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
}
