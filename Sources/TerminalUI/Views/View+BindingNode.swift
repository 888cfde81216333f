import Bindings
import KeyCoding

/// Views are the nodes bindings are resolved through: `@superview` is the superview, `@subviews[n]`
/// a subview, `@rootview` the view of the view controller whose screen the view is on (as on iOS),
/// and a view's `dataObject` is what `dataObject` in a path reads.
///
/// ```swift
/// card.dataObject = contact
/// try nameLabel.bind("text", to: "@superview.dataObject.name")
/// ```
extension View: @MainActor BindingNode {
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

    /// Whether `@rootview` stops at this view: it is a view controller's ``ViewController/view``, the
    /// root of that controller's screen as on iOS, or a ``Window``. So on a page pushed on a
    /// navigation controller, `@rootview` is the page's view, not the navigation controller's view
    /// or the window; a view that is in no controller's view resolves `@rootview` to the window, or
    /// to its topmost superview when it is in no window.
    ///
    /// ```swift
    /// page.view.dataObject = contact
    /// try nameLabel.bind("text", to: "@rootview.dataObject.name")   // nameLabel anywhere in page.view
    /// page.view.isRootView   // true
    /// ```
    public var isRootView: Bool { owningViewController != nil || self is Window }

    /// UIKit's names for TerminalUI's classes (`UILabel` for ``Label``, `UITableViewCell` for
    /// ``TableViewCell``…), which `@superviewWithClass[…]` and `@subviewWithClass[…]` accept too.
    ///
    /// ```swift
    /// try label.bind("text", to: "@superviewWithClass[UITableViewCell].dataObject.name")
    /// View.classNameAliases["UILabel"] == Label.self   // true
    /// ```
    public static var classNameAliases: [String: AnyClass] { UIKitClassNames.aliases }

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
