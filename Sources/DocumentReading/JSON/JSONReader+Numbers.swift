/// JSON numbers, checked against RFC 8259's grammar `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`;
/// the builder decides what their text becomes.
extension JSONReader {
    /// Reads the number at `index`, which starts with '-' or a digit, and returns its byte range.
    mutating func readNumber() throws -> Range<Int> {
        let start = index
        var offset = start
        if byte(at: offset) == UInt8(ascii: "-") { offset += 1 }
        guard isDigit(byte(at: offset)) else { throw JSONSyntaxProblem.expectedDigit(.afterMinus, at: offset) }
        if byte(at: offset) == UInt8(ascii: "0") {
            offset += 1
            if isDigit(byte(at: offset)) { throw JSONSyntaxProblem.leadingZero(number: start, next: offset) }
        } else {
            offset = digitsEnd(from: offset)
        }
        if byte(at: offset) == UInt8(ascii: ".") {
            offset += 1
            guard isDigit(byte(at: offset)) else { throw JSONSyntaxProblem.expectedDigit(.afterPoint, at: offset) }
            offset = digitsEnd(from: offset)
        }
        let exponent = byte(at: offset)
        if exponent == UInt8(ascii: "e") || exponent == UInt8(ascii: "E") {
            offset += 1
            let sign = byte(at: offset)
            if sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { offset += 1 }
            guard isDigit(byte(at: offset)) else { throw JSONSyntaxProblem.expectedDigit(.inExponent, at: offset) }
            offset = digitsEnd(from: offset)
        }
        index = offset
        return start..<offset
    }

    private func digitsEnd(from offset: Int) -> Int {
        var end = offset
        while isDigit(byte(at: end)) { end += 1 }
        return end
    }

    @inline(__always)
    private func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }
}
