/// The bindings of one node: those whose view it is, and the sources that read its data object.
///
/// Conforming types keep one instance per node and hand it out through
/// ``BindingNode/bindings``; it holds no reference to the node.
///
/// ```swift
/// label.bindings.all.map(\.viewKey)   // ["text", "textColor"]
/// ```
public final class NodeBindings {
    /// The bindings whose view is this node, in the order they were made.
    public private(set) var all: [Binding] = []
    private var sources: [[String]: BindingSource] = [:]

    /// Empty storage, for a new node.
    ///
    /// ```swift
    /// let bindings = NodeBindings()
    /// ```
    public init() {}

    /// Adds a binding; ``BindingNode/bind(_:to:transformer:twoWay:)`` first removes the one it replaces.
    func add(_ binding: Binding) {
        all.append(binding)
    }

    @discardableResult
    func remove(viewKey: String) -> Binding? {
        guard let index = all.firstIndex(where: { $0.viewKey == viewKey }) else { return nil }
        return all.remove(at: index)
    }

    /// The source for `keys` of this node's data object, made on first use.
    func source(for keys: [String], holder: any BindingNode) -> BindingSource {
        if let source = sources[keys] { return source }
        let source = BindingSource(holder: holder, keys: keys)
        sources[keys] = source
        return source
    }

    /// Drops `source` when no binding reads it any more.
    func dropIfUnused(_ source: BindingSource) {
        if source.isEmpty, sources[source.keys] === source { sources[source.keys] = nil }
    }

    /// Every source of this node's data object.
    var allSources: [BindingSource] { Array(sources.values) }
}
