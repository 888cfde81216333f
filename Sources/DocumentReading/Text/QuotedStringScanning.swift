/// What the JSON and OpenStep readers share to read a quoted string: one slice of the input when it
/// holds no escape, otherwise the text built in `scratch`, each escape decoded by the format.
protocol QuotedStringScanning {
    var bytes: UnsafeBufferPointer<UInt8> { get }
    /// The next byte to read.
    var index: Int { get set }
    /// Reused to build strings that contain escapes.
    var scratch: [UInt8] { get set }
    /// The length of the character at `offset`, which is no escape; throws where the format
    /// does not allow it in a string.
    func quotedCharacterLength(at offset: Int) throws -> Int
    /// Appends the character of the escape at `backslash` to `scratch`; returns the offset after it.
    mutating func readEscape(at backslash: Int) throws -> Int
    /// The error for the string whose opening quote is at `opening` and which the input ends inside.
    func unterminatedString(opening: Int) -> any Error
}

extension QuotedStringScanning {
    /// Reads the string whose opening quote is at `index`, up to the same quote unescaped, and moves
    /// past that closing quote.
    mutating func readQuotedString() throws -> String {
        let opening = index
        let quote = bytes[opening]
        let start = opening + 1
        var offset = start
        var built = false  // whether the text so far is in `scratch`
        var runStart = start
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == quote {
                index = offset + 1
                guard built else {
                    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
                }
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<offset]))
                return String(decoding: scratch, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                if !built { scratch.removeAll(keepingCapacity: true) }
                built = true
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<offset]))
                offset = try readEscape(at: offset)
                runStart = offset
                continue
            }
            offset += try quotedCharacterLength(at: offset)
        }
        throw unterminatedString(opening: opening)
    }
}
