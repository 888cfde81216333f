/// Finds where YAML nodes, anchors (`&name`) and aliases (`*name`) start in a document's text, before
/// Yams sees it.
///
/// Yams replaces every alias with the node it names while composing, and hashes mapping keys to
/// find duplicates; a key holding aliases of aliases therefore costs time exponential in a few
/// lines of text. Neither stylesheets nor description files need anchors, so a document with one is
/// refused up front (``firstAnchorOrAlias(in:)``); configuration files use them, so TypedConfig reads
/// the tokens (``next()``) to work out how large the aliases make the document.
///
/// This is not a YAML parser: it tracks just enough (where a node may start, quoted scalars, flow
/// collections, comments and block scalars) to find every `&` or `*` that starts a node. It may
/// also flag an unusual plain scalar, such as a continuation line starting with `&`; those are
/// refused with the same message, and quoting the value fixes them. It reads each byte once or twice,
/// so its time is linear in the text.
///
/// ```swift
/// var scanner = YAMLAnchorScanner("base: &b {x: 1}\nuse: *b")
/// while let (token, mark) = scanner.next() { print(token, mark.line) }
/// // lineStart(indent: 0, isSequenceEntry: false) 1, scalar 1, value 1, anchor("b") 1, flowStart 1, …
/// ```
package struct YAMLAnchorScanner {
    /// What starts at a ``Mark``.
    package enum Token: Hashable, Sendable {
        /// The first token of a line outside flow collections, with the spaces before it.
        case lineStart(indent: Int, isSequenceEntry: Bool)
        /// `---` at the start of a line.
        case documentStart
        /// `- ` or `? `: a sequence entry or an explicit key.
        case entry
        /// `:` ending a key.
        case value
        /// A plain, quoted or block scalar.
        case scalar
        /// `[` or `{`.
        case flowStart
        /// `]` or `}` closing an open flow collection.
        case flowEnd
        /// `,` inside a flow collection.
        case flowSeparator
        /// `&name`; the name holds what libyaml accepts (ASCII letters, digits, `_`, `-`) and may be empty.
        case anchor(String)
        /// `*name`, named as an anchor is.
        case alias(String)
    }

    /// Where a token starts: its 1-based line and its byte offset, from which ``position(of:)`` counts
    /// the column in characters only when someone needs it.
    package struct Mark: Hashable, Sendable {
        package let line: Int
        /// The byte offset of the token in the document's UTF-8.
        package let offset: Int
        /// The byte offset where the token's line starts.
        package let lineStart: Int

        /// The token's byte offset within its line; for the ASCII spaces and indicators that open a
        /// line, also its column less one.
        package var byteColumn: Int { offset - lineStart }
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var flowDepth = 0
    /// Whether a node may start at the next non-blank byte.
    private var atNodeStart = true
    /// Whether this line's first token was already reported (or the line began inside a scalar).
    private var lineHasContent = false
    /// Where this line's first node (not `- ` or `? `) starts, as an offset in the line: a key's column.
    private var lineKeyColumn: Int?
    /// What a block scalar starting now must be indented past: the line's last key, else its last `- `.
    private var blockOwnerIndent: Int?
    /// Tokens found by the last step, handed out one by one.
    private var found: [(token: Token, mark: Mark)] = []
    private var nextFound = 0
    /// Steps taken so far: one per byte looked at in a loop. Tests compare it across inputs to show
    /// that the time is linear in the text.
    package private(set) var steps = 0

    /// The 1-based line and column of the first anchor or alias, if there is one.
    package static func firstAnchorOrAlias(in text: String) -> TextPosition? {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "*") }) else { return nil }
        var scanner = YAMLAnchorScanner(text)
        while let (token, mark) = scanner.next() {
            switch token {
            case .anchor, .alias: return scanner.position(of: mark)
            default: continue
            }
        }
        return nil
    }

    /// A scanner at the start of `text`.
    package init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// The next token, or nil at the end of the text.
    package mutating func next() -> (token: Token, mark: Mark)? {
        while nextFound >= found.count {
            found.removeAll(keepingCapacity: true)
            nextFound = 0
            guard step() else { return nil }
        }
        defer { nextFound += 1 }
        return found[nextFound]
    }

    /// The line and column of `mark`; the column counts characters (UTF-8 continuation bytes do not
    /// start one).
    package func position(of mark: Mark) -> TextPosition {
        let end = min(max(mark.offset, 0), bytes.count)
        let start = min(max(mark.lineStart, 0), end)
        let column = bytes[start..<end].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return TextPosition(line: mark.line, column: column)
    }

    /// Reads at least one byte, reporting what starts there; false at the end of the text.
    private mutating func step() -> Bool {
        steps += 1
        guard let byte = current else { return false }
        switch byte {
        case UInt8(ascii: "\n"):
            newLine()
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
            index += 1
        case UInt8(ascii: "#") where index == lineStart || isBlank(at: index - 1):
            skipToEndOfLine()
        default:
            if !lineHasContent {
                lineHasContent = true
                if flowDepth == 0 {
                    report(.lineStart(indent: index - lineStart, isSequenceEntry: isSequenceDash(at: index)))
                }
            }
            if atNodeStart {
                scanNodeStart(byte)
            } else {
                scanInsideScalar(byte)
            }
        }
        return true
    }

    private mutating func scanNodeStart(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""):
            noteLineKey()
            report(.scalar)
            skipQuoted(by: byte, escape: UInt8(ascii: "\\"))
        case UInt8(ascii: "'"):
            noteLineKey()
            report(.scalar)
            skipQuoted(by: byte, escape: nil)
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            noteLineKey()
            report(.flowStart)
            flowDepth += 1
            index += 1
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
            if flowDepth > 0 { report(.flowEnd) }
            flowDepth = max(flowDepth - 1, 0)
            index += 1
            atNodeStart = false
        case UInt8(ascii: ","):
            if flowDepth > 0 { report(.flowSeparator) }
            index += 1
        case UInt8(ascii: "-") where index == lineStart && startsDocumentMarker:
            noteLineKey()
            report(.documentStart)
            index += 3
        case UInt8(ascii: "-") where isBlankOrEnd(at: index + 1), UInt8(ascii: "?") where isBlankOrEnd(at: index + 1):
            report(.entry)
            if flowDepth == 0 { blockOwnerIndent = index - lineStart }
            index += 1
        case UInt8(ascii: ":") where isBlankOrEnd(at: index + 1) || flowDepth > 0:
            report(.value)
            endKey(at: index)
            index += 1
        case UInt8(ascii: "!"):
            noteLineKey()
            while let next = current, !isBlank(next) {
                steps += 1
                index += 1
            }
        case UInt8(ascii: "|") where flowDepth == 0, UInt8(ascii: ">") where flowDepth == 0:
            report(.scalar)
            skipBlockScalar()
        case UInt8(ascii: "&"), UInt8(ascii: "*"):
            noteLineKey()
            scanAnchorOrAlias(byte)
        default:
            noteLineKey()
            report(.scalar)
            atNodeStart = false
            index += 1
        }
    }

    /// An anchor leaves a node to start (the node it names); an alias is the node.
    private mutating func scanAnchorOrAlias(_ byte: UInt8) {
        let start = index
        index += 1
        while let next = current, isAnchorNameByte(next) {
            steps += 1
            index += 1
        }
        let name = String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
        if byte == UInt8(ascii: "&") {
            report(.anchor(name), at: start)
        } else {
            report(.alias(name), at: start)
            atNodeStart = false
        }
    }

    private mutating func scanInsideScalar(_ byte: UInt8) {
        index += 1
        switch byte {
        case UInt8(ascii: ":") where flowDepth > 0 || isBlankOrEnd(at: index):
            report(.value, at: index - 1)
            endKey(at: index - 1)
            atNodeStart = true
        case UInt8(ascii: ",") where flowDepth > 0:
            report(.flowSeparator, at: index - 1)
            atNodeStart = true
        case UInt8(ascii: "]") where flowDepth > 0, UInt8(ascii: "}") where flowDepth > 0:
            report(.flowEnd, at: index - 1)
            flowDepth -= 1
        default:
            break
        }
    }

    private mutating func noteLineKey() {
        if lineKeyColumn == nil { lineKeyColumn = index - lineStart }
    }

    /// A block scalar after the `:` at `offset` belongs to the key that starts the line.
    private mutating func endKey(at offset: Int) {
        if flowDepth == 0 { blockOwnerIndent = lineKeyColumn ?? offset - lineStart }
    }

    private mutating func report(_ token: Token, at offset: Int? = nil) {
        found.append((token, Mark(line: line, offset: offset ?? index, lineStart: lineStart)))
    }

    /// Moves past a line break; `insideScalar` when the scalar goes on, so the next line has no token
    /// of its own to start it.
    private mutating func newLine(insideScalar: Bool = false) {
        index += 1
        line += 1
        lineStart = index
        atNodeStart = true
        lineHasContent = insideScalar
        if !insideScalar {
            lineKeyColumn = nil
            blockOwnerIndent = nil
        }
    }

    private mutating func skipToEndOfLine() {
        while let byte = current, byte != UInt8(ascii: "\n") {
            steps += 1
            index += 1
        }
    }

    /// Skips a quoted scalar, which may span lines; `escape` (double quotes) escapes the next byte,
    /// and without one (single quotes) a doubled quote stands for itself.
    private mutating func skipQuoted(by quote: UInt8, escape: UInt8?) {
        index += 1
        while let byte = current {
            steps += 1
            if byte == UInt8(ascii: "\n") {
                newLine(insideScalar: true)
                continue
            }
            index += 1
            if byte == escape {
                if current == UInt8(ascii: "\n") { newLine(insideScalar: true) } else { index += 1 }
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
        let ownerIndent = blockOwnerIndent ?? lineKeyColumn ?? (index - lineStart)
        skipToEndOfLine()
        while current == UInt8(ascii: "\n") {
            steps += 1
            var next = index + 1
            while next < bytes.count, bytes[next] == UInt8(ascii: " ") {
                steps += 1
                next += 1
            }
            let isBlankLine =
                next >= bytes.count || bytes[next] == UInt8(ascii: "\n") || bytes[next] == UInt8(ascii: "\r")
            guard isBlankLine || next - (index + 1) > ownerIndent else { break }
            newLine(insideScalar: true)
            skipToEndOfLine()
        }
        atNodeStart = false
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private var startsDocumentMarker: Bool {
        index + 2 < bytes.count && bytes[index + 1] == UInt8(ascii: "-") && bytes[index + 2] == UInt8(ascii: "-")
            && isBlankOrEnd(at: index + 3)
    }

    private func isSequenceDash(at position: Int) -> Bool {
        position < bytes.count && bytes[position] == UInt8(ascii: "-") && isBlankOrEnd(at: position + 1)
    }

    /// libyaml's anchor names: ASCII letters and digits, `_` and `-`.
    private func isAnchorNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
            true
        default: false
        }
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
