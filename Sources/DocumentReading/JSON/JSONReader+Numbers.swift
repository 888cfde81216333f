/// JSON numbers: whole numbers become `.integer` or `.unsignedInteger` when they fit, everything
/// else `.real`, rounded as `Double(String)` rounds.
extension JSONReader {
    /// Reads the number at `index`, which starts with '-' or a digit.
    mutating func readNumber() throws -> ArchiveValue {
        let start = index
        var offset = start
        let negative = byte(at: offset) == UInt8(ascii: "-")
        if negative { offset += 1 }

        // All digits, integer and fraction part, accumulate into `significand` while it fits.
        var significand: UInt64 = 0
        var droppedDigits = 0  // digits that did not fit
        let firstDigit = byte(at: offset)
        guard isDigit(firstDigit) else {
            throw error(at: offset, expected: "expected a digit after '-'")
        }
        if firstDigit == UInt8(ascii: "0") {
            offset += 1
            if isDigit(byte(at: offset)) {
                throw error(
                    at: start, "expected a number without leading zeros, found \(input.describeWord(at: start))")
            }
        } else {
            while isDigit(byte(at: offset)) {
                accumulate(byte(at: offset), into: &significand, dropped: &droppedDigits)
                offset += 1
            }
        }

        var isInteger = true
        var fractionDigits = 0  // digits after the point that went into `significand`
        if byte(at: offset) == UInt8(ascii: ".") {
            isInteger = false
            offset += 1
            guard isDigit(byte(at: offset)) else {
                throw error(at: offset, expected: "expected a digit after '.' in a number")
            }
            while isDigit(byte(at: offset)) {
                let before = droppedDigits
                accumulate(byte(at: offset), into: &significand, dropped: &droppedDigits)
                if droppedDigits == before { fractionDigits += 1 }
                offset += 1
            }
        }

        var exponent = 0
        let exponentByte = byte(at: offset)
        if exponentByte == UInt8(ascii: "e") || exponentByte == UInt8(ascii: "E") {
            isInteger = false
            offset += 1
            var exponentNegative = false
            let sign = byte(at: offset)
            if sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                exponentNegative = sign == UInt8(ascii: "-")
                offset += 1
            }
            guard isDigit(byte(at: offset)) else {
                throw error(at: offset, expected: "expected a digit in the exponent of a number")
            }
            while isDigit(byte(at: offset)) {
                // Beyond 10^6 the value is 0 or infinite anyway; stop growing so nothing overflows.
                if exponent < 1_000_000 { exponent = exponent * 10 + Int(byte(at: offset) &- UInt8(ascii: "0")) }
                offset += 1
            }
            if exponentNegative { exponent = -exponent }
        }
        index = offset

        if isInteger && droppedDigits == 0 {
            if negative {
                if significand <= UInt64(Int64.max) { return .integer(-Int64(significand)) }
                if significand == UInt64(Int64.max) + 1 { return .integer(.min) }
            } else {
                if significand <= UInt64(Int64.max) { return .integer(Int64(significand)) }
                return .unsignedInteger(significand)
            }
        }
        if let value = exactReal(significand, exponent: exponent - fractionDigits, dropped: droppedDigits) {
            return .real(negative ? -value : value)
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
        guard let value = Double(text) else { throw error(at: start, "expected a number, found '\(text)'") }
        return .real(value)
    }

    @inline(__always)
    private func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    /// Appends a digit to `significand` while it fits in a UInt64; once one does not, it and every
    /// later digit only count as `dropped` (the first overflow leaves `significand` above 1.8e18, so
    /// every later one overflows too).
    @inline(__always)
    private func accumulate(_ digit: UInt8, into significand: inout UInt64, dropped: inout Int) {
        let (shifted, overflow) = significand.multipliedReportingOverflow(by: 10)
        let (sum, carry) = shifted.addingReportingOverflow(UInt64(digit &- UInt8(ascii: "0")))
        if overflow || carry || dropped > 0 {
            dropped += 1
        } else {
            significand = sum
        }
    }

    /// `significand` × 10^`exponent` when both are small enough that one correctly rounded
    /// multiplication or division gives it exactly (the result `Double(String)` gives); nil otherwise.
    private func exactReal(_ significand: UInt64, exponent: Int, dropped: Int) -> Double? {
        guard dropped == 0, significand <= 1 << 53 else { return nil }
        let value = Double(significand)
        if exponent == 0 || significand == 0 { return value }
        guard exponent >= -22 && exponent <= 22 else { return nil }
        let scale = Self.powersOfTen[exponent > 0 ? exponent : -exponent]
        return exponent > 0 ? value * scale : value / scale
    }

    /// 10^0 … 10^22, all exact in a Double.
    private static let powersOfTen: [Double] = (0...22).map { power in
        (0..<power).reduce(1.0) { product, _ in product * 10 }
    }
}
