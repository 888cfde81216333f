import Foundation
import Testing

/// Every Swift code block in README.md and in the DocC articles compiles as a reader copies it and
/// does what its text says.
///
/// How a block is checked:
/// - Each ```` ```swift ```` block has a `<!-- snippet: Name -->` line just before it and is,
///   exactly, the visible text of `Snippets/…/Name.swift`. SwiftPM builds every snippet as an
///   executable with `swift build` and `swift test`, so a block that stops compiling fails CI.
///   Change the snippet, then copy its text into the documents with
///   `Scripts/copy-snippets-into-docs.py`.
/// - Lines between `// snippet.hide` and `// snippet.show` are hidden: the context of a fragment
///   (which its text must name), files the example reads, and checks. Checks use `precondition`,
///   whose message says what was found; a failed one exits non-zero and this test shows its message.
///   Check every value, error and error text a comment or the text states (`// 31`,
///   `// "BLUE", at once`, "throws ``ArchiveError/tooLarge(bytes:limit:)``").
/// - The visible `// Prints "text"` (one line) and `// Prints:` followed by comment lines state
///   what the snippet writes to standard output; so does a fenced block with a
///   `<!-- output: Name -->` line before it (an error report, a rendered screen). The output must be
///   those lines, the `Prints` ones first, then the output blocks in the order of the document.
///   A snippet that states nothing may write anything (an application's one frame without a
///   terminal, say). The directory the snippet ran in is taken out of what it prints, so that the
///   file paths in an error read as the text shows them (`Config/config.yaml:3:10`).
/// - Each snippet runs in a new directory holding the YAML and TOML blocks of its document whose first line
///   names a file (`# Config/config.yaml`), as a reader would save them; no terminal, and an
///   environment of `PATH`, `HOME` and `LANG` only. A snippet that the README and an article both
///   show (one block in each) runs once for each, with that document's files and stated output.
@Suite struct DocumentedExampleTests {
    static let examples = DocumentedExamples.current

    @Test func everySwiftBlockShowsOneSnippetAndEverySnippetIsShown() {
        let examples = Self.examples
        for problem in examples.unreadable { Issue.record("cannot read \(problem)") }
        #expect(
            examples.swiftBlocks.contains { $0.file == "README.md" } && !examples.snippets.isEmpty,
            "no Swift blocks or snippets were found under \(DocumentedExamples.packageRoot.path)")
        var shown: [String: FencedBlock] = [:]  // by document and snippet name
        for block in examples.blocks {
            switch block.marker {
            case .snippet(let name):
                if block.language != "swift" {
                    record(block, "a `snippet:` marker stands before a ```\(block.language) block, not a ```swift one")
                }
                if examples.snippet(named: name) == nil { record(block, "no snippet Snippets/…/\(name).swift") }
                let key = "\(block.file) \(name)"
                if let other = shown[key] { record(block, "snippet \(name) is already shown at \(other.location)") }
                shown[key] = block
            case .output(let name):
                if examples.snippet(named: name) == nil { record(block, "no snippet Snippets/…/\(name).swift") }
            case nil:
                if block.language == "swift" {
                    record(
                        block,
                        "this ```swift block has no `<!-- snippet: Name -->` line before it: every Swift block "
                            + "is the visible text of a snippet in Snippets/ (see DocumentedExampleTests)")
                }
            }
        }
        var names: Set<String> = []
        for snippet in examples.snippets {
            if !names.insert(snippet.name).inserted { Issue.record("two snippets are named \(snippet.name)") }
            if examples.documents(of: snippet).isEmpty {
                Issue.record("\(snippet.path) is neither shown by a ```swift block nor the source of an output block")
            }
        }
    }

    @Test(arguments: DocumentedExamples.current.swiftBlocks.filter { $0.marker != nil })
    func theBlockIsItsSnippetsVisibleText(_ block: FencedBlock) {
        guard case .snippet(let name) = block.marker, let snippet = Self.examples.snippet(named: name) else { return }
        let visible = snippet.visibleLines
        guard block.lines != visible else { return }
        record(
            block,
            "the block is not the visible text of \(snippet.path) (- block, + snippet); change the snippet, "
                + "then run Scripts/copy-snippets-into-docs.py:\n"
                + lineDifference(expected: block.lines, actual: visible))
    }

    @Test(arguments: DocumentedExamples.current.runs)
    func theSnippetRunsAndPrintsWhatItsTextSays(_ snippetRun: SnippetRun) throws {
        let (examples, snippet) = (Self.examples, snippetRun.snippet)
        let executable = try #require(
            SnippetExecutable(snippet), "no executable \(snippet.name) beside the tests: build with `swift build`")
        let run = try executable.run(files: examples.namedFiles(in: snippetRun.document))
        #expect(!run.didHang, "\(snippet.path) did not finish within 300 seconds")
        #expect(
            run.status == 0,
            "\(snippet.path) exited with status \(run.status):\n\(run.standardError)\(run.standardOutput)")
        let outputBlocks = examples.outputBlocks(of: snippet, in: snippetRun.document)
        let stated = snippet.statedOutput + outputBlocks.flatMap(\.lines)
        guard !stated.isEmpty else { return }
        let expected = stated.map { $0 + "\n" }.joined()
        guard run.standardOutput != expected else { return }
        let prints = snippet.statedOutput.isEmpty ? [] : ["the `// Prints` comments of \(snippet.path)"]
        let claims = prints + outputBlocks.map { "the output block at \($0.location)" }
        let message = """
            \(snippet.name) does not print what \(claims.joined(separator: " and ")) state \
            (- stated, + printed):
            \(lineDifference(expected: stated, actual: lines(of: run.standardOutput)))
            """
        if let block = outputBlocks.first { record(block, message) } else { Issue.record(Comment(rawValue: message)) }
    }

    /// The lines of `text`, the last one ended by a newline or not.
    private func lines(of text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if text.hasSuffix("\n") { lines.removeLast() }
        return lines
    }

    /// Records a problem at the block's line of its Markdown file.
    private func record(_ block: FencedBlock, _ message: String) {
        let path = DocumentedExamples.packageRoot.appending(path: block.file).path
        Issue.record(
            "\(block.location): \(message)",
            sourceLocation: SourceLocation(fileID: "Loom/\(block.file)", filePath: path, line: block.line, column: 1))
    }
}

extension FencedBlock: CustomTestStringConvertible {
    var testDescription: String { "\(location) \(marker.map { "\($0)" } ?? "")" }
}

extension SnippetRun: CustomTestStringConvertible {
    var testDescription: String { "\(snippet.name) as \(document) shows it" }
}
