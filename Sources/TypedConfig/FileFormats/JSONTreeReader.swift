import DocumentReading

/// Reads JSON (RFC 8259) into a `ConfigNode` tree with the line and column of every key and value,
/// with DocumentReading's ``JSONReader`` and without going through YAML.
///
/// Scalars keep their text: a string its decoded content, a number its exact source text, `true`
/// and `false` their spelling; the property's type decides later what they become. Objects keep
/// their entries in document order, duplicates included (the caller reports them). Lines end at
/// "\n" only (so "\r\n" is one ending), and columns count Unicode scalars.
enum JSONTreeReader {
    /// Reads one JSON document (RFC 8259) into a tree. Empty or whitespace-only input gives nil; a
    /// document that cannot be read is a ``ConfigProblem`` of the file at `path`, at the line and
    /// column of what was found, saying what was expected ("expected ',' or '}' after a value in an
    /// object, found ']'").
    ///
    /// The limits count as `ConfigFileContent`'s YAML reading does: every node is a value (keys are
    /// not), and the root is on level 1, so with `maximumDepth` 1 only a scalar or an empty container
    /// can be read.
    static func read(
        _ raw: UnsafeRawBufferPointer, path: String, maximumDepth: Int, maximumValues: Int
    ) throws(ConfigProblem) -> ConfigNode? {
        let bytes = raw.assumingMemoryBound(to: UInt8.self)
        // A UTF-8 byte order mark is not part of the text; columns count from after it.
        let start = ByteOrderMark.utf8Length(in: bytes)
        guard bytes[start...].contains(where: { !isWhitespace($0) }) else { return nil }
        let builder = ConfigNodeBuilder(
            path: path, lines: JSONLineCounter(bytes: bytes, start: start), maximumDepth: maximumDepth,
            maximumValues: maximumValues)
        var reader = JSONReader(bytes: bytes, start: start, builder: builder)
        do {
            return try reader.readDocument()
        } catch let problem as ConfigProblem {
            throw problem
        } catch let problem as JSONSyntaxProblem {
            throw JSONProblemWording(bytes: bytes, start: start).problem(for: problem, path: path)
        } catch {
            // The reader and the builder throw nothing else.
            throw .unreadableFile(path, at: TextPosition(line: 1, column: 1), reason: "\(error)")
        }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}

/// The line and column of byte offsets asked for in increasing order, each in O(distance moved).
/// Only "\n" ends a line; the column counts Unicode scalars (bytes that are not UTF-8 continuation
/// bytes), which holds because the reader has checked the UTF-8 before every offset it reports.
struct JSONLineCounter {
    let bytes: UnsafeBufferPointer<UInt8>
    private var offset: Int
    private var line = 1
    private var lineStart: Int
    /// UTF-8 continuation bytes between `lineStart` and `offset`.
    private var continuationBytesInLine = 0

    init(bytes: UnsafeBufferPointer<UInt8>, start: Int) {
        self.bytes = bytes
        offset = start
        lineStart = start
    }

    mutating func position(of target: Int) -> TextPosition {
        while offset < target && offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            if byte == 0x0A {
                line += 1
                lineStart = offset
                continuationBytesInLine = 0
            } else if byte & 0xC0 == 0x80 {
                continuationBytesInLine += 1
            }
        }
        return TextPosition(line: line, column: target - lineStart - continuationBytesInLine + 1)
    }
}

/// Builds `ConfigNode`s with positions, counting values and levels as configuration files do.
private struct ConfigNodeBuilder: JSONBuilding {
    static var underscoreContinuesAWord: Bool { true }
    let path: String
    var lines: JSONLineCounter
    let maximumDepth: Int
    let maximumValues: Int
    private var valueCount = 0
    /// Where the value being read starts.
    private var position = TextPosition(line: 1, column: 1)
    /// The values of all open containers share one array (and the keys of all open objects another);
    /// a container takes its slice when it closes, so each array is allocated once, at its final size.
    private var open: [OpenContainer] = []
    private var values: [ConfigNode] = []
    private var keys: [(text: String, position: TextPosition)] = []

    init(path: String, lines: JSONLineCounter, maximumDepth: Int, maximumValues: Int) {
        self.path = path
        self.lines = lines
        self.maximumDepth = maximumDepth
        self.maximumValues = maximumValues
    }

    /// An object or array whose closing bracket has not been read yet.
    private struct OpenContainer {
        let isObject: Bool
        let position: TextPosition
        /// Where its values (and an object's keys) begin in the shared arrays.
        let values: Int
        let keys: Int
    }

    mutating func beginValue(_ kind: JSONValueKind, at offset: Int, openContainers: Int) throws {
        position = lines.position(of: offset)
        valueCount += 1
        guard valueCount <= maximumValues else {
            throw ConfigProblem.unreadableFile(path, at: position, reason: "more than \(maximumValues) values")
        }
        guard openContainers < maximumDepth else {
            throw ConfigProblem.unreadableFile(path, at: position, reason: "nested deeper than \(maximumDepth) levels")
        }
    }

    func string(_ text: String) -> ConfigNode {
        .scalar(text, at: position)
    }

    func number(_ source: Range<Int>) -> ConfigNode {
        .scalar(String(decoding: UnsafeBufferPointer(rebasing: lines.bytes[source]), as: UTF8.self), at: position)
    }

    func literal(_ literal: JSONLiteral) -> ConfigNode {
        switch literal {
        case .true: .scalar("true", at: position)
        case .false: .scalar("false", at: position)
        case .null: .null(at: position)
        }
    }

    mutating func openContainer(isObject: Bool) {
        open.append(OpenContainer(isObject: isObject, position: position, values: values.count, keys: keys.count))
    }

    mutating func key(_ key: String, at offset: Int) {
        keys.append((key, lines.position(of: offset)))
    }

    mutating func add(_ value: ConfigNode) {
        values.append(value)
    }

    mutating func closeContainer() -> ConfigNode {
        let container = open.removeLast()
        defer { values.removeSubrange(container.values...) }
        guard container.isObject else { return .sequence(Array(values[container.values...]), at: container.position) }
        var entries: [ConfigEntry] = []
        entries.reserveCapacity(values.count - container.values)
        for (key, value) in zip(keys[container.keys...], values[container.values...]) {
            entries.append(ConfigEntry(key: key.text, keyPosition: key.position, value: value))
        }
        keys.removeSubrange(container.keys...)
        return .mapping(ConfigMapping(entries: entries, position: container.position))
    }
}
