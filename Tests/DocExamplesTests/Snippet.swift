import Foundation

/// A file of `Snippets/`: SwiftPM builds each as an executable named after the file.
///
/// Lines between `// snippet.hide` and `// snippet.show` are context a reader does not see:
/// imports and declarations that a fragment relies on, files it reads, and the checks of what the
/// text around the block says. The rest, without leading and trailing blank lines, is the
/// snippet's visible text, which the Markdown shows as a code block.
struct Snippet: Sendable {
    let name: String
    /// The path relative to the package root (`Snippets/README/ReadmeKeyCoding.swift`).
    let path: String
    let source: String

    /// The lines a reader sees.
    var visibleLines: [String] {
        var visible: [String] = []
        var isHidden = false
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            switch line.trimmingCharacters(in: .whitespaces) {
            case "// snippet.hide": isHidden = true
            case "// snippet.show": isHidden = false
            default: if !isHidden { visible.append(String(line)) }
            }
        }
        let isBlank = { (line: String) in line.trimmingCharacters(in: .whitespaces).isEmpty }
        guard let first = visible.firstIndex(where: { !isBlank($0) }),
            let last = visible.lastIndex(where: { !isBlank($0) })
        else { return [] }
        return Array(visible[first...last])
    }

    /// The lines of standard output the visible text states, in order: `// Prints "text"` (after
    /// code or on a line of its own) states one line; `// Prints:` states the comment lines that
    /// follow it, each without its `// `.
    var statedOutput: [String] {
        var output: [String] = []
        var isInPrintsBlock = false
        for line in visibleLines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if isInPrintsBlock, trimmed.hasPrefix("//") {
                let comment = trimmed.dropFirst(2)
                output.append(String(comment.hasPrefix(" ") ? comment.dropFirst() : comment))
                continue
            }
            isInPrintsBlock = false
            guard let range = line.range(of: "// Prints") else { continue }
            let claim = line[range.upperBound...]
            if claim.trimmingCharacters(in: .whitespaces) == ":" {
                isInPrintsBlock = true
            } else if let open = claim.firstIndex(of: "\""), let close = claim.lastIndex(of: "\""), open < close {
                output.append(String(claim[claim.index(after: open)..<close]))
            }
        }
        return output
    }
}
