import Bindings
import KeyCoding

/// The smallest node a binding can live in: Bindings knows nothing of views, so its own tests
/// use this tree; TerminalUI's tests use real views.
@Keyed final class TestNode: BindingNode {
    var title = ""
    var count = 0
    var subtitle: String? = nil
    var tag = 0
    var restorationIdentifier: String? = nil
    var dataObject: (any KeyCodable)? = nil { didSet { dataObjectDidChange() } }
    @NotKeyed private(set) weak var parent: TestNode?
    @NotKeyed private(set) var children: [TestNode] = []
    @NotKeyed let bindings = NodeBindings()
    /// Whether `@rootview` stops here, as it does at a view controller's view.
    @NotKeyed var isRootView = false

    var parentNode: (any BindingNode)? { parent }
    var childNodes: [any BindingNode] { children }

    init(tag: Int = 0) { self.tag = tag }

    func add(_ child: TestNode) {
        child.parent?.children.removeAll { $0 === child }
        children.append(child)
        child.parent = self
        child.nodeDidMove()
    }

    func value(forUndefinedKey key: String) throws -> Any? {
        key == "bindTo" ? BindingTarget(node: self) : try KeyCodingError.throwUnknownKey(for: Self.self, key: key)
    }
}

extension KeyCodingError {
    static func throwUnknownKey(for type: any KeyCodable.Type, key: String) throws -> Any? {
        throw KeyCodingError.unknownKey(for: type, key: key)
    }
}

@Keyed final class Book {
    var title = "Dune"
    var pages = 412
    var subtitle: String? = nil
}
