/// Reads one XML property list from UTF-8 bytes without recursion: open `<array>`s and `<dict>`s
/// wait on an explicit stack, so nesting is bounded by ``ArchiveLimits/maximumDepth`` alone.
struct XMLPropertyListReader: TextInputScanning {
    static let format = ArchiveFormat.xmlPropertyList
    let input: TextInput
    /// The next byte to read.
    var index: Int
    var budget: ValueBudget
    /// Reused to build text that contains entities or CDATA sections.
    var scratch: [UInt8] = []
    /// The arrays and dictionaries opened and not yet closed.
    private var containers = TextContainerStack()

    /// Where a value element is expected, which decides the "expected …" of an error.
    private enum ValueContext {
        case root, plist, arrayElement, dictionaryValue

        var expectation: String {
            switch self {
            case .root: "expected <plist> or a value element"
            case .plist: "expected a value element in <plist>"
            case .arrayElement: "expected a value element or </array>"
            case .dictionaryValue: "a <key> must be followed by a value; expected a value element"
            }
        }
    }

    init(input: TextInput, limits: ArchiveLimits) {
        self.input = input
        index = input.start
        budget = ValueBudget(limits: limits)
    }

    mutating func readDocument() throws -> ArchiveValue {
        try skipMisc(allowDoctype: true)
        var tag = try readTag(expected: ValueContext.root.expectation)
        let inPlist = tag.element == .plist && !tag.isEnd
        if inPlist {
            guard !tag.isEmpty else {
                throw error(at: tag.offset, "\(ValueContext.plist.expectation), found <plist/>")
            }
            try skipMisc()
            tag = try readTag(expected: ValueContext.plist.expectation)
        }
        var value = try readValue(tag, inPlist ? .plist : .root)
        while !containers.isEmpty {
            value = try add(value)
        }
        if inPlist {
            try skipMisc()
            let end = try readTag(expected: "expected </plist>")
            guard end.isEnd && end.element == .plist else {
                throw error(at: end.offset, "expected </plist> after the value, found \(end)")
            }
        }
        try skipMisc()
        guard index >= bytes.count else {
            throw error(
                at: index, "expected the end of the input after the property list, found \(input.describe(at: index))")
        }
        return value
    }

    /// Adds a finished value to the innermost open container and reads on to the next finished
    /// value: a scalar or empty container, or a container this closes.
    private mutating func add(_ value: ArchiveValue) throws -> ArchiveValue {
        // A repeated key replaces the value, as in CoreFoundation.
        if let collision = containers.addReportingKeyCollision(value) {
            throw error(at: containers.keyOffset, collision)
        }
        if containers.innermostIsDictionary {
            switch try readMember() {
            case .closed(let dictionary): return dictionary
            case .value(let tag): return try readValue(tag, .dictionaryValue)
            }
        }
        try skipMisc()
        let tag = try readTag(expected: ValueContext.arrayElement.expectation)
        if tag.isEnd {
            guard tag.element == .array else { throw error(at: tag.offset, "expected </array>, found \(tag)") }
            return containers.close()
        }
        return try readValue(tag, .arrayElement)
    }

    /// What follows in an open dictionary: its end, or a key and the tag that starts its value.
    private enum MemberStep {
        case closed(ArchiveValue)
        case value(XMLPropertyListTag)
    }

    /// In an open dictionary: reads `<key>…</key>` and the tag after it, or `</dict>`.
    private mutating func readMember() throws -> MemberStep {
        try skipMisc()
        let tag = try readTag(expected: "expected <key> or </dict>")
        if tag.isEnd && tag.element == .dict {
            return .closed(containers.close())
        }
        guard !tag.isEnd, tag.element == .key else {
            throw error(at: tag.offset, "expected <key> or </dict>, found \(tag)")
        }
        containers.setKey(tag.isEmpty ? "" : try readText(closing: tag), at: tag.offset)
        try skipMisc()
        return .value(try readTag(expected: ValueContext.dictionaryValue.expectation))
    }

    /// Reads the value that `tag` starts and returns it when it is a scalar or an empty container;
    /// opens a non-empty container and reads on into it down to its first such value.
    private mutating func readValue(_ first: XMLPropertyListTag, _ context: ValueContext) throws -> ArchiveValue {
        var tag = first
        var context = context
        while true {
            guard !tag.isEnd, let element = tag.element, element != .plist, element != .key else {
                if !tag.isEnd && tag.element == nil { throw error(at: tag.offset, "unknown element \(tag)") }
                throw error(at: tag.offset, "\(context.expectation), found \(tag)")
            }
            try budget.countValue()
            switch element {
            case .array, .dict:
                let isDictionary = element == .dict
                if tag.isEmpty { return isDictionary ? .dictionary([:]) : .array([]) }
                try budget.checkDepth(openContainers: containers.count, at: input.position(of: tag.offset))
                containers.open(isDictionary: isDictionary)
                if isDictionary {
                    switch try readMember() {
                    case .closed(let dictionary): return dictionary
                    case .value(let next): tag = next
                    }
                    context = .dictionaryValue
                    continue
                }
                try skipMisc()
                tag = try readTag(expected: ValueContext.arrayElement.expectation)
                if tag.isEnd && tag.element == .array { return containers.close() }
                context = .arrayElement
            case .true, .false:
                if !tag.isEmpty {
                    try skipMisc()
                    let end = try readTag(expected: "expected </\(element.rawValue)>")
                    guard end.isEnd && end.element == element else {
                        throw error(at: end.offset, "expected </\(element.rawValue)>, found \(end)")
                    }
                }
                return .bool(element == .true)
            default:
                let text = tag.isEmpty ? "" : try readText(closing: tag)
                return try scalar(element, text, at: tag.contentOffset)
            }
        }
    }
}
