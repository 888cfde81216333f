import DocumentReading

/// Why a JSON document could not be read: 1-based position and what was expected.
struct JSONSyntaxError: Error, Equatable {
    var position: TextPosition
    /// What was expected and what was found, e.g. "expected ',' or '}' after a value in an object,
    /// found ']'".
    var reason: String
}

/// Reads JSON (RFC 8259) from bytes into a `ConfigNode` tree with the line and column of every key
/// and value, without going through YAML (many times faster than Yams, and faster than Foundation).
///
/// Scalars keep their text: a string its decoded content, a number its exact source text, `true`
/// and `false` their spelling; the property's type decides later what they become. Objects keep
/// their entries in document order, duplicates included (the caller reports them).
///
/// Containers are tracked on an explicit stack, never by recursion, so deep input cannot overflow the
/// call stack. The values of all open containers share one array (and the keys of all open objects
/// another); a container takes its slice when it closes, so each array is allocated once, at its
/// final size.
enum JSONTreeReader {
    /// Reads one JSON document (RFC 8259) into a tree. Empty or whitespace-only input gives nil.
    ///
    /// The limits count as `ConfigFileContent`'s YAML reading does: every node is a value (keys are
    /// not), and the root is on level 1, so with `maximumDepth` 1 only a scalar or an empty container
    /// can be read.
    static func read(
        _ bytes: UnsafeRawBufferPointer, maximumDepth: Int, maximumValues: Int
    ) throws(JSONSyntaxError) -> ConfigNode? {
        var scanner = JSONScanner(bytes: bytes)
        scanner.skipWhitespace()
        guard !scanner.isAtEnd else { return nil }

        var open: [OpenContainer] = []
        var values: [ConfigNode] = []
        var keys: [(text: String, position: TextPosition)] = []
        var valueCount = 0
        // What the error says is expected if no value starts where one must.
        var expected = "a value"
        var node: ConfigNode

        reading: while true {
            // Whitespace has been skipped, and a value must start here.
            let position = scanner.position
            guard let byte = scanner.current, startsValue(byte) else { throw scanner.error(expected: expected) }
            valueCount += 1
            guard valueCount <= maximumValues else {
                throw JSONSyntaxError(position: position, reason: "more than \(maximumValues) values")
            }
            guard open.count < maximumDepth else {
                throw JSONSyntaxError(position: position, reason: "nested deeper than \(maximumDepth) levels")
            }
            switch byte {
            case UInt8(ascii: "{"):
                scanner.advance()
                scanner.skipWhitespace()
                if scanner.current == UInt8(ascii: "}") {
                    scanner.advance()
                    node = .mapping(ConfigMapping(entries: [], position: position))
                } else {
                    open.append(
                        OpenContainer(isObject: true, position: position, values: values.count, keys: keys.count))
                    keys.append(try scanner.readKey(expected: "a string key or '}'"))
                    expected = "a value after ':' in an object"
                    continue reading
                }
            case UInt8(ascii: "["):
                scanner.advance()
                scanner.skipWhitespace()
                if scanner.current == UInt8(ascii: "]") {
                    scanner.advance()
                    node = .sequence([], at: position)
                } else {
                    open.append(
                        OpenContainer(isObject: false, position: position, values: values.count, keys: keys.count))
                    expected = "a value or ']'"
                    continue reading
                }
            case UInt8(ascii: "\""):
                node = .scalar(try scanner.readString(), at: position)
            case UInt8(ascii: "t"):
                guard scanner.consume("true") else { throw scanner.error(expected: expected) }
                node = .scalar("true", at: position)
            case UInt8(ascii: "f"):
                guard scanner.consume("false") else { throw scanner.error(expected: expected) }
                node = .scalar("false", at: position)
            case UInt8(ascii: "n"):
                guard scanner.consume("null") else { throw scanner.error(expected: expected) }
                node = .null(at: position)
            default:
                node = .scalar(try scanner.readNumber(), at: position)
            }

            // A value is complete: it joins its container, and every container that ends here closes.
            while let container = open.last {
                values.append(node)
                scanner.skipWhitespace()
                if scanner.current == UInt8(ascii: ",") {
                    scanner.advance()
                    scanner.skipWhitespace()
                    if container.isObject {
                        keys.append(try scanner.readKey(expected: "a string key after ',' in an object"))
                        expected = "a value after ':' in an object"
                    } else {
                        expected = "a value after ',' in an array"
                    }
                    continue reading
                }
                if container.isObject {
                    guard scanner.current == UInt8(ascii: "}") else {
                        throw scanner.error(expected: "',' or '}' after a value in an object")
                    }
                    var entries: [ConfigEntry] = []
                    entries.reserveCapacity(values.count - container.values)
                    for (key, value) in zip(keys[container.keys...], values[container.values...]) {
                        entries.append(ConfigEntry(key: key.text, keyPosition: key.position, value: value))
                    }
                    keys.removeSubrange(container.keys...)
                    values.removeSubrange(container.values...)
                    node = .mapping(ConfigMapping(entries: entries, position: container.position))
                } else {
                    guard scanner.current == UInt8(ascii: "]") else {
                        throw scanner.error(expected: "',' or ']' after a value in an array")
                    }
                    let items = Array(values[container.values...])
                    values.removeSubrange(container.values...)
                    node = .sequence(items, at: container.position)
                }
                scanner.advance()
                open.removeLast()
            }
            break reading
        }

        scanner.skipWhitespace()
        guard scanner.isAtEnd else { throw scanner.error(expected: "the end of the input after the document") }
        return node
    }

    /// An object or array whose closing bracket has not been read yet.
    private struct OpenContainer {
        let isObject: Bool
        let position: TextPosition
        /// Where its values (and an object's keys) begin in the shared arrays.
        let values: Int
        let keys: Int
    }

    private static func startsValue(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\""), UInt8(ascii: "-"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            true
        default:
            false
        }
    }
}
