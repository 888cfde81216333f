/// The candidate most like `input`, if one is close enough to be a plausible typo or a plausible
/// guess at a name that does not exist.
///
/// Case differences cost nothing, so `TEXT` suggests `text`. A candidate qualifies when its edit
/// distance is at most a third of the longer word's length (at least 1, at most 3). Failing that,
/// the longest candidate that is `input` with camel-case words taken out of one place before its
/// last word, and at least half as long, qualifies: a name with an extra word in it, such as
/// `titleShadowColor` for `titleColor`, is too far from it to be a typo, but is most likely a guess
/// at it.
///
/// ```swift
/// closestMatch(to: "txtColor", in: ["text", "textColor"])                   // "textColor"
/// closestMatch(to: "titleShadowColor", in: ["title", "titleColor"])         // "titleColor"
/// closestMatch(to: "zzz", in: ["text"])                                     // nil
/// ```
package func closestMatch(to input: String, in candidates: [String]) -> String? {
    let needle = Array(input.lowercased())
    guard !needle.isEmpty else { return nil }
    var best: (candidate: String, distance: Int)?
    var longestWithout: (candidate: String, length: Int)?
    let written = Array(input)
    for candidate in candidates {
        let word = Array(candidate.lowercased())
        if word.count > (longestWithout?.length ?? 0), isWithoutOneInnerWord(word, of: needle, written: written) {
            longestWithout = (candidate, word.count)
        }
        let allowed = min(3, max(1, max(word.count, needle.count) / 3))
        guard abs(word.count - needle.count) <= allowed else { continue }
        let distance = editDistance(needle, word, limit: allowed)
        if distance <= allowed, distance < (best?.distance ?? .max) {
            best = (candidate, distance)
        }
    }
    return best?.candidate ?? longestWithout?.candidate
}

/// Whether `word` is `input` (lowercased; `written` as given) without one or more whole camel-case
/// words that are not its last, and at least half as long: `titleColor` in `titleShadowColor`, but not
/// `text` in `textColr`, whose last word is more likely misspelt than extra.
private func isWithoutOneInnerWord(_ word: [Character], of input: [Character], written: [Character]) -> Bool {
    guard word.count < input.count, word.count * 2 >= input.count, written.count == input.count else { return false }
    var prefix = 0
    while prefix < word.count, word[prefix] == input[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < word.count, word[word.count - 1 - suffix] == input[input.count - 1 - suffix] { suffix += 1 }
    guard prefix + suffix >= word.count else { return false }
    // Where the run is taken out may be ambiguous (`aBBc` less one `B`): any place that starts a word
    // and leaves one after it will do.
    let removed = input.count - word.count
    return (max(0, word.count - suffix)...prefix).contains { start in
        start + removed < written.count && (start == 0 || written[start].isUppercase)
            && written[start + removed].isUppercase
    }
}

/// Damerau–Levenshtein distance (adjacent swaps cost one), giving up early above `limit`.
private func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        var rowMinimum = current[0]
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                value = min(value, previousPrevious[j - 2] + 1)
            }
            current[j] = value
            rowMinimum = min(rowMinimum, value)
        }
        if rowMinimum > limit { return rowMinimum }
        (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[b.count]
}
