import DocumentReading
import Foundation

extension ViewDescription {
    /// Reads a description from JSON or YAML (JSON is read as YAML, keeping order and line numbers).
    ///
    /// Every problem with the document's shape is reported together; types and attribute values are
    /// checked by ``makeView(registry:)``.
    ///
    /// ```swift
    /// let description = try ViewDescription(data: Data(#"{"type": "Label"}"#.utf8), source: "inline")
    /// ```
    public init(data: Data, source: String? = nil) throws(ViewDescriptionError) {
        let root: PositionedNode?
        switch DocumentNode.root(of: data, kind: "view descriptions") {
        case .success(let node): root = node
        case .failure(let problem):
            throw ViewDescriptionError(
                source: source,
                problems: [.init(source: source, line: problem.line, column: problem.column, reason: problem.reason)])
        }
        guard let root else {
            throw ViewDescriptionError(
                source: source,
                problems: [
                    .init(
                        source: source, reason: "the document is empty; expected a view (a mapping with a \"type\" key)"
                    )
                ])
        }
        var reader = DescriptionReader(source: source)
        let element = reader.readElement(root, parentPath: "", index: nil, depth: 1)
        guard let element, reader.problems.isEmpty else {
            throw ViewDescriptionError(
                source: source, problems: reader.problems.listed.sortedByLine { $0.line },
                unlistedCount: reader.problems.unlistedCount)
        }
        self = element
    }

    /// Reads a description file; problems name the file.
    ///
    /// ```swift
    /// let description = try ViewDescription(contentsOf: URL(filePath: "Screens/contact.yaml"))
    /// ```
    public init(contentsOf url: URL) throws(ViewDescriptionError) {
        switch DocumentNode.contents(of: url) {
        case .success(let data): try self.init(data: data, source: url.lastPathComponent)
        case .failure(let problem):
            throw ViewDescriptionError(source: url.path, problems: [.init(source: url.path, reason: problem.reason)])
        }
    }
}
