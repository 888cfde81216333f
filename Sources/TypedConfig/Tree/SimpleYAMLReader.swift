/// Reads the simple YAML most configuration files are written in straight into a ``ConfigNode``
/// tree, several times faster than Yams, and gives up on anything else.
///
/// The subset: block mappings whose keys match `[A-Za-z0-9_][A-Za-z0-9_.-]*`, block sequences
/// (also compact `- key: value` and `- - item`, and sequences at their key's indentation), and
/// one-line scalars: plain ones made of letters, digits, other non-ASCII text, inner spaces and
/// `_ . / : @ + - ~ % , =`, double-quoted ones without backslashes and single-quoted ones without
/// `''`; indentation by spaces, blank lines and `#` comments, LF or CRLF, a leading BOM.
///
/// Within it, the tree is the one Yams and `YAMLTreeConverter` give: the same texts, nulls, entry
/// order and positions. Outside it (including every malformed document, duplicate keys, nesting
/// at the depth limit and documents with too many values) ``read(_:)`` returns nil without
/// guessing, and the caller reads the document with Yams, which also words the errors.
enum SimpleYAMLReader {
    /// The document's tree; `.some(nil)` for a document without content (as Yams gives no root);
    /// nil when the document is not in the subset.
    static func read(_ bytes: UnsafeRawBufferPointer) -> ConfigNode?? {
        var reader = Reader(bytes)
        return reader.document()
    }
}

private let lineFeed: UInt8 = 0x0A
private let carriageReturn: UInt8 = 0x0D
private let space: UInt8 = 0x20
private let hash: UInt8 = 0x23
private let colon: UInt8 = 0x3A
private let dash: UInt8 = 0x2D
private let doubleQuote: UInt8 = 0x22
private let singleQuote: UInt8 = 0x27
private let backslash: UInt8 = 0x5C

