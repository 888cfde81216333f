import KeyCoding

/// A node of a view tree that bindings can be resolved through: the protocol TerminalUI's `View`
/// adopts, and that a UIKit or AppKit layer could adopt too.
///
/// A binding is registered on the node that holds its data object, found from the bound view by
/// the path's view steps (`@superview`, `@cell`, `@superviewWithTag[3]` …).
///
/// ```swift
/// final class Node: BindingNode { … }     // parent, children, tag, identifier, data object, bindings
/// try label.bind("text", to: "@superview.dataObject.name")
/// ```
public protocol BindingNode: AnyObject, KeyCodable {
    /// The node this one is inside (a view's superview).
    var parentNode: (any BindingNode)? { get }
    /// The nodes inside this one, in order (a view's subviews).
    var childNodes: [any BindingNode] { get }
    /// The number `@superviewWithTag[n]` and `@subviewWithTag[n]` look for.
    var tag: Int { get }
    /// The name `@superviewWithRestorationID[id]` and `@subviewWithRestorationID[id]` look for.
    var restorationIdentifier: String? { get }
    /// The model this node and the nodes inside it show. Setting it must call
    /// ``BindingNode/dataObjectDidChange()``.
    var dataObject: (any KeyCodable)? { get set }
    /// The bindings made on this node and those that read this node's data object.
    var bindings: NodeBindings { get }
    /// Whether `@rootview` stops at this node: the root view of a screen, which in UIKit and in
    /// TerminalUI is a view controller's view (or a window, for views outside any controller's).
    /// False by default, so that `@rootview` means the topmost node, as in the original.
    ///
    /// ```swift
    /// extension View: BindingNode {
    ///     public var isRootView: Bool { owningViewController != nil || self is Window }
    /// }
    /// ```
    ///
    /// `@rootview` from a node is the nearest node that is a root view, starting at the node itself
    /// and going up through ``parentNode``; when no node on the way is one, it is the topmost node.
    /// A binding whose `@rootview` is a root view without a data object reports
    /// ``BindingError/Kind/noDataObject`` (when ``BindingUpdates/applyPending()`` runs next, before
    /// the next frame, if the data object is still missing then), since the screen's view is where
    /// its data belongs; a topmost node that is not a root view (a view not yet on a screen) waits
    /// quietly for one.
    var isRootView: Bool { get }
    /// Other names `@superviewWithClass[…]` and `@subviewWithClass[…]` accept for classes of this
    /// tree: UIKit's names for the classes that play their roles, so that paths written for
    /// UIKit work as they are. None by default; TerminalUI's views declare UIKit's names (the
    /// table is in the module's overview, "UIKit class names").
    ///
    /// ```swift
    /// extension View: BindingNode {
    ///     public static var classNameAliases: [String: AnyClass] { ["UILabel": Label.self, "UIView": View.self] }
    /// }
    /// try label.bind("text", to: "@superviewWithClass[UIView].dataObject.name")
    /// ```
    static var classNameAliases: [String: AnyClass] { get }
    /// Makes the binding of a `bindTo` attribute whose first word, `viewKey`, names something
    /// the node binds itself rather than one of its properties (a table's `rows`), with the
    /// attribute's options (the words after `|`, trimmed); returns false, the default, to bind
    /// the property `viewKey` as usual.
    ///
    /// ```swift
    /// // "bindTo.@rootview.dataObject.fruits": "rows | row=FruitRow | selection=chosen"
    /// override func bindAttribute(_ viewKey: String, options: [String], to path: String) throws(BindingError) -> Bool {
    ///     guard viewKey == "rows" else { return try super.bindAttribute(viewKey, options: options, to: path) }
    ///     try bindRows(to: path, options: options)
    ///     return true
    /// }
    /// ```
    func bindAttribute(_ viewKey: String, options: [String], to path: String) throws(BindingError) -> Bool
}

extension BindingNode {
    /// No node is a root view unless its type says so: `@rootview` is then the topmost node.
    public var isRootView: Bool { false }

    /// No other class names: a path names classes as Swift does.
    public static var classNameAliases: [String: AnyClass] { [:] }

    /// Every `bindTo` attribute binds a property of the node.
    public func bindAttribute(_ viewKey: String, options: [String], to path: String) throws(BindingError) -> Bool {
        false
    }
}

/// A node that `@cell` stops at: a table or collection cell.
///
/// ```swift
/// final class TableViewCell: View, BindingCell {}
/// ```
public protocol BindingCell: BindingNode {}

/// A node whose user can change one of its properties (a text field's text), so that a two-way
/// binding can write the change back to the model.
///
/// ```swift
/// extension TextField: BindingEditable {
///     func observeUserEdits(ofKey key: String, _ handler: @escaping () -> Void) -> Bool {
///         guard key == "text" else { return false }
///         editHandlers.append(handler)
///         return true
///     }
/// }
/// ```
public protocol BindingEditable: BindingNode {
    /// Calls `handler` after each change the user makes to `key` (not the changes code makes), and
    /// returns true; returns false when the user cannot edit `key`.
    func observeUserEdits(ofKey key: String, _ handler: @escaping () -> Void) -> Bool

    /// Shows that the user's last edit of `key` did not reach the model (the model's validation
    /// refused it, or it did not convert), or, with nil, that the last edit did. The default does
    /// nothing; TerminalUI's controls keep the edit and mark themselves invalid.
    ///
    /// ```swift
    /// func showEditError(_ error: BindingError?, forKey key: String) { editError = error }
    /// ```
    func showEditError(_ error: BindingError?, forKey key: String)
}

extension BindingEditable {
    public func showEditError(_ error: BindingError?, forKey key: String) {}
}
