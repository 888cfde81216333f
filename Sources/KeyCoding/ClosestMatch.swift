/// The candidate most like `input`, if one is close enough to be a plausible typo.
///
/// Case differences cost nothing, so `TEXT` suggests `text`. A candidate qualifies when its edit
/// distance is at most a third of the longer word's length (at least 1, at most 3).
///
/// ```swift
/// closestMatch(to: "txtColor", in: ["text", "textColor"])   // "textColor"
/// closestMatch(to: "zzz", in: ["text"])                     // nil
/// ```
package func closestMatch(to input: String, in candidates: [String]) -> String? {
    let needle = Array(input.lowercased())
    guard !needle.isEmpty else { return nil }
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
        let word = Array(candidate.lowercased())
        let allowed = min(3, max(1, max(word.count, needle.count) / 3))
        guard abs(word.count - needle.count) <= allowed else { continue }
        let distance = editDistance(needle, word, limit: allowed)
        if distance <= allowed, distance < (best?.distance ?? .max) {
            best = (candidate, distance)
        }
    }
    return best?.candidate
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
