/// Reads the objects of a binary property list into an ``ArchiveValue`` tree.
///
/// The object graph is walked with an explicit stack rather than by recursion, so deeply nested
/// input cannot exhaust the thread's stack. Objects referenced from several places are expanded
/// at each place and every produced value is counted in a ``ValueBudget``; an object that contains
/// itself is an error.
struct BinaryPropertyListReader {
    let bytes: [UInt8]
    let trailer: BinaryPropertyListTrailer
    private var budget: ValueBudget
    /// The arrays and dictionaries being read, outermost first: each one's object, where its
    /// references are and the position of the next one to read.
    private var stack: [(object: Int, layout: BinaryPropertyListContainerLayout, next: Int)] = []
    /// Their values so far.
    private var containers = TextContainerStack()
    /// Whether each object is an open container on the current path, to find cycles.
    private var isOpen: [Bool]

    /// Checks the signature and the trailer of `bytes`.
    init(bytes: [UInt8], limits: ArchiveLimits) throws {
        guard bytes.starts(with: BinaryPropertyList.signature) else {
            throw ArchiveError.malformed(
                .binaryPropertyList, at: .byte(0), reason: "expected the signature \"bplist00\"")
        }
        self.bytes = bytes
        trailer = try BinaryPropertyListTrailer(bytes: bytes)
        budget = ValueBudget(limits: limits)
        // The trailer checked that the offset table holds `objectCount` entries, so this is no
        // larger than the file.
        isOpen = [Bool](repeating: false, count: trailer.objectCount)
    }

    /// Reads the whole tree under the top object.
    mutating func readTopObject() throws -> ArchiveValue {
        if let value = try start(object: trailer.topObject) {
            return value
        }
        // `start` opened a container, so the stack is not empty; it stays so until the top
        // object's container closes.
        while true {
            let last = stack.count - 1
            if stack[last].next == stack[last].layout.count {
                isOpen[stack.removeLast().object] = false
                let value = containers.close()
                if stack.isEmpty {
                    return value
                }
                try add(value)
            } else {
                let child = try nextChild(of: last)
                if let value = try start(object: child) {
                    try add(value)
                }
            }
        }
    }

    /// Adds a finished value to the innermost container; a repeated key keeps the last value, as in
    /// CoreFoundation, but keys equal only after Unicode normalization are refused.
    private mutating func add(_ value: ArchiveValue) throws {
        if let collision = containers.addReportingKeyCollision(value) {
            throw malformed(at: containers.keyOffset, collision)
        }
    }

    /// Reads object `index`: returns it when it is a scalar, or opens it and returns nil when it is
    /// a container.
    private mutating func start(object index: Int) throws -> ArchiveValue? {
        switch try parseObject(index) {
        case .scalar(let value):
            try budget.countValue()
            return value
        case .container(let layout):
            guard !isOpen[index] else {
                throw malformed(at: layout.offset, "object \(index) contains itself")
            }
            try budget.countValue()
            try budget.checkDepth(openContainers: stack.count, at: .byte(layout.offset))
            isOpen[index] = true
            stack.append((index, layout, 0))
            containers.open(isDictionary: layout.isDictionary, reserving: budget.reservation(for: layout.count))
            return nil
        }
    }

    /// Reads the next reference of the open container at `level` (and, in a dictionary, its key).
    private mutating func nextChild(of level: Int) throws -> Int {
        let layout = stack[level].layout
        let position = stack[level].next
        stack[level].next += 1
        let referenceSize = trailer.referenceSize
        guard layout.isDictionary else {
            return try reference(at: layout.references + position * referenceSize)
        }
        let keyObject = try reference(at: layout.references + position * referenceSize)
        containers.setKey(try key(object: keyObject), at: try offset(of: keyObject))
        return try reference(at: layout.references + (layout.count + position) * referenceSize)
    }

    /// Object `index` as a dictionary key, which must be a string.
    private func key(object index: Int) throws -> String {
        let kind: String
        switch try parseObject(index) {
        case .scalar(.string(let key)):
            return key
        case .scalar(let value):
            kind = value.kindDescription
        case .container(let layout):
            kind = layout.isDictionary ? "a dictionary" : "an array"
        }
        throw malformed(at: try offset(of: index), "a dictionary key must be a string, but object \(index) is \(kind)")
    }

    func malformed(at offset: Int, _ reason: String) -> ArchiveError {
        .malformed(.binaryPropertyList, at: .byte(offset), reason: reason)
    }
}

/// Where an array's or dictionary's references are; for a dictionary, `count` keys come first,
/// then `count` values.
struct BinaryPropertyListContainerLayout {
    /// The offset of the object's marker byte.
    let offset: Int
    /// The offset of the first object reference.
    let references: Int
    let count: Int
    let isDictionary: Bool
}
