import LoomTestSupport

/// Random YAML documents full of anchors, aliases and merge keys, with the node count that
/// `YAMLAliasExpansion` should find: scalars, flow collections, anchored block collections and
/// anchored empty nodes are one node each, an alias the count of what it names.
struct AnchoredDocumentGenerator {
    var random: SeededGenerator
    /// Anchors whose nodes are complete, with their counts and whether they name mappings.
    private var anchors: [(name: String, count: Int, isMapping: Bool)] = []
    private var lines: [String] = []
    private var names = 0

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    mutating func document() -> (text: String, count: Int) {
        anchors = []
        lines = []
        names = 0
        let count = mapping(indent: 0, depth: 3, firstLead: nil)
        return (lines.joined(separator: "\n") + "\n", count)
    }

    private mutating func chance(_ percent: Int) -> Bool {
        Int.random(in: 0..<100, using: &random) < percent
    }

    private mutating func pickAnchor(mappingsOnly: Bool = false) -> (name: String, count: Int)? {
        let candidates = anchors.filter { !mappingsOnly || $0.isMapping }
        guard !candidates.isEmpty else { return nil }
        let chosen = candidates[Int.random(in: 0..<candidates.count, using: &random)]
        return (chosen.name, chosen.count)
    }

    private mutating func newAnchorName() -> String? {
        guard chance(30) else { return nil }
        names += 1
        return "a\(names)-\(["x", "Y", "_z"][names % 3])"
    }

    private func spaces(_ count: Int) -> String { String(repeating: " ", count: count) }

    /// A block mapping's entries at `indent`; the first line starts with `firstLead` (`- ` and the
    /// spaces before it) when the mapping is a sequence entry's compact value.
    private mutating func mapping(indent: Int, depth: Int, firstLead: String?) -> Int {
        var count = 0
        var merged = false
        for entry in 0..<Int.random(in: 1...4, using: &random) {
            let lead = (entry == 0 ? firstLead : nil) ?? spaces(indent)
            if !merged, chance(20), let first = pickAnchor(mappingsOnly: true) {
                merged = true
                if chance(50), let second = pickAnchor(mappingsOnly: true) {
                    lines.append(lead + "<<: [*\(first.name), *\(second.name)]")
                    count += 1 + 1 + first.count + second.count
                } else {
                    lines.append(lead + "<<: *\(first.name)")
                    count += 1 + first.count
                }
                continue
            }
            count += 1 + node(after: lead + "k\(entry):", indent: indent, depth: depth, isKeyValue: true)
        }
        return count
    }

    private mutating func sequence(indent: Int, depth: Int) -> Int {
        var count = 0
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            if depth > 0, chance(25) {
                count += mapping(indent: indent + 2, depth: depth - 1, firstLead: spaces(indent) + "- ")
            } else {
                count += node(after: spaces(indent) + "-", indent: indent, depth: depth, isKeyValue: false)
            }
        }
        return count
    }

    /// A node after `head` (`key:` or `-` at `indent`), on that line or below it.
    private mutating func node(after head: String, indent: Int, depth: Int, isKeyValue: Bool) -> Int {
        let anchor = newAnchorName()
        let properties = anchor.map { " &\($0)" } ?? ""
        let comment = chance(20) ? " # &c *d" : ""
        let count: Int
        var isMapping = false
        switch depth > 0 ? Int.random(in: 0..<100, using: &random) : 0 {
        case 0..<40:
            if anchor == nil, chance(30), let alias = pickAnchor() {
                lines.append(head + " *\(alias.name)" + comment)
                return alias.count
            }
            let (text, inlineCount) = inline(depth: depth)
            // An alias cannot carry an anchor.
            guard !text.hasPrefix("*") else {
                lines.append(head + " " + text + comment)
                return inlineCount
            }
            lines.append(head + properties + " " + text + comment)
            count = inlineCount
        case 40..<50:
            lines.append(head + properties + " |" + comment)
            lines.append(spaces(indent + 2) + "*x &y")
            lines.append(spaces(indent + 2) + "- &z")
            count = 1
        case 50..<58:
            lines.append(head + properties + comment)
            count = anchor == nil ? 0 : 1
        case 58..<80:
            lines.append(head + properties + comment)
            let below = mapping(
                indent: indent + Int.random(in: 1...3, using: &random), depth: depth - 1, firstLead: nil)
            count = below + (anchor == nil ? 0 : 1)
            isMapping = true
        default:
            lines.append(head + properties + comment)
            if chance(30) { lines.append(spaces(indent) + "# between") }
            let step = isKeyValue && chance(50) ? 0 : Int.random(in: 1...3, using: &random)
            count = sequence(indent: indent + step, depth: depth - 1) + (anchor == nil ? 0 : 1)
        }
        if let anchor { anchors.append((anchor, count, isMapping)) }
        return count
    }

    /// A scalar, alias or flow collection on one line, and its count.
    private mutating func inline(depth: Int) -> (String, Int) {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<15: return (["v", "a*b", "Tom & Jerry", "2 * 3", "x&y"][Int.random(in: 0..<5, using: &random)], 1)
        case 15..<30: return ([#""*x &y""#, "'&z'", "'it''s *'", #""\"*q""#][Int.random(in: 0..<4, using: &random)], 1)
        case 30..<45 where depth > 0:
            var count = 1
            var items: [String] = []
            let isMapping = chance(50)
            for index in 0..<Int.random(in: 0...3, using: &random) {
                let (item, itemCount) = flowItem(depth: depth - 1)
                items.append(isMapping ? "f\(index): \(item)" : item)
                count += itemCount + (isMapping ? 1 : 0)
            }
            return (
                isMapping ? "{" + items.joined(separator: ", ") + "}" : "[" + items.joined(separator: ",") + "]", count
            )
        default:
            if let alias = pickAnchor() { return ("*\(alias.name)", alias.count) }
            return ("v", 1)
        }
    }

    private mutating func flowItem(depth: Int) -> (String, Int) {
        if let anchor = newAnchorName() {
            let (text, count) = inline(depth: depth)
            guard !text.hasPrefix("*") else { return (text, count) }
            anchors.append((anchor, count, text.hasPrefix("{")))
            return ("&\(anchor) " + text, count)
        }
        return inline(depth: depth)
    }
}
