/// How many nodes a YAML document holds once its aliases are expanded, counted without expanding them.
///
/// Each alias stands for the whole node it names, so nine anchors of nine aliases of the one before
/// ("billion laughs") describe a tree of 9⁹ nodes in nine lines. Yams hashes every mapping key, so a
/// key made of such an alias takes it minutes before a reader's own limits see a single node; as
/// values they cost the converter a million nodes before it gives up. Configuration files do use anchors
/// (a base section merged into each environment with `<<: *base`), so they are not refused; a
/// document is refused when the nodes it would expand to pass the reader's limit.
///
/// One pass over ``YAMLAnchorScanner``'s tokens suffices, since an alias can only name an anchor
/// defined before it: each anchor's size is the count of nodes its content holds, an alias inside
/// counting as the size of what it names. Nodes are scalars (keys too), collections in brackets,
/// anchored collections and empty anchored nodes; a block mapping or list is counted through its
/// entries. The time is linear in the text, however the aliases nest.
///
/// ```swift
/// try YAMLAliasExpansion.check("base: &b {x: 1}\ndev:\n  <<: *b\n", limit: 1_000_000)  // fine: 9 nodes
/// ```
package struct YAMLAliasExpansion {
    /// Where an anchored node ends.
    private enum Extent {
        /// At the first line indented no more than `indent`, except a `- ` line at `indent` when the
        /// node is a key's value (a list may sit at its key's indentation).
        case block(indent: Int, isKeyValue: Bool)
        /// When the flow depth falls back to `depth`.
        case flow(depth: Int)
    }

    private struct OpenAnchor {
        let name: String
        /// ``total`` before the node began.
        let start: Int
        let extent: Extent
    }

    /// An anchor whose node has not started yet, and where it would end if that node is a block.
    private struct PendingAnchor {
        let name: String
        let blockIndent: Int
        let isKeyValue: Bool
    }

    /// What a block node on the current line belongs to.
    private enum Owner {
        case key(indent: Int)
        case entry(indent: Int)
        case document
    }

    private let limit: Int
    private var scanner: YAMLAnchorScanner
    /// The expanded size of each anchor defined so far in this document.
    private var sizes: [String: Int] = [:]
    private var open: [OpenAnchor] = []
    private var pending: PendingAnchor?
    /// Nodes so far, aliases expanded; never more than `limit` plus the text's length, so sums cannot
    /// overflow.
    private var total = 0
    private var flowDepth = 0
    private var lineIndent = 0
    /// Where the line's first node (after any `- `) starts: a key's indentation.
    private var firstNodeIndent: Int?
    private var owner: Owner?
    /// Steps taken so far besides the scanner's: one per token, one per anchor closed.
    private var steps = 0

    /// Throws when `text`'s aliases would expand it past `limit` nodes (the bound the reader's tree
    /// has), or name an anchor not defined before them.
    package static func check(_ text: String, limit: Int) throws(YAMLProblem) {
        guard text.utf8.contains(UInt8(ascii: "*")) else { return }
        _ = try nodeCount(text, limit: limit)
    }

    /// The nodes `text` holds with its aliases expanded, as ``check(_:limit:)`` counts them.
    package static func nodeCount(_ text: String, limit: Int) throws(YAMLProblem) -> Int {
        var expansion = YAMLAliasExpansion(text, limit: limit)
        try expansion.run()
        return expansion.total
    }

    /// The work ``nodeCount(_:limit:)`` does for `text`, whether it counts it or refuses it:
    /// the scanner's steps, and the counter's own. Tests compare it across inputs to show that the
    /// time is linear in the text, however the aliases nest.
    package static func work(counting text: String, limit: Int) -> (scanned: Int, counted: Int) {
        var expansion = YAMLAliasExpansion(text, limit: limit)
        try? expansion.run()
        return (expansion.scanner.steps, expansion.steps)
    }

    private init(_ text: String, limit: Int) {
        self.limit = limit
        scanner = YAMLAnchorScanner(text)
    }

    private mutating func run() throws(YAMLProblem) {
        while let (token, mark) = scanner.next() {
            steps += 1
            switch token {
            case .lineStart(let indent, let isSequenceEntry):
                startLine(indent: indent, isSequenceEntry: isSequenceEntry)
            case .documentStart:
                settlePendingAsEmpty()
                open.removeAll()
                sizes.removeAll()
                owner = .document
            case .entry:
                settlePendingAsEmpty()
                if flowDepth == 0 { owner = .entry(indent: mark.byteColumn) }
            case .value:
                settlePendingAsEmpty()
                if flowDepth == 0 { owner = .key(indent: firstNodeIndent ?? mark.byteColumn) }
            case .scalar:
                noteNode(at: mark)
                total += 1
                settlePending(from: total - 1)
            case .flowStart:
                noteNode(at: mark)
                if let pending {
                    open.append(OpenAnchor(name: pending.name, start: total, extent: .flow(depth: flowDepth)))
                    self.pending = nil
                }
                total += 1
                flowDepth += 1
            case .flowEnd:
                settlePendingAsEmpty()
                flowDepth = max(flowDepth - 1, 0)
                closeFlowAnchors()
            case .flowSeparator:
                settlePendingAsEmpty()
            case .anchor(let name):
                noteNode(at: mark)
                settlePendingAsEmpty()
                guard !name.isEmpty else { continue }
                pending = anchor(named: name)
            case .alias(let name):
                noteNode(at: mark)
                // A nameless alias is Yams's to report.
                guard !name.isEmpty else { continue }
                try expand(name, at: mark)
            }
        }
        settlePendingAsEmpty()
    }

    private mutating func startLine(indent: Int, isSequenceEntry: Bool) {
        lineIndent = indent
        firstNodeIndent = nil
        owner = nil
        if let pending {
            // The anchor ended its line: it names the block node below (or an empty one).
            open.append(
                OpenAnchor(
                    name: pending.name, start: total,
                    extent: .block(indent: pending.blockIndent, isKeyValue: pending.isKeyValue)))
            self.pending = nil
            total += 1
        }
        while let last = open.last, case .block(let ownerIndent, let isKeyValue) = last.extent {
            let staysInside =
                indent > ownerIndent || (indent == ownerIndent && isKeyValue && isSequenceEntry)
            guard !staysInside else { break }
            close(last)
        }
    }

    private mutating func expand(_ name: String, at mark: YAMLAnchorScanner.Mark) throws(YAMLProblem) {
        guard let size = sizes[name] else {
            throw problem(
                at: mark,
                "the alias *\(name) names no anchor defined before it; an alias repeats a node marked "
                    + "&\(name) earlier in the same document")
        }
        total += size
        guard total <= limit else {
            throw problem(
                at: mark,
                "the alias *\(name) expands the document to \(total) nodes, more than the \(limit) allowed; "
                    + "each alias repeats everything its anchor holds, so aliases of aliases multiply")
        }
        settlePending(from: total - size)
    }

    private func anchor(named name: String) -> PendingAnchor {
        switch owner {
        case .key(let indent): PendingAnchor(name: name, blockIndent: indent, isKeyValue: true)
        case .entry(let indent): PendingAnchor(name: name, blockIndent: indent, isKeyValue: false)
        case .document: PendingAnchor(name: name, blockIndent: -1, isKeyValue: false)
        // Properties alone on a line belong to the node below them, indented as they are.
        case nil: PendingAnchor(name: name, blockIndent: lineIndent - 1, isKeyValue: false)
        }
    }

    private mutating func noteNode(at mark: YAMLAnchorScanner.Mark) {
        if flowDepth == 0, firstNodeIndent == nil { firstNodeIndent = mark.byteColumn }
    }

    /// The pending anchor names the node that began when `total` was `start`, and that is complete.
    private mutating func settlePending(from start: Int) {
        guard let pending else { return }
        sizes[pending.name] = total - start
        self.pending = nil
    }

    /// The pending anchor names an empty node (`[&a , b]`, `&a : value`), itself one node.
    private mutating func settlePendingAsEmpty() {
        guard pending != nil else { return }
        total += 1
        settlePending(from: total - 1)
    }

    private mutating func closeFlowAnchors() {
        while let last = open.last, case .flow(let depth) = last.extent, depth >= flowDepth { close(last) }
    }

    private mutating func close(_ anchor: OpenAnchor) {
        steps += 1
        sizes[anchor.name] = total - anchor.start
        open.removeLast()
    }

    private func problem(at mark: YAMLAnchorScanner.Mark, _ reason: String) -> YAMLProblem {
        YAMLProblem(at: scanner.position(of: mark), reason)
    }
}
