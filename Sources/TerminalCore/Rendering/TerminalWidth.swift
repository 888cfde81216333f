/// How many terminal columns text takes: the sum of its code points' widths, as `wcswidth()`
/// measures it and as most terminals show it by default.
///
/// Each code point counts (Unicode 15.0 tables, see `TerminalWidth+Tables.swift`):
/// - 2 for East Asian Wide and Fullwidth characters (CJK, Hangul syllables, fullwidth forms) and
///   for emoji with default emoji presentation;
/// - 0 for control characters (C0, DEL, C1, and the line and paragraph separators U+2028/U+2029),
///   combining marks (Mn, Me), format characters (Cf, such as ZERO WIDTH JOINER and the variation
///   selectors) and the Hangul vowels and finals that join a leading consonant;
/// - 1 for everything else, spacing marks (Mc) and East Asian Ambiguous characters included.
///
/// A grapheme cluster takes the sum of its code points: `"e\u{301}"` is 1, the Devanagari `"नि"`
/// (a letter and a spacing vowel sign) is 2 and `"र्मा"` is 3, the Thai `"กำ"` is 2, a flag
/// (`"🇯🇵"`, two regional indicators) is 2, `"❤\u{FE0F}"` is 1 and `"⌚\u{FE0E}"` is 2 (variation
/// selectors add nothing), the keycap `"1\u{FE0F}\u{20E3}"` is 1, `"👍🏽"` is 4, and the family
/// `"👨‍👩‍👧‍👦"` is 8.
///
/// Why this rule: it is what xterm, VTE (GNOME Terminal and others), Konsole, Alacritty, foot,
/// screen and the Linux console show by default, measuring code point by code point. tmux does the
/// same except that, from 3.3 on, it joins an emoji ZWJ sequence into one 2-column glyph.
/// Grapheme-aware terminals (kitty, WezTerm, Ghostty, iTerm2, Windows Terminal) measure a whole
/// cluster instead, mostly as wide as its widest code point, so they show `"नि"` in 1 column,
/// a ZWJ family in 2 and `"❤\u{FE0F}"` in 2. And a terminal set to show East Asian Ambiguous
/// characters wide (for CJK fonts) shows symbols such as `"─"`, `"→"` and `"★"` in 2.
///
/// Those disagreements cannot break the screen: ``ANSIRenderer`` knows which characters
/// terminals measure differently (clusters whose widths differ under the rules above, and
/// ambiguous symbols), blanks its cells first when a terminal may show it narrower, places the
/// cursor explicitly after it and rewrites the cells after it that a wider reading could cover,
/// and the session turns off automatic line wrap. A terminal that measures such a character differently shows it
/// cut short or followed by blank cells, and every other cell where the layout put it. See
/// <doc:CharacterWidths>.
///
/// ```swift
/// TerminalWidth.columns(of: "漢字")   // 4
/// TerminalWidth.columns(of: "नि")     // 2
/// TerminalWidth.columns(of: "🇫🇷")    // 2
/// ```
public enum TerminalWidth {
    /// Columns a grapheme cluster takes: the sum of its code points' widths.
    ///
    /// ```swift
    /// TerminalWidth.columns(of: Character("a"))      // 1
    /// TerminalWidth.columns(of: Character("界"))     // 2
    /// TerminalWidth.columns(of: Character("र्मा"))    // 3
    /// TerminalWidth.columns(of: Character("\t"))     // 0
    /// ```
    public static func columns(of character: Character) -> Int {
        if let ascii = character.asciiValue { return ascii >= 0x20 && ascii < 0x7F ? 1 : 0 }
        var total = 0
        for scalar in character.unicodeScalars { total += columns(ofScalar: scalar.value) }
        return total
    }

    /// Columns a string takes: the sum over its grapheme clusters, which is the sum over its code
    /// points.
    ///
    /// ```swift
    /// TerminalWidth.columns(of: "Hello")       // 5
    /// TerminalWidth.columns(of: "ｈｉ!")        // 5
    /// TerminalWidth.columns(of: "cafe\u{301}") // 4
    /// ```
    public static func columns(of text: some StringProtocol) -> Int {
        if let ascii = asciiColumns(of: text.utf8) { return ascii }
        var total = 0
        for scalar in text.unicodeScalars { total += columns(ofScalar: scalar.value) }
        return total
    }
}

extension TerminalWidth {
    static let emojiPresentationSelector: UInt32 = 0xFE0F
    static let textPresentationSelector: UInt32 = 0xFE0E
    static let zeroWidthJoiner: UInt32 = 0x200D

    /// The columns of ASCII-only UTF-8 text (printable bytes count 1, control bytes 0), or nil
    /// as soon as a byte outside ASCII shows that code points must be measured.
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

    /// Whether a terminal set to show East Asian Ambiguous characters wide shows this one-column
    /// code point in two: the ambiguous symbols, numbers and private-use characters. Ambiguous
    /// letters and punctuation (`"é"`, `"ж"`, `"–"`) are left out, so that ordinary European text
    /// needs no cursor moves; such a terminal shifts them in every program alike.
    static func isAmbiguousSymbol(_ value: UInt32) -> Bool {
        value >= 0xA4 && rangesContain(ambiguousSymbolRanges, value)
    }

    /// Binary search over sorted, inclusive `first, last` pairs: the first pair that ends at or
    /// after `value` holds it when it starts at or before it.
    static func rangesContain(_ ranges: [UInt32], _ value: UInt32) -> Bool {
        let pairCount = ranges.count / 2
        let pair = (0..<pairCount).partitionPoint { ranges[2 * $0 + 1] >= value }
        return pair < pairCount && ranges[2 * pair] <= value
    }
}

extension Range<Int> {
    /// The first index for which `isPast` is true, by binary search: `isPast` must be false and then
    /// true along the range. `upperBound` when it is never true.
    package func partitionPoint(_ isPast: (Int) -> Bool) -> Int {
        var (low, high) = (lowerBound, upperBound)
        while low < high {
            let middle = low + (high - low) / 2
            if isPast(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
