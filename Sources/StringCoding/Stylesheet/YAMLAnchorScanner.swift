/// Finds YAML anchors (`&name`) and aliases (`*name`) in a document's text, before Yams sees it.
///
/// Yams replaces every alias with the node it names while composing, and hashes mapping keys to
/// find duplicates; a key holding aliases of aliases therefore costs time exponential in a few
/// lines of text. Neither stylesheets nor description files need anchors, so a document with one is
/// refused up front.
///
/// This is not a YAML parser: it tracks just enough (where a node may start, quoted scalars, flow
/// collections, comments and block scalars) to find every `&` or `*` that starts a node. It may
/// also flag an unusual plain scalar, such as a continuation line starting with `&`; those are
/// refused with the same message, and quoting the value fixes them.
package struct YAMLAnchorScanner {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var flowDepth = 0
    /// Whether a node may start at the next non-blank byte.
    private var atNodeStart = true

    /// The 1-based line and column of the first anchor or alias, if there is one.
    package static func firstAnchorOrAlias(in text: String) -> (line: Int, column: Int)? {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "*") }) else { return nil }
        var scanner = YAMLAnchorScanner(bytes: Array(text.utf8))
        return scanner.scan()
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func scan() -> (line: Int, column: Int)? {
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\n"):
                newLine()
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "#") where index == lineStart || isBlank(at: index - 1):
                skipToEndOfLine()
            default:
                if atNodeStart {
                    if byte == UInt8(ascii: "&") || byte == UInt8(ascii: "*") { return (line, column) }
                    scanNodeStart(byte)
                } else {
                    scanInsideScalar(byte)
                }
            }
        }
        return nil
    }

    private mutating func scanNodeStart(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): skipQuoted(by: byte, escape: UInt8(ascii: "\\"))
        case UInt8(ascii: "'"): skipQuoted(by: byte, escape: nil)
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            flowDepth += 1
            index += 1
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
            flowDepth = max(flowDepth - 1, 0)
            index += 1
            atNodeStart = false
        case UInt8(ascii: ","):
            index += 1
        case UInt8(ascii: "-") where index == lineStart && startsDocumentMarker:
            index += 3
        case UInt8(ascii: "-") where isBlankOrEnd(at: index + 1),
            UInt8(ascii: "?") where isBlankOrEnd(at: index + 1),
            UInt8(ascii: ":") where isBlankOrEnd(at: index + 1) || flowDepth > 0:
            index += 1
        case UInt8(ascii: "!"):
            while let next = current, !isBlank(next) { index += 1 }
        case UInt8(ascii: "|") where flowDepth == 0, UInt8(ascii: ">") where flowDepth == 0:
            skipBlockScalar()
        default:
            atNodeStart = false
            index += 1
        }
    }

    private mutating func scanInsideScalar(_ byte: UInt8) {
        index += 1
        switch byte {
        case UInt8(ascii: ":") where flowDepth > 0 || isBlankOrEnd(at: index):
            atNodeStart = true
        case UInt8(ascii: ",") where flowDepth > 0:
            atNodeStart = true
        case UInt8(ascii: "]") where flowDepth > 0, UInt8(ascii: "}") where flowDepth > 0:
            flowDepth -= 1
        default:
            break
        }
    }

    private mutating func newLine() {
        index += 1
        line += 1
        lineStart = index
        atNodeStart = true
    }

    private mutating func skipToEndOfLine() {
        while let byte = current, byte != UInt8(ascii: "\n") { index += 1 }
    }

    /// Skips a quoted scalar, which may span lines; `escape` (double quotes) escapes the next byte,
    /// and without one (single quotes) a doubled quote stands for itself.
    private mutating func skipQuoted(by quote: UInt8, escape: UInt8?) {
        index += 1
        while let byte = current {
            if byte == UInt8(ascii: "\n") {
                newLine()
                continue
            }
            index += 1
            if byte == escape {
                if current == UInt8(ascii: "\n") { newLine() } else { index += 1 }
            } else if byte == quote {
                guard escape == nil, current == quote else { break }
                index += 1
            }
        }
        atNodeStart = false
    }

    /// Skips a `|` or `>` block scalar: the rest of its line, then every blank line and every line
    /// indented more than the key (or sequence entry) it belongs to.
    private mutating func skipBlockScalar() {
        var ownerColumn = lineStart
        while ownerColumn < index, isBlank(bytes[ownerColumn]) || isSequenceDash(at: ownerColumn) { ownerColumn += 1 }
        let ownerIndent = ownerColumn - lineStart
        skipToEndOfLine()
        while current == UInt8(ascii: "\n") {
            var next = index + 1
            while next < bytes.count, bytes[next] == UInt8(ascii: " ") { next += 1 }
            let isBlankLine =
                next >= bytes.count || bytes[next] == UInt8(ascii: "\n") || bytes[next] == UInt8(ascii: "\r")
            guard isBlankLine || next - (index + 1) > ownerIndent else { break }
            newLine()
            skipToEndOfLine()
        }
        atNodeStart = false
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// The 1-based column in characters: UTF-8 continuation bytes do not start one.
    private var column: Int {
        bytes[lineStart..<index].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }

    private var startsDocumentMarker: Bool {
        index + 2 < bytes.count && bytes[index + 1] == UInt8(ascii: "-") && bytes[index + 2] == UInt8(ascii: "-")
            && isBlankOrEnd(at: index + 3)
    }

    private func isSequenceDash(at position: Int) -> Bool {
        bytes[position] == UInt8(ascii: "-") && isBlankOrEnd(at: position + 1)
    }

    private func isBlank(at position: Int) -> Bool {
        position >= 0 && position < bytes.count && isBlank(bytes[position])
    }

    private func isBlankOrEnd(at position: Int) -> Bool { position >= bytes.count || isBlank(bytes[position]) }

    private func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }
}