/// One pass over the bytes; every method returns nil or false to give up.
///
/// Nesting is read by recursion, one level of `mapping`/`sequence`/`blockValue` per level of the
/// tree, which the depth limit bounds.
private struct Reader {
    let bytes: UnsafeRawBufferPointer
    let end: Int
    /// The next byte to read.
    var offset = 0
    /// The 1-based number of the current line.
    var line = 1
    /// The offset of the current line's first byte (after the BOM on the first line).
    var lineStart = 0
    /// The 0-based column of the node being read: the current line's indentation, or for a compact
    /// node (`- key: value`, `- - item`) the column it starts at.
    var indent = 0
    /// Whether only blank lines and comments are left.
    var atEnd = false
    /// Nodes made so far, as the converter counts them (keys are not).
    var nodeCount = 0
    /// The hashes of the keys of the mappings being read, outer mappings' first.
    var keyHashes: [UInt64] = []
    /// Scratch space for finding repeated keys in large mappings.
    var hashTable: [Int] = []

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        end = bytes.count
    }

    mutating func document() -> ConfigNode?? {
        if end >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            offset = 3
            lineStart = 3
        }
        guard skipToContent() else { return nil }
        if atEnd { return .some(nil) }
        guard let root = blockCollection(depth: 0), atEnd else { return nil }
        return .some(root)
    }

    // MARK: Nodes

    /// A mapping or sequence starting at `offset`, at column `indent`.
    mutating func blockCollection(depth: Int) -> ConfigNode? {
        if isSequenceEntry(at: offset) { return sequence(depth: depth) }
        if keyEnd(at: offset) != nil { return mapping(depth: depth) }
        return nil
    }

    /// A block mapping whose first key is at `offset`, at column `indent`.
    mutating func mapping(depth: Int) -> ConfigNode? {
        guard countNode(depth: depth) else { return nil }
        let mappingIndent = indent
        let position = TextPosition(line: line, column: mappingIndent + 1)
        var entries: [ConfigEntry] = []
        let firstKeyHash = keyHashes.count
        defer { keyHashes.removeSubrange(firstKeyHash...) }
        while true {
            guard let keyEnd = keyEnd(at: offset) else { return nil }
            let key = text(from: offset, to: keyEnd)
            keyHashes.append(keyHash(from: offset, to: keyEnd))
            let keyPosition = TextPosition(line: line, column: offset - lineStart + 1)
            offset = keyEnd + 1
            guard let value = blockValue(parentIndent: mappingIndent, depth: depth + 1, inMapping: true) else {
                return nil
            }
            entries.append(ConfigEntry(key: key, keyPosition: keyPosition, value: value))
            if atEnd || indent < mappingIndent { break }
            guard indent == mappingIndent else { return nil }
        }
        // Yams refuses a repeated key.
        guard !hasRepeatedKey(entries, hashes: keyHashes[firstKeyHash...]) else { return nil }
        return .mapping(ConfigMapping(entries: entries, position: position))
    }

    /// Whether two entries have the same key, found through the keys' hashes (equal keys have equal
    /// hashes; equal hashes are confirmed by comparing the keys).
    mutating func hasRepeatedKey(_ entries: [ConfigEntry], hashes: ArraySlice<UInt64>) -> Bool {
        let base = hashes.startIndex
        if entries.count <= 8 {
            for first in 0..<entries.count {
                for second in (first + 1)..<entries.count
                where hashes[base + first] == hashes[base + second] && entries[first].key == entries[second].key {
                    return true
                }
            }
            return false
        }
        // Open addressing in a table of entry indices at most half full, reused between mappings.
        var size = 16
        while size < entries.count * 2 { size *= 2 }
        if hashTable.count < size { hashTable = Array(repeating: -1, count: size) }
        hashTable.withUnsafeMutableBufferPointer { table in
            for slot in 0..<size { table[slot] = -1 }
        }
        let mask = size - 1
        for index in 0..<entries.count {
            let hash = hashes[base + index]
            var slot = Int(truncatingIfNeeded: hash) & mask
            while hashTable[slot] >= 0 {
                let other = hashTable[slot]
                if hashes[base + other] == hash && entries[other].key == entries[index].key { return true }
                slot = (slot + 1) & mask
            }
            hashTable[slot] = index
        }
        return false
    }

    /// FNV-1a over a key's bytes.
    func keyHash(from start: Int, to end: Int) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for index in start..<end { hash = (hash ^ UInt64(bytes[index])) &* 0x100_0000_01B3 }
        return hash
    }

    /// A block sequence whose first `-` is at `offset`, at column `indent`.
    mutating func sequence(depth: Int) -> ConfigNode? {
        guard countNode(depth: depth) else { return nil }
        let sequenceIndent = indent
        let position = TextPosition(line: line, column: sequenceIndent + 1)
        var items: [ConfigNode] = []
        while true {
            offset += 1
            guard let item = blockValue(parentIndent: sequenceIndent, depth: depth + 1, inMapping: false) else {
                return nil
            }
            items.append(item)
            if atEnd || indent < sequenceIndent { break }
            guard indent == sequenceIndent else { return nil }
            // A key at the dashes' column ends a sequence that sits at its key's indentation; the
            // parent decides whether it may be there.
            guard isSequenceEntry(at: offset) else { break }
        }
        return .sequence(items, at: position)
    }

    /// What follows a key's `:` or an item's `-` (`offset` is just after it): a scalar on the same
    /// line, a compact collection (items only), a more-indented collection on the following lines,
    /// a sequence at the key's indentation (values only), or nothing (null).
    ///
    /// Leaves `offset` at the next content line, with `indent` set, or `atEnd`.
    mutating func blockValue(parentIndent: Int, depth: Int, inMapping: Bool) -> ConfigNode? {
        var index = offset
        while index < end, bytes[index] == space { index += 1 }
        if index >= end || bytes[index] == lineFeed || bytes[index] == carriageReturn || bytes[index] == hash {
            // Yams places the empty value just after the indicator.
            let nullPosition = TextPosition(line: line, column: offset - lineStart + 1)
            offset = index
            guard endLine(), skipToContent() else { return nil }
            if !atEnd {
                if indent > parentIndent { return blockCollection(depth: depth) }
                if inMapping, indent == parentIndent, isSequenceEntry(at: offset) { return sequence(depth: depth) }
            }
            guard countNode(depth: depth) else { return nil }
            return .null(at: nullPosition)
        }
        offset = index
        if !inMapping {
            indent = index - lineStart
            if isSequenceEntry(at: index) { return sequence(depth: depth) }
            if keyEnd(at: index) != nil { return mapping(depth: depth) }
        }
        guard let node = scalar(depth: depth), endLine(), skipToContent() else { return nil }
        // A more-indented line would continue a plain scalar, or be an error.
        if !atEnd, indent > parentIndent { return nil }
        return node
    }

    /// A one-line scalar at `offset`; leaves `offset` just after it.
    mutating func scalar(depth: Int) -> ConfigNode? {
        guard countNode(depth: depth) else { return nil }
        let position = TextPosition(line: line, column: offset - lineStart + 1)
        let first = bytes[offset]
        if first == doubleQuote || first == singleQuote {
            let start = offset + 1
            var index = start
            while true {
                guard index < end else { return nil }
                let byte = bytes[index]
                if byte == first { break }
                // Backslashes escape in double quotes only.
                if byte >= space, byte < 0x7F, byte != backslash || first == singleQuote {
                    index += 1
                } else if byte == 0x09 {
                    index += 1
                } else if byte >= 0x80, let length = scalarLength(at: index) {
                    index += length
                } else {
                    return nil
                }
            }
            let text = text(from: start, to: index)
            offset = index + 1
            // `''` inside single quotes is an escaped quote.
            if first == singleQuote, offset < end, bytes[offset] == singleQuote { return nil }
            return .scalar(text, at: position)
        }
        guard isPlainStart(first) || (first == dash && offset + 1 < end && isPlainCharacter(bytes[offset + 1])) else {
            return nil
        }
        var index = offset
        var textEnd = offset
        while index < end {
            // Most of a plain scalar is letters and digits.
            while index < end, isPlainCharacter(bytes[index]) { index += 1 }
            if index > textEnd, bytes[index - 1] != space { textEnd = index }
            guard index < end else { break }
            let byte = bytes[index]
            if byte == space {
                index += 1
            } else if byte == colon {
                // `: ` or a final `:` would make the text a key.
                let next = index + 1
                guard next < end, bytes[next] != space, bytes[next] != lineFeed, bytes[next] != carriageReturn
                else { return nil }
                index = next
                textEnd = index
            } else if byte >= 0x80 {
                guard let length = scalarLength(at: index) else { return nil }
                index += length
                textEnd = index
            } else if byte == lineFeed || byte == carriageReturn || (byte == hash && bytes[index - 1] == space) {
                break
            } else {
                return nil
            }
        }
        let start = offset
        offset = textEnd
        return isNull(from: start, to: textEnd)
            ? .null(at: position) : .scalar(text(from: start, to: textEnd), at: position)
    }

    mutating func countNode(depth: Int) -> Bool {
        nodeCount += 1
        return depth < ConfigFileContent.maximumDepth && nodeCount <= ConfigFileContent.maximumValues
    }

    // MARK: Lines

    /// Skips blank and comment lines from the start of a line (or the end of the text); leaves
    /// `offset` at the first character of the next content line with `indent` set, or sets `atEnd`.
    mutating func skipToContent() -> Bool {
        while true {
            var index = offset
            while index < end, bytes[index] == space { index += 1 }
            guard index < end else {
                offset = end
                atEnd = true
                return true
            }
            let byte = bytes[index]
            guard byte == lineFeed || byte == carriageReturn || byte == hash else {
                offset = index
                indent = index - lineStart
                return true
            }
            offset = index
            guard endLine() else { return false }
        }
    }

    /// Reads optional spaces, an optional comment and the line break (or the end of the text),
    /// leaving `offset` at the start of the next line.
    mutating func endLine() -> Bool {
        var index = offset
        while index < end, bytes[index] == space { index += 1 }
        if index < end, bytes[index] == hash {
            // A `#` starts a comment only at the start of a line or after a space.
            guard index == lineStart || bytes[index - 1] == space else { return false }
            index += 1
            while index < end {
                let byte = bytes[index]
                if byte >= space, byte < 0x7F {
                    index += 1
                } else if byte == lineFeed || byte == carriageReturn {
                    break
                } else if byte >= 0x80, let length = scalarLength(at: index) {
                    index += length
                } else {
                    return false
                }
            }
        }
        guard index < end else {
            offset = end
            return true
        }
        if bytes[index] == lineFeed {
            index += 1
        } else if bytes[index] == carriageReturn, index + 1 < end, bytes[index + 1] == lineFeed {
            index += 2
        } else {
            return false
        }
        offset = index
        lineStart = index
        line += 1
        return true
    }

    // MARK: Characters

    /// Whether a sequence entry (`-` then a space or the line's end) starts at `index`.
    func isSequenceEntry(at index: Int) -> Bool {
        guard index < end, bytes[index] == dash else { return false }
        let next = index + 1
        return next >= end || bytes[next] == space || bytes[next] == lineFeed || bytes[next] == carriageReturn
    }

    /// The offset of the `:` if a key (then `:` and a space or the line's end) starts at `index`.
    func keyEnd(at index: Int) -> Int? {
        guard index < end, isKeyCharacter(bytes[index]), bytes[index] != dash, bytes[index] != 0x2E else {
            return nil
        }
        var keyEnd = index + 1
        while keyEnd < end, isKeyCharacter(bytes[keyEnd]) { keyEnd += 1 }
        // libyaml looks no further than 1,024 characters for a key's `:`.
        guard keyEnd < end, bytes[keyEnd] == colon, keyEnd - index <= 1000 else { return nil }
        let next = keyEnd + 1
        guard next >= end || bytes[next] == space || bytes[next] == lineFeed || bytes[next] == carriageReturn else {
            return nil
        }
        return keyEnd
    }

    /// `[A-Za-z0-9_.-]`.
    func isKeyCharacter(_ byte: UInt8) -> Bool {
        isMember(byte, low: 0x03FF_6000_0000_0000, high: 0x07FF_FFFE_87FF_FFFE)
    }

    /// ASCII letters, digits and `_ . / @ + - ~ % , =`.
    func isPlainCharacter(_ byte: UInt8) -> Bool {
        isMember(byte, low: 0x23FF_F820_0000_0000, high: 0x47FF_FFFE_87FF_FFFF)
    }

    /// Whether an ASCII byte is in a set given as bit masks for 0–63 and 64–127.
    @inline(__always)
    func isMember(_ byte: UInt8, low: UInt64, high: UInt64) -> Bool {
        byte < 64 ? (low >> byte) & 1 != 0 : byte < 128 && (high >> (byte & 63)) & 1 != 0
    }

    /// ASCII letters, digits and `_ . / + ~ =`, and non-ASCII: what may start a plain scalar here
    /// (YAML's indicators, `-` among them, may not).
    func isPlainStart(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x80...0xFF: true
        case 0x5F, 0x2E, 0x2F, 0x2B, 0x7E, 0x3D: true
        default: false
        }
    }

    /// The length of the well-formed UTF-8 sequence for a non-ASCII scalar at `index`, or nil if it
    /// is malformed or a character libyaml refuses or treats as a line break or space: C1 controls
    /// (with NEL), U+2028, U+2029, U+FEFF, U+FFFE and U+FFFF.
    func scalarLength(at index: Int) -> Int? {
        let lead = bytes[index]
        func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            index + offset < end && range.contains(bytes[index + offset])
        }
        switch lead {
        case 0xC2: return continuation(1, 0xA0...0xBF) ? 2 : nil
        case 0xC3...0xDF: return continuation(1) ? 2 : nil
        case 0xE0: return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : nil
        case 0xE2:
            guard continuation(1), continuation(2) else { return nil }
            return bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9) ? nil : 3
        case 0xE1, 0xE3...0xEC, 0xEE: return continuation(1) && continuation(2) ? 3 : nil
        case 0xED: return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : nil
        case 0xEF:
            guard continuation(1), continuation(2) else { return nil }
            let second = bytes[index + 1]
            let third = bytes[index + 2]
            if second == 0xBB && third == 0xBF { return nil }
            if second == 0xBF && third >= 0xBE { return nil }
            return 3
        case 0xF0: return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : nil
        case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : nil
        case 0xF4: return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : nil
        default: return nil
        }
    }

    /// Whether a plain scalar's text is one that the converter reads as null: `~`, `null`, `Null`, `NULL`.
    func isNull(from start: Int, to end: Int) -> Bool {
        switch end - start {
        case 1: return bytes[start] == 0x7E
        case 4:
            let first = bytes[start]
            let rest = (bytes[start + 1], bytes[start + 2], bytes[start + 3])
            return (first == 0x6E || first == 0x4E) && rest == (0x75, 0x6C, 0x6C)
                || (first == 0x4E && rest == (0x55, 0x4C, 0x4C))
        default: return false
        }
    }

    func text(from start: Int, to end: Int) -> String {
        String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
}
