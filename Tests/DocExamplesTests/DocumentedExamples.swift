import Foundation

/// Everything the package documents with code: the fenced blocks of README.md and of the DocC
/// articles, and the snippets in `Snippets/` that those blocks show.
struct DocumentedExamples: Sendable {
    /// The package root, two folders above this file's folder.
    static let packageRoot = URL(filePath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Read once for every test of the target.
    static let current = DocumentedExamples(root: packageRoot)

    let blocks: [FencedBlock]
    let snippets: [Snippet]
    /// Files that could not be read, with the reason: a test reports them.
    let unreadable: [String]

    init(root: URL) {
        var unreadable: [String] = []
        func read(_ path: String) -> String? {
            do {
                return try String(contentsOf: root.appending(path: path), encoding: .utf8)
            } catch {
                unreadable.append("\(path): \(error)")
                return nil
            }
        }
        let articles = Self.files(under: "Sources", in: root, named: { $0.hasSuffix(".md") })
        let documents = ["README.md"] + articles.filter { $0.contains(".docc/") }
        blocks = documents.flatMap { path in read(path).map { Markdown.fencedBlocks(of: $0, file: path) } ?? [] }
        snippets = Self.files(under: "Snippets", in: root, named: { $0.hasSuffix(".swift") }).compactMap { path in
            read(path).map {
                Snippet(name: URL(filePath: path).deletingPathExtension().lastPathComponent, path: path, source: $0)
            }
        }
        self.unreadable = unreadable
    }

    /// The paths, relative to `root`, of the files under `folder` whose names `matches` accepts, sorted.
    private static func files(under folder: String, in root: URL, named matches: (String) -> Bool) -> [String] {
        let base = root.appending(path: folder)
        guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter(matches).map { "\(folder)/\($0)" }.sorted()
    }

    var swiftBlocks: [FencedBlock] { blocks.filter { $0.language == "swift" } }

    func snippet(named name: String) -> Snippet? { snippets.first { $0.name == name } }

    /// The Markdown files that show `snippet` or state its output, in order.
    func documents(of snippet: Snippet) -> [String] {
        var documents: [String] = []
        for block in blocks where block.marker == .snippet(snippet.name) || block.marker == .output(snippet.name) {
            if !documents.contains(block.file) { documents.append(block.file) }
        }
        return documents
    }

    /// Each snippet once for every document that shows it: the README and an article may show the
    /// same example, each with its own files and stated output.
    var runs: [SnippetRun] {
        snippets.flatMap { snippet in documents(of: snippet).map { SnippetRun(snippet: snippet, document: $0) } }
    }

    /// The blocks of `document` marked as the output of `snippet`, in order.
    func outputBlocks(of snippet: Snippet, in document: String) -> [FencedBlock] {
        blocks.filter { $0.file == document && $0.marker == .output(snippet.name) }
    }

    /// The files a snippet may read, as `document` shows them: its YAML blocks that name a file.
    func namedFiles(in document: String) -> [(path: String, contents: String)] {
        blocks.filter { $0.file == document }.compactMap { block in block.namedFile.map { ($0, block.text + "\n") } }
    }
}

/// A snippet run as one document shows it.
struct SnippetRun: Sendable {
    let snippet: Snippet
    let document: String
}
