import KeyCoding

extension BindingNode {
    /// The node a path's view steps lead to from this node, or why there is none.
    func resolveViewSteps(_ steps: [BindingPath.ViewStep]) -> Result<any BindingNode, ResolutionFailure> {
        var node: any BindingNode = self
        for step in steps {
            guard let next = node.node(after: step) else {
                return .failure(ResolutionFailure(step: step, from: nodeName(node), aliases: Self.classNameAliases))
            }
            node = next
        }
        return .success(node)
    }

    private func node(after step: BindingPath.ViewStep) -> (any BindingNode)? {
        switch step {
        case .superview: parentNode
        case .rootview: root
        case .cell: firstAncestor { $0 is any BindingCell }
        case .superviewWithTag(let tag): firstAncestor { $0.tag == tag }
        case .superviewWithRestorationID(let identifier): firstAncestor { $0.restorationIdentifier == identifier }
        case .superviewWithClass(let name):
            firstAncestor { [name = Self.className(for: name)] in isInstance($0, ofClassNamed: name) }
        case .subviews(let index): childNodes.indices.contains(index) ? childNodes[index] : nil
        case .subviewWithTag(let tag): childNodes.first { $0.tag == tag }
        case .subviewWithRestorationID(let identifier): childNodes.first { $0.restorationIdentifier == identifier }
        case .subviewWithClass(let name):
            childNodes.first { [name = Self.className(for: name)] in isInstance($0, ofClassNamed: name) }
        case .property(let key): (try? value(forKey: key)).flatMap { $0.flatMap(flattenOptional) } as? any BindingNode
        }
    }

    /// The full name of the class `name` stands for in this tree (``BindingNode/classNameAliases``),
    /// else `name` itself.
    private static func className(for name: String) -> String {
        classNameAliases[name].map { String(reflecting: $0) } ?? name
    }

    /// The nearest root view from this node up, this node included, else the topmost node.
    private var root: any BindingNode {
        var node: any BindingNode = self
        while !node.isRootView, let parent = node.parentNode { node = parent }
        return node
    }

    /// The nearest node above this one (not this one) that matches.
    private func firstAncestor(where matches: (any BindingNode) -> Bool) -> (any BindingNode)? {
        var candidate = parentNode
        while let node = candidate {
            if matches(node) { return node }
            candidate = node.parentNode
        }
        return nil
    }
}

/// A view step that found no view.
struct ResolutionFailure: Error {
    let step: BindingPath.ViewStep
    let from: String
    /// The class names the tree accepts for its own, to explain a UIKit name it does not know.
    let aliases: [String: AnyClass]

    var reason: String {
        switch step {
        case .superview: "\(from) has no superview"
        case .rootview: "\(from) has no root view"
        case .cell: "no cell contains \(from)"
        case .superviewWithTag(let tag): "no superview of \(from) has tag \(tag)"
        case .superviewWithRestorationID(let identifier):
            "no superview of \(from) has restoration identifier \"\(identifier)\""
        case .superviewWithClass(let name): "no superview of \(from) is a \(name)\(aliasNote(name))"
        case .subviews(let index): "\(from) has no subview at index \(index)"
        case .subviewWithTag(let tag): "no subview of \(from) has tag \(tag)"
        case .subviewWithRestorationID(let identifier):
            "no subview of \(from) has restoration identifier \"\(identifier)\""
        case .subviewWithClass(let name): "no subview of \(from) is a \(name)\(aliasNote(name))"
        case .property(let key): "\(from).\(key) is not a view"
        }
    }

    /// For a UIKit class name: the class the tree has in its place, or that it has none and which
    /// UIKit names it knows.
    private func aliasNote(_ name: String) -> String {
        if let alias = aliases[name] { return " (\(typeName(alias)) plays that role here)" }
        guard Self.isUIKitName(name) else { return "" }
        let known = aliases.keys.sorted()
        guard !known.isEmpty else { return "; \(name) is a UIKit class, and this view tree names no UIKit classes" }
        return
            "; \(name) is a UIKit class with no counterpart here (UIKit classes known: \(known.joined(separator: ", ")))"
    }

    /// `UIImageView`: `UI`, then a capital letter.
    private static func isUIKitName(_ name: String) -> Bool {
        name.hasPrefix("UI") && name.dropFirst(2).first?.isUppercase == true
    }
}
