import Foundation

/// A fenced code block of a Markdown file, with the marker comment on the line before it.
struct FencedBlock: Sendable {
    /// The file, relative to the package root (`README.md`).
    let file: String
    /// The 1-based line of the opening fence.
    let line: Int
    /// What follows the opening backticks: `swift`, `text`, `yaml`, or "".
    let language: String
    /// The lines between the fences, without the indentation of the opening fence.
    let lines: [String]
    /// What the `<!-- snippet: Name -->` or `<!-- output: Name -->` line before the fence says.
    let marker: Marker?

    enum Marker: Equatable, Sendable {
        /// The block is the visible text of the snippet.
        case snippet(String)
        /// The block is what the snippet writes to standard output.
        case output(String)
    }

    var text: String { lines.joined(separator: "\n") }

    /// `file:line`, as a person looks the block up.
    var location: String { "\(file):\(line)" }

    /// The file a YAML or TOML block holds when its first line names one (`# Config/config.yaml`), so that the
    /// examples reading it can be run on exactly what the text shows.
    var namedFile: String? {
        guard language == "yaml" || language == "toml", let first = lines.first, first.hasPrefix("# ") else {
            return nil
        }
        let name = first.dropFirst(2)
        let isPath = name.allSatisfy { $0.isLetter || $0.isNumber || "._/-".contains($0) }
        let suffixes = language == "toml" ? [".toml"] : [".yaml", ".yml"]
        return isPath && suffixes.contains(where: name.hasSuffix) ? String(name) : nil
    }
}

/// Reads the fenced blocks of Markdown text.
enum Markdown {
    static func fencedBlocks(of text: String, file: String) -> [FencedBlock] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blocks: [FencedBlock] = []
        var index = 0
        while index < lines.count {
            guard let (indentation, language) = openingFence(lines[index]) else {
                index += 1
                continue
            }
            var end = index + 1
            while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces) != "```" { end += 1 }
            let content = lines[(index + 1)..<min(end, lines.count)].map { removingIndentation(indentation, from: $0) }
            let marker = index > 0 ? self.marker(lines[index - 1]) : nil
            blocks.append(
                FencedBlock(file: file, line: index + 1, language: language, lines: Array(content), marker: marker))
            index = end + 1
        }
        return blocks
    }

    /// The indentation and language of a line that opens a fence.
    private static func openingFence(_ line: String) -> (Int, String)? {
        let indentation = line.prefix { $0 == " " }.count
        let rest = line.dropFirst(indentation)
        guard rest.hasPrefix("```") else { return nil }
        return (indentation, rest.dropFirst(3).trimmingCharacters(in: .whitespaces))
    }

    private static func removingIndentation(_ indentation: Int, from line: String) -> String {
        String(line.dropFirst(min(indentation, line.prefix { $0 == " " }.count)))
    }

    /// The marker an HTML comment line states, if it is one.
    private static func marker(_ line: String) -> FencedBlock.Marker? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("<!--"), trimmed.hasSuffix("-->") else { return nil }
        let words = trimmed.dropFirst(4).dropLast(3).split(separator: " ")
        guard words.count == 2 else { return nil }
        switch words[0] {
        case "snippet:": return .snippet(String(words[1]))
        case "output:": return .output(String(words[1]))
        default: return nil
        }
    }
}
