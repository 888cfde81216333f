extension TerminalWidth {
    /// The columns terminals may give `character` when some measure it otherwise than
    /// ``columns(of:)-(Character)``, from the narrowest to the widest; nil when they all agree.
    ///
    /// Four readings besides the sum of code points are covered: a grapheme-aware terminal's
    /// (the cluster as wide as its widest code point, 2 with VARIATION SELECTOR-16 after an
    /// emoji, 1 with VARIATION SELECTOR-15, 2 for a flag), tmux's joining of a ZWJ sequence into
    /// its first code point's cell, a terminal that draws each regional indicator of a flag as an
    /// emoji of its own, and one that shows East Asian Ambiguous symbols wide.
    ///
    /// ```swift
    /// TerminalWidth.disputedColumns(of: "नि")    // 1...2
    /// TerminalWidth.disputedColumns(of: "─")     // 1...2
    /// TerminalWidth.disputedColumns(of: "漢")    // nil
    /// ```
    static func disputedColumns(of character: Character) -> ClosedRange<Int>? {
        let scalars = character.unicodeScalars
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else { return nil }
        guard let second = iterator.next() else { return disputedColumns(ofScalar: first.value) }
        var sum = 0
        var widestSum = 0
        var widestScalar = 0
        var hasEmojiSelector = false
        var hasJoiner = false
        for scalar in scalars {
            let value = scalar.value
            let columns = columns(ofScalar: value)
            sum += columns
            let isDrawnWide = isAmbiguousSymbol(value) || isRegionalIndicator(value)
            widestSum += columns == 1 && isDrawnWide ? 2 : columns
            widestScalar = max(widestScalar, columns)
            if value == emojiPresentationSelector { hasEmojiSelector = true }
            if value == zeroWidthJoiner { hasJoiner = true }
        }
        var clusterColumns = widestScalar
        if isRegionalIndicator(first.value) && isRegionalIndicator(second.value) {
            clusterColumns = 2
        } else if first.properties.isEmoji && second.value == textPresentationSelector {
            clusterColumns = 1
        } else if first.properties.isEmoji && hasEmojiSelector && widestScalar > 0 {
            clusterColumns = 2
        }
        let joinedColumns = hasJoiner ? max(columns(ofScalar: first.value), min(sum, 1)) : sum
        // A terminal that does not know the sequence shows it as wide as its widest code point.
        let narrowest = min(sum, clusterColumns, joinedColumns, widestScalar)
        let widest = max(widestSum, clusterColumns)
        return narrowest == sum && widest == sum ? nil : narrowest...widest
    }

    /// ``disputedColumns(of:)`` for a cluster of one code point: 1...2 for an ambiguous symbol,
    /// else nil.
    static func disputedColumns(ofScalar value: UInt32) -> ClosedRange<Int>? {
        isAmbiguousSymbol(value) ? 1...2 : nil
    }
}
