/// How many terminal columns text takes: 0, 1 or 2 per grapheme cluster.
///
/// Widths follow what grapheme-aware terminals show, one cluster at a time:
/// - 2 for East Asian Wide and Fullwidth characters (CJK, Hangul, fullwidth forms) and for emoji
///   with default emoji presentation (Unicode 15.0 tables, see `TerminalWidth+Tables.swift`);
/// - 2 for a cluster with VARIATION SELECTOR-16 (U+FE0F) after a character that has an emoji form
///   (`"❤️"`, `"1️⃣"`), and for a pair of regional indicators (a flag, `"🇯🇵"`);
/// - 1 for an emoji followed by VARIATION SELECTOR-15 (U+FE0E), its text form (`"⌚︎"`);
/// - 0 for control characters (C0, DEL, C1, and the line and paragraph separators U+2028/U+2029),
///   and for a cluster made only of combining marks or format characters (`"\u{200B}"`);
/// - otherwise the widest code point in the cluster, so combining accents and zero-width joiners
///   add nothing (`"é"` as `e` + U+0301 is 1; a ZWJ family `"👨‍👩‍👧"` is 2).
///
/// Terminals that measure code point by code point instead of cluster by cluster may show emoji
/// ZWJ sequences wider than this.
///
/// ```swift
/// TerminalWidth.columns(of: "漢字")   // 4
/// TerminalWidth.columns(of: "🇫🇷")    // 2
/// ```
public enum TerminalWidth {
    /// Columns a grapheme cluster takes: 0, 1 or 2.
    ///
    /// ```swift
    /// TerminalWidth.columns(of: Character("a"))    // 1
    /// TerminalWidth.columns(of: Character("界"))   // 2
    /// TerminalWidth.columns(of: Character("\t"))   // 0
    /// ```
    public static func columns(of character: Character) -> Int {
        if let ascii = character.asciiValue { return ascii >= 0x20 && ascii < 0x7F ? 1 : 0 }
        var scalars = character.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return 0 }
        if isControl(first.value) { return 0 }
        var widest = columns(ofScalar: first.value)
        guard let second = scalars.next() else { return widest }
        if isRegionalIndicator(first.value) && isRegionalIndicator(second.value) { return 2 }
        if second.value == textPresentationSelector && first.properties.isEmoji { return 1 }
        var hasEmojiSelector = false
        var next: Unicode.Scalar? = second
        while let scalar = next {
            if scalar.value == emojiPresentationSelector { hasEmojiSelector = true }
            widest = max(widest, columns(ofScalar: scalar.value))
            next = scalars.next()
        }
        if hasEmojiSelector && widest > 0 && first.properties.isEmoji { return 2 }
        return widest
    }

    /// Columns a string takes: the sum over its grapheme clusters.
    ///
    /// ```swift
    /// TerminalWidth.columns(of: "Hello")       // 5
    /// TerminalWidth.columns(of: "ｈｉ!")        // 5
    /// TerminalWidth.columns(of: "cafe\u{301}") // 4
    /// ```
    public static func columns(of text: some StringProtocol) -> Int {
        if let ascii = asciiColumns(of: text.utf8) { return ascii }
        var total = 0
        for character in text { total += columns(of: character) }
        return total
    }
}

extension TerminalWidth {
    static let emojiPresentationSelector: UInt32 = 0xFE0F
    static let textPresentationSelector: UInt32 = 0xFE0E

    /// The columns of ASCII-only UTF-8 text (printable bytes count 1, control bytes 0), or nil
    /// as soon as a byte outside ASCII shows that clusters must be measured.
    static func asciiColumns(of utf8: some Sequence<UInt8>) -> Int? {
        var total = 0
        for byte in utf8 {
            if byte >= 0x80 { return nil }
            if byte >= 0x20 && byte != 0x7F { total += 1 }
        }
        return total
    }

    /// Control characters, which the buffer skips: C0, DEL, C1, and the line and paragraph
    /// separators, which only make sense to a layout that already split the lines.
    static func isControl(_ value: UInt32) -> Bool {
        value < 0x20 || (value >= 0x7F && value < 0xA0) || value == 0x2028 || value == 0x2029
    }

    static func isRegionalIndicator(_ value: UInt32) -> Bool { value >= 0x1F1E6 && value <= 0x1F1FF }

    /// The columns one code point takes on its own: the tables' answer, with the common scripts
    /// below U+0300 (which has neither wide nor zero-width code points) answered directly.
    static func columns(ofScalar value: UInt32) -> Int {
        if value < 0x300 { return isControl(value) ? 0 : 1 }
        if isControl(value) { return 0 }
        if value >= 0x1100 && rangesContain(wideRanges, value) { return 2 }
        return rangesContain(zeroWidthRanges, value) ? 0 : 1
    }

    /// Binary search over sorted, inclusive `first, last` pairs.
    static func rangesContain(_ ranges: [UInt32], _ value: UInt32) -> Bool {
        ranges.withUnsafeBufferPointer { pairs in
            var low = 0
            var high = pairs.count / 2
            while low < high {
                let middle = (low + high) / 2
                if value < pairs[2 * middle] {
                    high = middle
                } else if value > pairs[2 * middle + 1] {
                    low = middle + 1
                } else {
                    return true
                }
            }
            return false
        }
    }
}
