import DocumentReading
import Foundation

extension SelectorStylesheet {
    /// Reads a stylesheet from JSON or YAML (JSON is read as YAML, keeping order and line numbers).
    ///
    /// Every problem (invalid selectors, undefined variables, values that are not strings or lists)
    /// is reported together.
    ///
    /// ```swift
    /// let sheet = try SelectorStylesheet(data: Data("Label: { textColor: red }".utf8), source: "inline")
    /// ```
    public init(data: Data, source: String? = nil) throws(SelectorStylesheetError) {
        let root: PositionedNode?
        switch DocumentNode.root(of: data, kind: "selector stylesheets") {
        case .success(let node): root = node
        case .failure(let problem):
            throw .unreadable(
                source: source,
                problems: [.init(source: source, line: problem.line, column: problem.column, reason: problem.reason)])
        }
        guard let root else {
            self.init(rules: [], source: source)
            return
        }
        guard case .mapping(let mapping) = root.content else {
            throw .unreadable(
                source: source,
                problems: [
                    .init(
                        source: source, line: root.position?.line,
                        reason: "expected a mapping of selectors to declarations, found \(root.kindDescription)")
                ])
        }
        var reader = SelectorStylesheetReader(source: source)
        reader.readVariables(mapping)
        let rules = reader.readRules(mapping)
        guard reader.problems.isEmpty else {
            throw .unreadable(
                source: source, problems: reader.problems.listed.sortedByLine { $0.line },
                unlistedCount: reader.problems.unlistedCount)
        }
        self.init(rules: rules, variables: reader.variables.values, source: source)
    }

    /// Reads a stylesheet file; problems name the file.
    ///
    /// ```swift
    /// let sheet = try SelectorStylesheet(contentsOf: URL(filePath: "Themes/dark.yaml"))
    /// ```
    public init(contentsOf url: URL) throws(SelectorStylesheetError) {
        switch DocumentNode.contents(of: url) {
        case .success(let data): try self.init(data: data, source: url.lastPathComponent)
        case .failure(let problem):
            throw .unreadable(source: url.path, problems: [.init(source: url.path, reason: problem.reason)])
        }
    }
}

/// The top-level entries of a selector stylesheet: `$variables` first (whatever their place), then
/// the rules, with every problem collected.
private struct SelectorStylesheetReader {
    let source: String?
    private(set) var variables = StyleVariables()
    private(set) var problems = ProblemList<SelectorStylesheetError.Problem>()

    init(source: String?) {
        self.source = source
    }

    mutating func readVariables(_ mapping: PositionedNode.Mapping) {
        for (keyNode, valueNode) in mapping {
            guard let key = keyNode.scalar, key.string.hasPrefix("$") else { continue }
            let name = key.string
            let line = keyNode.position?.line
            guard StyleVariables.isValidName(name) else {
                report(
                    line, "invalid variable name \"\(name)\"; a name is letters, digits, \"_\" and \"-\" after \"$\"")
                continue
            }
            switch DocumentNode.plainValue(valueNode, expecting: "a value") {
            case .success(let value):
                guard let text = value.text else {
                    variables.defineAsFailed(name)
                    report(line, "\(name): expected a value, found null")
                    continue
                }
                do {
                    variables.define(name, as: try variables.substitute(text))
                } catch {
                    variables.defineAsFailed(name)
                    if !error.followsEarlierProblem { report(line, "\(name): \(error.message)") }
                }
            case .failure(let problem):
                variables.defineAsFailed(name)
                report(line, "\(name): \(problem.reason)")
            }
        }
    }

    mutating func readRules(_ mapping: PositionedNode.Mapping) -> [SelectorStylesheet.Rule] {
        var rules: [SelectorStylesheet.Rule] = []
        for (keyNode, valueNode) in mapping {
            let line = keyNode.position?.line
            guard let key = keyNode.scalar else {
                report(line, "a selector must be a string, found \(keyNode.kindDescription)")
                continue
            }
            let text = key.string
            if text.hasPrefix("$") { continue }
            let selectors: [SelectorStylesheet.Selector]
            do {
                selectors = try SelectorParser.parseList(text)
            } catch {
                report(line, error.message(for: text))
                continue
            }
            guard case .mapping(let block) = valueNode.content else {
                report(line, "\(text): expected a mapping of key paths to values, found \(valueNode.kindDescription)")
                continue
            }
            let (entries, entryProblems) = DocumentNode.flatten(block)
            for problem in entryProblems {
                report(problem.line, "\(text) { \(problem.keyPath ?? "") }: \(problem.reason)")
            }
            var declarations: [SelectorStylesheet.Declaration] = []
            for entry in entries {
                do {
                    var value = entry.value
                    if let written = value.text {
                        let substituted = try variables.substitute(written)
                        value = value.mapText { _ in substituted }
                    }
                    declarations.append(.init(keyPath: entry.keyPath, writtenValue: value, line: entry.line))
                } catch {
                    if !error.followsEarlierProblem {
                        let written = entry.value.text ?? "null"
                        report(entry.line, "\(text) { \(entry.keyPath): \(written) }: \(error.message)")
                    }
                }
            }
            rules.append(SelectorStylesheet.Rule(selectors: selectors, declarations: declarations, line: line))
        }
        return rules
    }

    private mutating func report(_ line: Int?, _ reason: String) {
        problems.append(.init(source: source, line: line, reason: reason))
    }
}
