/// The words of a list separated by whitespace and `separators` (commas or `|` by default) in any
/// mix, with each word's character offset, counted from `offset`, for carets in errors. Runs of
/// separators count as one; with `keepingSeparators`, each separator other than whitespace is also a
/// word of its own, as a color function's `,` and `/` are.
///
/// ```swift
/// separatedWords(in: "left | top,  width")   // [("left", 0), ("top", 7), ("width", 13)]
/// ```
package func separatedWords<Text: StringProtocol>(
    in text: Text, separators: Set<Character> = [",", "|"], keepingSeparators: Bool = false, startingAt offset: Int = 0
) -> [(word: Text.SubSequence, offset: Int)] {
    var words: [(word: Text.SubSequence, offset: Int)] = []
    var wordStart: (index: Text.Index, offset: Int)?
    var offset = offset
    for index in text.indices {
        let character = text[index]
        if character.isWhitespace || separators.contains(character) {
            if let start = wordStart { words.append((text[start.index..<index], start.offset)) }
            wordStart = nil
            if keepingSeparators, !character.isWhitespace { words.append((text[index...index], offset)) }
        } else if wordStart == nil {
            wordStart = (index, offset)
        }
        offset += 1
    }
    if let start = wordStart { words.append((text[start.index...], start.offset)) }
    return words
}
