import DocumentReading

/// One `NAME=value` assignment from a `.env` file, or a bare `NAME` (value nil).
struct DotEnvEntry: Equatable, Sendable {
    var name: String
    /// Nil for a bare `NAME` line, which names a variable without giving it a value.
    var value: String?
    /// 1-based line of the NAME.
    var line: Int
    /// 1-based column (in Unicode scalars) where the value starts: after the `=`, the blanks that
    /// follow it, and any opening quote; for a bare `NAME`, where the name starts.
    var column: Int
}

/// What a `.env` line that cannot be read does to a load.
///
/// ```swift
/// var options = ConfigLoader.Options()
/// options.dotEnvBadLines = .skipWithWarning   // python-dotenv's behaviour
/// ```
public enum DotEnvBadLines: Hashable, Sendable {
    /// The line is an error: the load fails and the report names the line (the default).
    case fail
    /// The line is skipped, and a warning (in ``LoadedConfig/warnings`` and to
    /// ``ConfigLoader/Options/warningHandler``) names it, as python-dotenv does.
    case skipWithWarning
}

/// Reads `.env` files the way docker compose and python-dotenv users write them.
///
/// Syntax, line by line (python-dotenv's, except where the catalog's "Compatibility with
/// python-dotenv" says otherwise):
/// - Blank lines, and lines whose first non-blank character is `#`, are ignored. LF, CRLF and a
///   lone CR end lines. A UTF-8 byte order mark at the very start is skipped and not counted in
///   columns. "Blank" means space or tab, nothing else.
/// - `NAME=value`, with an optional leading `export` and blanks (`export FOO=1`), and optional blanks
///   around `=`. NAME is `[A-Za-z_][A-Za-z0-9_.-]*`, optionally in single quotes (`'NAME'=value`).
///   `export =1` and `export=1` set `export`.
/// - A bare `NAME` (no `=`, optionally followed by a `# comment`) names the variable without a value.
/// - Unquoted value: the rest of the line, trailing blanks trimmed. A `#` preceded by a blank starts
///   a comment (`A=x #c` is "x", `A=x#c` is "x#c", `A= #c` is ""). `NAME=` gives "".
/// - Single-quoted `'...'`: literal except `\'` (a quote) and `\\` (a backslash), which is how
///   python-dotenv writes a value holding `'`; may span lines.
/// - Double-quoted `"..."`: escapes `\n \r \t \a \b \f \v \" \' \\ \$`; any other backslash is
///   kept with the character after it (`"\d"` is `\d`); may span lines.
/// - A quoted value keeps its line breaks as written, except that a CRLF becomes one `\n` (so a
///   file checked out with Windows line endings means the same). After the closing quote only blanks and an optional
///   `# comment` may follow on that line.
/// - `$VAR` and `${VAR}` are NOT expanded: every value is literal. (Write `\$` or `'$'` if you like;
///   both give `$`, as they would in a shell.)
/// - A name set twice: the later line wins, and a warning names both lines.
///
/// Nothing is silently dropped: every line that is not blank, a comment, or part of a used
/// assignment gives a problem, and a line with an error gives no entry. An unterminated quote is
/// reported at the opening quote, and parsing resumes on the line after it.
///
/// Problems name what was given and what was expected ("expected NAME=value, found 'just some
/// words'"): errors of the file's syntax, and warnings for a name set again (the file still means
/// something).
enum DotEnvFile {
    /// The assignments in `text`, in line order, one per name (the last one set), and the problems of
    /// the file at `path`.
    ///
    /// With `badLines` ``DotEnvBadLines/skipWithWarning`` the file's syntax errors are warnings
    /// that say the line is skipped.
    static func parse(
        _ text: String, path: String, badLines: DotEnvBadLines = .fail
    ) -> (entries: [DotEnvEntry], problems: [ConfigProblem]) {
        var parser = DotEnvParser(bytes: Array(text.utf8), path: path, badLines: badLines)
        parser.parseFile()
        return (parser.winningEntries, parser.problems)
    }
}

