/// Reads a JSON archive into an ``ArchiveValue`` with ``JSONReader``: objects keep their order and
/// refuse duplicate keys, numbers become `.integer` or `.unsignedInteger` when whole and within
/// range and `.real` otherwise, and ``ArchiveLimits`` bound the values and the nesting.
struct JSONArchiveReader: TextInputScanning {
    static let format = ArchiveFormat.json
    let input: TextInput
    let limits: ArchiveLimits

    init(input: TextInput, limits: ArchiveLimits) {
        self.input = input
        self.limits = limits
    }

    func readDocument() throws -> ArchiveValue {
        let builder = ArchiveValueBuilder(reader: self, budget: ValueBudget(limits: limits))
        var reader = JSONReader(bytes: input.bytes, start: input.start, builder: builder)
        do {
            return try reader.readDocument()
        } catch let problem as JSONSyntaxProblem {
            throw error(for: problem)
        }
    }

    /// The problem in an archive's words.
    private func error(for problem: JSONSyntaxProblem) -> ArchiveError {
        let explanation = problem.explanation(.archive, in: bytes)
        return switch explanation.found {
        case .nothing: error(at: explanation.offset, explanation.text)
        case .character(let offset):
            error(at: explanation.offset, "\(explanation.text), found \(input.describe(at: offset))")
        case .word(let offset):
            error(at: explanation.offset, "\(explanation.text), found \(input.describeWord(at: offset))")
        }
    }
}

/// Builds ``ArchiveValue``s for ``JSONArchiveReader``, counting them against the limits.
private struct ArchiveValueBuilder: JSONBuilding {
    static var underscoreContinuesAWord: Bool { false }
    /// Words the errors the builder finds itself.
    let reader: JSONArchiveReader
    var budget: ValueBudget
    /// The arrays and objects opened and not yet closed.
    private var containers = TextContainerStack()

    init(reader: JSONArchiveReader, budget: ValueBudget) {
        self.reader = reader
        self.budget = budget
    }

    mutating func beginValue(_ kind: JSONValueKind, at offset: Int, openContainers: Int) throws {
        switch kind {
        case .literal: return  // counted once matched
        case .array, .object:
            try budget.countValue()
            try budget.checkDepth(openContainers: openContainers, at: reader.input.position(of: offset))
        case .string, .number:
            try budget.countValue()
        }
    }

    func string(_ text: String) -> ArchiveValue { .string(text) }

    mutating func literal(_ literal: JSONLiteral) throws -> ArchiveValue {
        try budget.countValue()
        return switch literal {
        case .true: .bool(true)
        case .false: .bool(false)
        case .null: .null
        }
    }

    mutating func openContainer(isObject: Bool) {
        containers.open(isDictionary: isObject)
    }

    mutating func key(_ key: String, at offset: Int) {
        containers.setKey(key, at: offset)
    }

    mutating func add(_ value: ArchiveValue) throws {
        guard containers.add(value) else {
            throw reader.error(
                at: containers.keyOffset, "duplicate key \(reader.quotedKey(containers.key)) in an object")
        }
    }

    mutating func closeContainer() -> ArchiveValue {
        containers.close()
    }

    /// Whole numbers become `.integer` or `.unsignedInteger` when they fit, everything else `.real`,
    /// rounded as `Double(String)` rounds.
    func number(_ source: Range<Int>) throws -> ArchiveValue {
        let bytes = reader.bytes
        var offset = source.lowerBound
        let negative = bytes[offset] == UInt8(ascii: "-")
        if negative { offset += 1 }

        // All digits, integer and fraction part, accumulate into `significand` while it fits.
        var significand: UInt64 = 0
        var droppedDigits = 0  // digits that did not fit
        while offset < source.upperBound, isDigit(bytes[offset]) {
            accumulate(bytes[offset], into: &significand, dropped: &droppedDigits)
            offset += 1
        }
        var isInteger = true
        var fractionDigits = 0  // digits after the point that went into `significand`
        if offset < source.upperBound, bytes[offset] == UInt8(ascii: ".") {
            isInteger = false
            offset += 1
            while offset < source.upperBound, isDigit(bytes[offset]) {
                let before = droppedDigits
                accumulate(bytes[offset], into: &significand, dropped: &droppedDigits)
                if droppedDigits == before { fractionDigits += 1 }
                offset += 1
            }
        }
        var exponent = 0
        if offset < source.upperBound {
            // 'e' or 'E', then an optional sign and digits.
            isInteger = false
            offset += 1
            let exponentNegative = bytes[offset] == UInt8(ascii: "-")
            if !isDigit(bytes[offset]) { offset += 1 }
            while offset < source.upperBound {
                // Beyond 10^6 the value is 0 or infinite anyway; stop growing so nothing overflows.
                if exponent < 1_000_000 { exponent = exponent * 10 + Int(bytes[offset] &- UInt8(ascii: "0")) }
                offset += 1
            }
            if exponentNegative { exponent = -exponent }
        }

        if isInteger && droppedDigits == 0, let value = ArchiveValue(magnitude: significand, negative: negative) {
            return value
        }
        if let value = exactReal(significand, exponent: exponent - fractionDigits, dropped: droppedDigits) {
            return .real(negative ? -value : value)
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[source]), as: UTF8.self)
        guard let value = Double(text) else {
            throw reader.error(at: source.lowerBound, "expected a number, found '\(text)'")
        }
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
