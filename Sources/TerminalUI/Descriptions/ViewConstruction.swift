import KeyCoding
import StringCoding

/// One run of ``ViewDescription/makeView(registry:)``: the views made so far, the attributes
/// waiting for the tree to be complete, and every problem met.
@MainActor struct ViewConstruction {
    let registry: ViewRegistry
    let source: String?
    private(set) var problems = ProblemList<ViewDescriptionError.Problem>()
    private var pendingAttributes: [(view: View, element: ViewDescription, path: String)] = []
    /// Views written without a frame and not arranged by a stack view, parents before children.
    private var unframedViews: [View] = []
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
        guard
            ViewDescription.admits(
                viewNumber: viewCount, depth: depth, reporting: { report(element.line, path, nil, $0) })
        else { return nil }
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
                    try view.setValue(fromWritten: attribute.writtenValue, forKeyPath: attribute.keyPath)
                } catch {
                    report(
                        attribute.line ?? element.line, path, "attributes.\(attribute.keyPath)",
                        String(describing: error))
                }
            }
        }
        pendingAttributes = []
    }

    /// Makes each view written without a frame size itself to its content, now and whenever it is
    /// laid out, children before their parents so that a parent's extent includes them; a stack
    /// view's arranged views are left to the stack.
    mutating func sizeUnframedViews() {
        for view in unframedViews.reversed() {
            if let stack = view.superview as? StackView, stack.arrangedSubviews.contains(where: { $0 === view }) {
                continue
            }
            view.sizesToFitContent = true
            view.resizeToFittingSize()
        }
        unframedViews = []
    }

    /// Reports a root that could never show anything: no frame, no subviews, no binding that could
    /// give it content later, and no size of its own, along an axis whose autoresizing mask does not
    /// leave the size to what it is placed in (a screen gives its view the screen's size). When
    /// other problems were found, they may be why (an attribute that would have given it text), so
    /// this one waits until they are fixed.
    mutating func reportUnsizedRoot(_ root: View, element: ViewDescription) {
        guard problems.isEmpty, !element.hasFrame, root.subviews.isEmpty, root.bindingStorage?.all.isEmpty ?? true
        else { return }
        let size = root.cellFrame
        let mask = root.autoresizingMask
        guard
            (size.width == 0 && !mask.contains(.flexibleWidth)) || (size.height == 0 && !mask.contains(.flexibleHeight))
        else { return }
        let path = ElementPath.step(type: element.type, identifier: element.identifier, index: nil)
        report(
            element.line, path, "frame",
            "none given, and it has no content to size it by (it fits in \(size.width)×\(size.height) cells), so it "
                + "would show nothing; give it a frame such as \"0 0 40 10\", content (children, a label's text), or "
                + "autoresizingMask: \"width height\" if it becomes a screen's view (the screen sizes it)")
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
        if !element.hasFrame { unframedViews.append(view) }
        return view
    }

    private mutating func report(_ line: Int?, _ path: String, _ key: String?, _ reason: String) {
        problems.append(.init(source: source, line: line, path: path, key: key, reason: reason))
    }
}