/// How far the parser has read: the byte offset, and the line and column there.
private struct DotEnvCursor {
    var offset: Int
    var text: TextPosition
}

/// Scans the file's UTF-8 bytes once, front to back, keeping the line and column as it goes.
///
/// Linear time: each byte is looked at a bounded number of times. The one rewind, after an
/// unterminated quote, happens at most once per quote kind: an unterminated `'` means no unescaped `'`
/// follows it, and an unterminated `"` means no unescaped `"` follows it, while any later opening quote comes
/// after `=` or a blank, so it is never escaped and would have closed the first.
private struct DotEnvParser {
    let bytes: [UInt8]
    let path: String
    let badLines: DotEnvBadLines
    var cursor: DotEnvCursor
    private(set) var problems: [ConfigProblem] = []
    private var entries: [DotEnvEntry] = []
    private var isOverridden: [Bool] = []
    /// The index in `entries`, and line, of the assignment that currently wins for each name.
    private var latest: [String: (index: Int, line: Int)] = [:]

    init(bytes: [UInt8], path: String, badLines: DotEnvBadLines) {
        self.bytes = bytes
        self.path = path
        self.badLines = badLines
        cursor = DotEnvCursor(offset: ByteOrderMark.utf8Length(in: bytes), text: TextPosition(line: 1, column: 1))
    }

    var winningEntries: [DotEnvEntry] {
        zip(entries, isOverridden).filter { !$0.1 }.map(\.0)
    }

    mutating func parseFile() {
        while current != nil {
            parseLine()
        }
    }

    // MARK: Bytes

    private var current: UInt8? { byte(at: cursor.offset) }

    private func byte(at offset: Int) -> UInt8? {
        bytes.indices.contains(offset) ? bytes[offset] : nil
    }

    private var isAtLineEnd: Bool {
        current.map(Self.isLineBreak) ?? true
    }

    private static func isLineBreak(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// Moves past one byte, counting lines at LF and at a CR that no LF follows, and columns at the
    /// first byte of each scalar.
    private mutating func advance() {
        guard let byte = current else { return }
        cursor.offset += 1
        if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && current != UInt8(ascii: "\n")) {
            cursor.text.line += 1
            cursor.text.column = 1
        } else if byte & 0xC0 != 0x80 {
            cursor.text.column += 1
        }
    }

    private mutating func skipBlanks() {
        while let byte = current, Self.isBlank(byte) { advance() }
    }

    /// Moves to the start of the next line.
    private mutating func skipToNextLine() {
        while !isAtLineEnd { advance() }
        let isCarriageReturn = current == UInt8(ascii: "\r")
        advance()
        if isCarriageReturn && current == UInt8(ascii: "\n") { advance() }
    }

