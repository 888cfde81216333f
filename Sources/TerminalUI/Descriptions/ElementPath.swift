import KeyCoding

/// How error messages name one view in a tree, so a reader can find it in a description file or a
/// running screen: each step from the root is the view's type, then `#identifier` when it has a
/// non-empty one, else `[index]` (0-based) among its siblings; the root has no index. Steps are joined
/// with `" > "`.
///
/// ```text
/// View#root > StackView[1] > Button[0]
/// ```
///
/// In a description file the type is the `type` as written and the index counts the element's place
/// in its parent's `children`; in a live tree the type is the view's class and the index its place in
/// `superview.subviews`.
enum ElementPath {
    /// One step of a path.
    static func step(type: String, identifier: String?, index: Int?) -> String {
        if let identifier, !identifier.isEmpty { return "\(type)#\(identifier)" }
        return index.map { "\(type)[\($0)]" } ?? type
    }

    /// `step` under `parent`; a path with no parent is the step alone.
    static func appending(_ step: String, to parent: String) -> String {
        parent.isEmpty ? step : "\(parent) > \(step)"
    }

    /// The path of `view` from `root`, which must be `view` or one of its ancestors; a view outside
    /// `root` is named from its own topmost ancestor.
    @MainActor static func path(of view: View, from root: View) -> String {
        let steps = sequence(first: view) { $0 === root ? nil : $0.superview }.map { node in
            let index = node === root ? nil : node.superview?.subviews.firstIndex { $0 === node }
            return step(type: typeName(type(of: node)), identifier: node.restorationIdentifier, index: index)
        }
        return steps.reversed().joined(separator: " > ")
    }
}
