import Bindings
import KeyCoding

/// Views are the nodes bindings are resolved through: `@superview` is the superview, `@subviews[n]`
/// a subview, and a view's `dataObject` is what `dataObject` in a path reads.
///
/// ```swift
/// card.dataObject = contact
/// try nameLabel.bind("text", to: "@superview.dataObject.name")
/// ```
extension View: BindingNode {
    /// The superview.
    ///
    /// ```swift
    /// label.parentNode === label.superview   // true
    /// ```
    public var parentNode: (any BindingNode)? { superview }

    /// The subviews.
    ///
    /// ```swift
    /// panel.childNodes.count == panel.subviews.count   // true
    /// ```
    public var childNodes: [any BindingNode] { subviews }

    /// The view's bindings, made on first use.
    ///
    /// ```swift
    /// label.bindings.all.map(\.viewKey)   // ["text"]
    /// ```
    public var bindings: NodeBindings {
        if let bindingStorage { return bindingStorage }
        let storage = NodeBindings()
        bindingStorage = storage
        return storage
    }
}
