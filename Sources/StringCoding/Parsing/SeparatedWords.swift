/// The words of a list separated by whitespace, commas or `|` in any mix, with each word's character
/// offset for carets in errors. Runs of separators count as one.
///
/// ```swift
/// separatedWords(in: "left | top,  width")   // [("left", 0), ("top", 7), ("width", 13)]
/// ```
package func separatedWords(in string: String) -> [(word: Substring, offset: Int)] {
    var words: [(word: Substring, offset: Int)] = []
    var wordStart: (index: String.Index, offset: Int)?
    var offset = 0
    for index in string.indices {
        let character = string[index]
        let isSeparator = character.isWhitespace || character == "," || character == "|"
        if isSeparator, let start = wordStart {
            words.append((string[start.index..<index], start.offset))
            wordStart = nil
        } else if !isSeparator, wordStart == nil {
            wordStart = (index, offset)
        }
        offset += 1
    }
    if let start = wordStart { words.append((string[start.index...], start.offset)) }
    return words
}