    /// The offset just past the last non-blank byte before the end of the line that `offset` is on.
    private func trimmedLineEnd(from offset: Int) -> Int {
        var end = offset
        var trimmedEnd = offset
        while let byte = byte(at: end), !Self.isLineBreak(byte) {
            if !Self.isBlank(byte) { trimmedEnd = end + 1 }
            end += 1
        }
        return trimmedEnd
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range.clamped(to: bytes.indices)], as: UTF8.self)
    }

    private func quoted(_ range: Range<Int>) -> String {
        ProblemText.quoted(bytes[range.clamped(to: bytes.indices)])
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        isLetter(byte) || byte == UInt8(ascii: "_")
    }

    private static func isNameContinuation(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "-")
    }

    // MARK: Lines

    private mutating func parseLine() {
        skipBlanks()
        if isAtLineEnd || current == UInt8(ascii: "#") {
            skipToNextLine()
            return
        }
        let lineStart = cursor
        skipExportKeyword()
        let isQuotedName = current == UInt8(ascii: "'")
        if isQuotedName { advance() }
        let nameStart = cursor
        if let byte = current, Self.isNameStart(byte) {
            advance()
            while let byte = current, Self.isNameContinuation(byte) { advance() }
        }
        let nameEnd = cursor.offset
        let nameIsComplete = nameEnd > nameStart.offset && (!isQuotedName || current == UInt8(ascii: "'"))
        if isQuotedName && nameIsComplete { advance() }
        skipBlanks()
        if nameIsComplete && (isAtLineEnd || current == UInt8(ascii: "#")) {
            // A bare NAME: python-dotenv's variable without a value.
            add(
                DotEnvEntry(
                    name: text(nameStart.offset..<nameEnd), value: nil, line: nameStart.text.line,
                    column: nameStart.text.column),
                nameColumn: nameStart.text.column)
            skipToNextLine()
            return
        }
        guard current == UInt8(ascii: "="), nameIsComplete else {
            reportMalformedLine(lineStart: lineStart, nameStart: nameStart)
            skipToNextLine()
            return
        }
        let name = text(nameStart.offset..<nameEnd)
        advance()
        skipBlanks()
        let blankBeforeValue = byte(at: cursor.offset - 1).map(Self.isBlank) == true
        let assignment: (value: String, column: Int)?
        switch current {
        case UInt8(ascii: "'"): assignment = parseQuoted(name: name, quote: UInt8(ascii: "'"))
        case UInt8(ascii: "\""): assignment = parseQuoted(name: name, quote: UInt8(ascii: "\""))
        default: assignment = parseUnquoted(blankBefore: blankBeforeValue)
        }
        if let assignment {
            let entry = DotEnvEntry(
                name: name, value: assignment.value, line: nameStart.text.line, column: assignment.column)
            add(entry, nameColumn: nameStart.text.column)
        }
    }

    private static let exportKeyword = Array("export".utf8)

    /// Skips `export` and the blanks after it, unless `export` is itself the name (`export = 1`).
    private mutating func skipExportKeyword() {
        let start = cursor.offset
        guard bytes.dropFirst(start).starts(with: Self.exportKeyword),
            let after = byte(at: start + Self.exportKeyword.count), Self.isBlank(after)
        else { return }
        var next = start + Self.exportKeyword.count
        while let byte = byte(at: next), Self.isBlank(byte) { next += 1 }
        guard byte(at: next) != UInt8(ascii: "=") else { return }
        while cursor.offset < next { advance() }
    }

    /// Says what is wrong with a line that is not `NAME=value`; `nameStart` is after any `export`.
    private mutating func reportMalformedLine(lineStart: DotEnvCursor, nameStart: DotEnvCursor) {
        let lineEnd = trimmedLineEnd(from: lineStart.offset)
        var equals = nameStart.offset
        while equals < lineEnd && byte(at: equals) != UInt8(ascii: "=") { equals += 1 }
        guard equals < lineEnd else {
            problem(at: lineStart, "expected NAME=value, found \(quoted(lineStart.offset..<lineEnd))")
            return
        }
        let givenNameEnd = trimmedEnd(nameStart.offset, equals)
        guard givenNameEnd > nameStart.offset else {
            problem(at: nameStart, "expected a name before '=', found \(quoted(lineStart.offset..<lineEnd))")
            return
        }
        problem(
            at: nameStart,
            "invalid name \(quoted(nameStart.offset..<givenNameEnd)): expected a letter or '_' followed by letters, "
                + "digits, '_', '.' or '-'")
    }

    /// `end` moved back over blanks, not before `start`.
    private func trimmedEnd(_ start: Int, _ end: Int) -> Int {
        var end = end
        while end > start, let byte = byte(at: end - 1), Self.isBlank(byte) { end -= 1 }
        return end
    }

    // MARK: Values

    /// The rest of the line up to a comment, trailing blanks trimmed; `blankBefore` says whether a
    /// blank came just before the value, which makes a `#` right at its start a comment.
    private mutating func parseUnquoted(blankBefore: Bool) -> (value: String, column: Int) {
        let start = cursor
        var contentEnd = start.offset
        var afterBlank = blankBefore
        while !isAtLineEnd, let byte = current {
            if byte == UInt8(ascii: "#") && afterBlank { break }
            afterBlank = Self.isBlank(byte)
            advance()
            if !afterBlank { contentEnd = cursor.offset }
        }
        skipToNextLine()
        return (text(start.offset..<contentEnd), start.text.column)
    }

    /// A quoted value starting at the opening `quote`, or nil after reporting a problem.
    private mutating func parseQuoted(name: String, quote: UInt8) -> (value: String, column: Int)? {
        let opening = cursor
        let isDouble = quote == UInt8(ascii: "\"")
        advance()
        let column = cursor.text.column
        var value: [UInt8] = []
        while true {
            guard let byte = current else {
                let kind = isDouble ? "double-quoted" : "single-quoted"
                let mark = isDouble ? "'\"'" : "\"'\""
                problem(
                    at: opening,
                    "unterminated \(kind) value of \(ProblemText.quoted(name)): expected a closing \(mark) "
                        + "before the end of the file")
                cursor = opening
                skipToNextLine()
                return nil
            }
            if byte == quote {
                advance()
                break
            }
            if byte == UInt8(ascii: "\r") && self.byte(at: cursor.offset + 1) == UInt8(ascii: "\n") {
                advance()
                continue
            }
            if byte == UInt8(ascii: "\\"), let escaped = self.byte(at: cursor.offset + 1),
                let replacement = isDouble
                    ? Self.escapeReplacement(escaped) : Self.singleQuoteEscapeReplacement(escaped)
            {
                value.append(replacement)
                advance()
                advance()
                continue
            }
            value.append(byte)
            advance()
        }
        skipBlanks()
        if !isAtLineEnd && current != UInt8(ascii: "#") {
            problem(
                at: cursor,
                "unexpected \(quoted(cursor.offset..<trimmedLineEnd(from: cursor.offset))) after the closing "
                    + "quote of \(ProblemText.quoted(name)): expected only blanks or a # comment")
            skipToNextLine()
            return nil
        }
        skipToNextLine()
        return (String(decoding: value, as: UTF8.self), column)
    }

    /// What `\` followed by `byte` means in a double-quoted value, or nil if both are kept as written.
    private static func escapeReplacement(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "n"): UInt8(ascii: "\n")
        case UInt8(ascii: "r"): UInt8(ascii: "\r")
        case UInt8(ascii: "t"): UInt8(ascii: "\t")
        case UInt8(ascii: "a"): 0x07
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "v"): 0x0B
        case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"), UInt8(ascii: "$"): byte
        default: nil
        }
    }

    /// What `\` followed by `byte` means in a single-quoted value: python-dotenv writes a `'` in a
    /// value as `\'`, and reads `\\` as one backslash; any other backslash is kept.
    private static func singleQuoteEscapeReplacement(_ byte: UInt8) -> UInt8? {
        byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\\") ? byte : nil
    }

    // MARK: Results

    private mutating func add(_ entry: DotEnvEntry, nameColumn: Int) {
        if let previous = latest[entry.name] {
            if isOverridden.indices.contains(previous.index) { isOverridden[previous.index] = true }
            problems.append(
                ConfigProblem(
                    kind: .overridden, severity: .warning, keyPath: "",
                    source: .file(path: path, line: entry.line, column: nameColumn),
                    reason: "\(ProblemText.quoted(entry.name)) is set again; line \(previous.line) is overridden"))
        }
        latest[entry.name] = (entries.count, entry.line)
        entries.append(entry)
        isOverridden.append(false)
    }

    /// A syntax error of the file, or a warning that its line is skipped when bad lines are.
    private mutating func problem(at cursor: DotEnvCursor, _ message: String) {
        var problem = ConfigProblem.unreadableFile(path, at: cursor.text, reason: message)
        if badLines == .skipWithWarning {
            problem.severity = .warning
            problem.reason = message + "; the line is skipped"
        }
        problems.append(problem)
    }
}
