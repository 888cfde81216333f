import KeyCoding
import StringCoding

/// One run of ``ViewDescription/makeView(registry:)``: the views made so far, the attributes
/// waiting for the tree to be complete, and every problem met.
struct ViewConstruction {
    let registry: ViewRegistry
    let source: String?
    private(set) var problems = ProblemList<ViewDescriptionError.Problem>()
    private var pendingAttributes: [(view: View, element: ViewDescription, path: String)] = []
    private var viewCount = 0

    init(registry: ViewRegistry, source: String?) {
        self.registry = registry
        self.source = source
    }

    /// The view for `element` and its subtree; nil when its type is unknown or a limit is reached
    /// (its children are still built, so their problems are reported too).
    mutating func build(_ element: ViewDescription, parentPath: String, index: Int?, depth: Int) -> View? {
        let path = ElementPath.appending(
            ElementPath.step(type: element.type, identifier: element.identifier, index: index), to: parentPath)
        // Descriptions made in code have not been through the reader's limits.
        viewCount += 1
        guard viewCount <= ViewDescription.maximumViewCount else {
            if viewCount == ViewDescription.maximumViewCount + 1 {
                report(
                    element.line, path, nil,
                    "the description holds more than \(ViewDescription.maximumViewCount) views, the most it may")
            }
            return nil
        }
        guard depth <= ViewDescription.maximumDepth else {
            report(
                element.line, path, nil,
                "views nest more than \(ViewDescription.maximumDepth) levels deep, the most a description may")
            return nil
        }
        let view = makeConfiguredView(element, path: path)
        for (childIndex, child) in element.children.enumerated() {
            guard let subview = build(child, parentPath: path, index: childIndex, depth: depth + 1), let view else {
                continue
            }
            if let stack = view as? StackView {
                stack.addArrangedSubview(subview)
            } else {
                view.addSubview(subview)
            }
        }
        return view
    }

    /// Sets every element's attributes, parents before children, in document order.
    mutating func applyAttributes() {
        for (view, element, path) in pendingAttributes {
            for attribute in element.attributes {
                do {
                    try view.setValue(fromString: attribute.value, forKeyPath: attribute.keyPath)
                } catch {
                    report(
                        attribute.line ?? element.line, path, "attributes.\(attribute.keyPath)",
                        String(describing: error))
                }
            }
        }
        pendingAttributes = []
    }

    private mutating func makeConfiguredView(_ element: ViewDescription, path: String) -> View? {
        guard let view = registry.makeView(named: element.type) else {
            let names = registry.names
            let hint = closestMatch(to: element.type, in: names).map { " (did you mean \"\($0)\"?)" } ?? ""
            report(
                element.line, path, "type",
                "unknown view type \"\(element.type)\"\(hint); registered types: \(names.joined(separator: ", "))")
            return nil
        }
        if let identifier = element.identifier { view.restorationIdentifier = identifier }
        if let tag = element.tag { view.tag = tag }
        if !element.styleClasses.isEmpty { view.styleClasses = element.styleClasses }
        if let frame = element.frame {
            do {
                try view.setValue(fromString: frame, forKeyPath: "frame")
            } catch {
                report(element.line, path, "frame", String(describing: error))
            }
        }
        pendingAttributes.append((view, element, path))
        return view
    }

    private mutating func report(_ line: Int?, _ path: String, _ key: String?, _ reason: String) {
        problems.append(.init(source: source, line: line, path: path, key: key, reason: reason))
    }
}
