/// Breaks text into the lines a label shows: wrapped at words or characters, cut to a number of
/// lines, and truncated with "…" the way the line break mode says.
///
/// ```swift
/// TextLayout.lines(of: "one two three", width: 7, maximumLines: 0, lineBreakMode: .byWordWrapping)
/// // ["one two", "three"]
/// ```
public enum TextLayout {
    /// The lines `text` takes in `width` columns. `maximumLines` 0 means no limit.
    ///
    /// Wrapping modes wrap at words (or characters) and cut the lines that do not fit; truncating
    /// and clipping modes wrap multi-line text at words too (as UIKit does) and apply the mode to
    /// the last line shown, or to the only line when `maximumLines` is 1. Newlines always break.
    ///
    /// ```swift
    /// TextLayout.lines(of: "Johnny Appleseed", width: 10, maximumLines: 1, lineBreakMode: .byTruncatingTail)
    /// // ["Johnny Ap…"]
    /// ```
    public static func lines(of text: String, width: Int, maximumLines: Int, lineBreakMode: LineBreakMode) -> [String] {
        guard width > 0 else { return [] }
        // "\r\n" is one Character in Swift, so it is a separator of its own.
        let paragraphs = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        let wrapsLines = maximumLines != 1
        var lines: [String] = []
        var isCut = false
        for paragraph in paragraphs {
            let wrapped: [String]
            if !wrapsLines {
                wrapped = [String(paragraph)]
            } else if lineBreakMode == .byCharWrapping {
                wrapped = wrapAtCharacters(paragraph, width: width)
            } else {
                wrapped = wrapAtWords(paragraph, width: width)
            }
            lines += wrapped
            if maximumLines > 0, lines.count > maximumLines {
                lines.removeLast(lines.count - maximumLines)
                isCut = true
                break
            }
        }
        guard let last = lines.indices.last else { return lines }
        for index in lines.indices where TerminalWidth.columns(of: lines[index]) > width || (isCut && index == last) {
            lines[index] = fitted(
                lines[index], width: width, lineBreakMode: lineBreakMode, isCut: isCut && index == last)
        }
        return lines
    }

    /// The widest line's width and the number of lines.
    ///
    /// ```swift
    /// TextLayout.size(of: ["ab", "cde"])   // (3, 2)
    /// ```
    public static func size(of lines: [String]) -> (width: Int, height: Int) {
        (lines.map { TerminalWidth.columns(of: $0) }.max() ?? 0, lines.count)
    }

    private static func fitted(_ line: String, width: Int, lineBreakMode: LineBreakMode, isCut: Bool) -> String {
        switch lineBreakMode {
        case .byTruncatingHead:
            return TerminalWidth.columns(of: line) > width ? "…" + suffix(of: line, columns: width - 1) : line
        case .byTruncatingMiddle:
            guard TerminalWidth.columns(of: line) > width else { return line }
            let head = (width - 1 + 1) / 2
            return prefix(of: line, columns: head) + "…" + suffix(of: line, columns: width - 1 - head)
        case .byTruncatingTail:
            guard isCut || TerminalWidth.columns(of: line) > width else { return line }
            let kept = prefix(of: line, columns: width - 1)
            return kept.trimmingTrailingSpaces + "…"
        default:
            return prefix(of: line, columns: width)
        }
    }

    /// The longest start of `text` that fits in `columns`, counting wide characters as two columns
    /// and never splitting one.
    ///
    /// ```swift
    /// TextLayout.prefix(of: "日本語", columns: 5)   // "日本"
    /// ```
    public static func prefix(of text: some StringProtocol, columns: Int) -> String {
        String(leading(text, columns: columns))
    }

    /// The longest end of `text` that fits in `columns`, counting wide characters as two columns
    /// and never splitting one.
    ///
    /// ```swift
    /// TextLayout.suffix(of: "~/Documents", columns: 9)   // "Documents"
    /// ```
    public static func suffix(of text: some StringProtocol, columns: Int) -> String {
        String(leading(text.reversed(), columns: columns).reversed())
    }

    /// The characters from the start of `characters` up to the first that does not fit in `columns`.
    private static func leading(_ characters: some Sequence<Character>, columns: Int) -> [Character] {
        var used = 0
        return characters.prefix { character in
            used += TerminalWidth.columns(of: character)
            return used <= columns
        }
    }

    private static func wrapAtCharacters(_ paragraph: Substring, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var used = 0
        for character in paragraph {
            let columns = TerminalWidth.columns(of: character)
            if used + columns > width, !line.isEmpty {
                lines.append(line)
                line = ""
                used = 0
            }
            line.append(character)
            used += columns
        }
        lines.append(line)
        return lines
    }

    /// Words go on a line while they fit; a word longer than a line is broken at characters.
    private static func wrapAtWords(_ paragraph: Substring, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var used = 0
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
            let wordWidth = TerminalWidth.columns(of: word)
            let needed = line.isEmpty ? wordWidth : used + 1 + wordWidth
            if needed <= width {
                if !line.isEmpty { line.append(" ") }
                line += word
                used = needed
                continue
            }
            if !line.isEmpty { lines.append(line) }
            if wordWidth <= width {
                (line, used) = (String(word), wordWidth)
            } else {
                var pieces = wrapAtCharacters(word, width: width)
                let last = pieces.removeLast()
                lines += pieces
                (line, used) = (last, TerminalWidth.columns(of: last))
            }
        }
        lines.append(line)
        return lines
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
