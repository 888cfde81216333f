import LoomTestSupport

/// Random documents inside the reader's subset, and random mutations of them that mostly are not.
struct DocumentGenerator {
    var random: SeededGenerator
    /// The line break of the document being made.
    private var lineBreak = "\n"
    private var lines: [String] = []

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    private mutating func chance(_ percent: Int) -> Bool {
        Int.random(in: 0..<100, using: &random) < percent
    }

    private mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int.random(in: 0..<choices.count, using: &random)]
    }

    // MARK: Documents

    /// A document in the subset: a mapping or sequence of up to `maximumDepth` levels, with blank
    /// lines, comments, trailing spaces, LF or CRLF, sometimes a BOM and no final line break.
    mutating func document(maximumDepth: Int = 4) -> String {
        lineBreak = chance(25) ? "\r\n" : "\n"
        lines = []
        blankOrComments()
        let indent = chance(85) ? 0 : Int.random(in: 1...3, using: &random)
        if chance(75) {
            mapping(indent: indent, prefix: nil, depth: maximumDepth)
        } else {
            sequence(indent: indent, prefix: nil, depth: maximumDepth)
        }
        blankOrComments()
        var text = lines.joined(separator: lineBreak)
        if chance(85) { text += lineBreak }
        if chance(5) { text = "\u{FEFF}" + text }
        return text
    }

    /// Lines of a block mapping at `indent`; the first line starts with `prefix` (`- `, as wide as
    /// `indent`) when the mapping is an item's compact value.
    private mutating func mapping(indent: Int, prefix: String?, depth: Int) {
        var keys = Set<String>()
        for entry in 0..<Int.random(in: 1...5, using: &random) {
            var key = self.key()
            while !keys.insert(key).inserted { key = self.key() }
            let lead = entry == 0 ? (prefix ?? spaces(indent)) : spaces(indent)
            let choice = depth > 0 ? Int.random(in: 0..<100, using: &random) : 0
            switch choice {
            case 0..<60:
                lines.append(lead + key + ":" + spaces(Int.random(in: 1...3, using: &random)) + scalar() + ending())
            case 60..<70:
                lines.append(lead + key + ":" + ending())
            case 70..<82:
                lines.append(lead + key + ":" + ending())
                blankOrComments()
                mapping(indent: indent + Int.random(in: 1...4, using: &random), prefix: nil, depth: depth - 1)
            default:
                lines.append(lead + key + ":" + ending())
                blankOrComments()
                sequence(indent: indent + Int.random(in: 0...3, using: &random), prefix: nil, depth: depth - 1)
            }
            blankOrComments()
        }
    }

    /// Lines of a block sequence at `indent`; see `mapping` for `prefix`.
    private mutating func sequence(indent: Int, prefix: String?, depth: Int) {
        for item in 0..<Int.random(in: 1...5, using: &random) {
            let lead = (item == 0 ? (prefix ?? spaces(indent)) : spaces(indent)) + "-"
            let choice = depth > 0 ? Int.random(in: 0..<100, using: &random) : 0
            let gap = Int.random(in: 1...3, using: &random)
            switch choice {
            case 0..<50:
                lines.append(lead + spaces(gap) + scalar() + ending())
            case 50..<58:
                lines.append(lead + ending())
            case 58..<75:
                mapping(indent: indent + 1 + gap, prefix: lead + spaces(gap), depth: depth - 1)
            case 75..<82:
                sequence(indent: indent + 1 + gap, prefix: lead + spaces(gap), depth: depth - 1)
            case 82..<91:
                lines.append(lead + ending())
                blankOrComments()
                mapping(indent: indent + Int.random(in: 1...4, using: &random), prefix: nil, depth: depth - 1)
            default:
                lines.append(lead + ending())
                blankOrComments()
                sequence(indent: indent + Int.random(in: 1...4, using: &random), prefix: nil, depth: depth - 1)
            }
            blankOrComments()
        }
    }

    /// Sometimes blank lines (perhaps with spaces) and full-line comments at any indentation.
    private mutating func blankOrComments() {
        while chance(15) {
            lines.append(
                chance(50)
                    ? spaces(Int.random(in: 0...3, using: &random))
                    : spaces(Int.random(in: 0...6, using: &random)) + "#" + commentText())
        }
    }

    /// The end of a content line: nothing, trailing spaces or a comment.
    private mutating func ending() -> String {
        switch Int.random(in: 0..<10, using: &random) {
        case 0: spaces(Int.random(in: 1...3, using: &random))
        case 1: spaces(Int.random(in: 1...3, using: &random)) + "#" + commentText()
        default: ""
        }
    }

    private mutating func commentText() -> String {
        (0..<Int.random(in: 0...12, using: &random)).map { _ in pick(Self.commentCharacters) }.joined()
    }

    private func spaces(_ count: Int) -> String {
        String(repeating: " ", count: count)
    }

    // MARK: Keys and scalars

    private static let keyStart = characters("abcdefghijklmnopqrstuvwxyzABCXYZ0123456789_")
    private static let keyCharacters = keyStart + characters(".-")
    private static let plainStart = characters("abcdefgxyzQRS0123456789_./+~=é中😀\u{A0}")
    private static let plainCharacters =
        plainStart + characters("_./:@+-~%,=  ") + ["e\u{301}", "ß", "\u{1F1EB}\u{1F1F7}"]
    private static let quotedCharacters =
        plainCharacters + characters("#:'&*!|>%@`[]{}?-,\t ") + ["\\n", "\u{A0}", "\u{7E}", "\u{FFFD}", "\u{10FFFF}"]
    private static let commentCharacters = characters("abc #:-'\"&*[]{}|>!%@`\\") + ["é", "😀"]

    private static func characters(_ text: String) -> [String] {
        text.map(String.init)
    }

    private static let specialScalars = [
        "~", "null", "Null", "NULL", "nul", "~x", "true", "no", "-5", "-.inf", ".nan", "+3", "1e5", "0x1F", "...",
        "---", "--", "-x", "-.", ".", "=", "/", "a:b", "http://example.com:8080/x", "50%", "a , b", "x - y",
        "a  b", "1.0", "\"\"", "''", "\" \"", "' '", "\"null\"", "'~'", "'a\\b'", "\"#x\"", "'C:\\dir'",
    ]

    private mutating func key() -> String {
        if chance(10) { return pick(["null", "true", "1", "2.5", "_", "a.b", "a-b", "x_1", "Z"]) }
        return pick(Self.keyStart)
            + (0..<Int.random(in: 0...8, using: &random)).map { _ in pick(Self.keyCharacters) }.joined()
    }

    private mutating func scalar() -> String {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<15: return pick(Self.specialScalars)
        case 15..<25: return "\"" + quoted(excluding: ["\"", "\\"]) + "\""
        case 25..<35: return "'" + quoted(excluding: ["'"]) + "'"
        default: return plain()
        }
    }

    private mutating func quoted(excluding: Set<String>) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...12, using: &random) {
            let piece = pick(Self.quotedCharacters)
            if !excluding.contains(piece) && !(excluding.contains("\\") && piece.contains("\\")) {
                text += piece
            }
        }
        return text
    }

    /// A plain scalar in the subset: an allowed first character, no `: `, no final `:`, no final space.
    private mutating func plain() -> String {
        while true {
            var text = pick(Self.plainStart)
            for _ in 0..<Int.random(in: 0...14, using: &random) { text += pick(Self.plainCharacters) }
            while text.hasSuffix(" ") || text.hasSuffix("\u{A0}") && chance(50) { text.removeLast() }
            if !text.contains(": ") && !text.hasSuffix(":") && !text.hasSuffix(" ") && !text.isEmpty { return text }
        }
    }

    // MARK: Mutations

    private static let insertions = [
        "\t", "\"", "'", ":", ": ", "#", " #", "&a ", "*a", "[", "]", "{", "}", "!", "!!str ", "|", ">", "%", "@", "`",
        "\\", "? ", "- ", "-", "---\n", "...\n", "\r", "\u{85}", "\u{2028}", "\u{FEFF}", "\u{0}", "\u{7F}", "\u{1B}",
        " ", "  ", "\n", "<<: ", "''", "\"\"", "\\n", ",", "x: ", "\n  ", "\n- ", "a", "é", "\u{80}", "&", "*",
        ": x\n", "- a: 1\n", "\n\t", "%YAML 1.1\n", "\u{FFFE}",
    ]

    /// `text` with one to three random changes, as bytes (some changes break UTF-8).
    mutating func mutate(_ text: String) -> [UInt8] {
        var bytes = Array(text.utf8)
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            let at = Int.random(in: 0...bytes.count, using: &random)
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<55:
                bytes.insert(contentsOf: Array(pick(Self.insertions).utf8), at: at)
            case 55..<65:
                bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...3, using: &random)))
            case 65..<70 where at < bytes.count:
                bytes[at] = UInt8.random(in: 0...255, using: &random)
            default:
                // Whole lines: repeat one (a repeated key, often), re-indent one, or swap two.
                var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
                let index = Int.random(in: 0..<lines.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: lines.insert(lines[index], at: Int.random(in: 0...lines.count, using: &random))
                case 1:
                    if chance(50) {
                        lines[index].insert(
                            contentsOf: Array(repeating: 0x20, count: Int.random(in: 1...2, using: &random)), at: 0)
                    } else if lines[index].first == 0x20 {
                        lines[index].removeFirst()
                    }
                default: lines.swapAt(index, Int.random(in: 0..<lines.count, using: &random))
                }
                bytes = Array(lines.joined(separator: [0x0A]))
            }
        }
        return bytes
    }
}
