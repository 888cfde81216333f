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
            if let earlier = containers.earlierSpellingOfKey() {
                throw reader.error(at: containers.keyOffset, KeyText.collision(earlier, containers.key))
            }
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
        let text = String(decoding: UnsafeBufferPointer(rebasing: reader.bytes[source]), as: UTF8.self)
        let isWhole = !text.utf8.contains { $0 == UInt8(ascii: ".") || $0 | 0x20 == UInt8(ascii: "e") }
        if isWhole, let integer = Int64(text) { return .integer(integer) }
        if isWhole, let integer = UInt64(text) { return .unsignedInteger(integer) }
        guard let value = Double(text) else {
            throw reader.error(at: source.lowerBound, "expected a number, found '\(text)'")
        }
        return .real(value)
    }
}
