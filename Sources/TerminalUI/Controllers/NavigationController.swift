import Foundation
import KeyCoding

/// A stack of screens with a title bar: the Swift stand-in for `UINavigationController`.
///
/// The top controller's view fills the space under the ``navigationBar``. Escape, when nothing
/// focused handles it, goes back one screen.
///
/// ```swift
/// let navigation = NavigationController(rootViewController: contacts)
/// navigation.pushViewController(detail)    // shows detail, title bar "‹ Contacts   Detail"
/// navigation.popViewController()           // back to contacts
/// ```
@Keyed open class NavigationController: ViewController {
    /// The controllers on the stack, bottom first.
    ///
    /// ```swift
    /// navigation.viewControllers.count   // 2 after one push
    /// ```
    public private(set) var viewControllers: [ViewController] = []
    /// The title bar.
    ///
    /// ```swift
    /// navigation.navigationBar.backgroundColor = .blue
    /// ```
    public let navigationBar = NavigationBar()
    /// The view that holds the top controller's view.
    @NotKeyed private let contentView = View()

    /// A stack holding `rootViewController`.
    ///
    /// ```swift
    /// let navigation = NavigationController(rootViewController: ListController())
    /// ```
    public init(rootViewController: ViewController) {
        super.init()
        pushViewController(rootViewController)
    }

    /// The controller shown.
    ///
    /// ```swift
    /// navigation.topViewController === detail   // after pushViewController(detail)
    /// ```
    public var topViewController: ViewController? { viewControllers.last }

    open override func loadView() {
        let container = NavigationContainerView()
        container.addSubview(navigationBar)
        container.addSubview(contentView)
        view = container
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        showTop()
    }

    /// Shows `controller` on top of the stack. A controller already on the stack is not pushed again.
    ///
    /// ```swift
    /// navigation.pushViewController(DetailController(contact: contact))
    /// ```
    public func pushViewController(_ controller: ViewController) {
        guard !viewControllers.contains(where: { $0 === controller }), controller !== self else { return }
        let previous = topViewController
        controller.parent = self
        viewControllers.append(controller)
        if isViewLoaded { showTop(replacing: previous) }
    }

    /// Removes the top controller and shows the one under it; nothing happens on the first screen.
    /// Returns the controller removed.
    ///
    /// ```swift
    /// navigation.popViewController()
    /// ```
    @discardableResult
    public func popViewController() -> ViewController? {
        guard viewControllers.count > 1 else { return nil }
        let removed = viewControllers.removeLast()
        removed.parent = nil
        if isViewLoaded { showTop(replacing: removed) }
        return removed
    }

    /// Goes back to the first screen, returning the controllers removed.
    ///
    /// ```swift
    /// navigation.popToRootViewController()
    /// ```
    @discardableResult
    public func popToRootViewController() -> [ViewController] {
        guard viewControllers.count > 1 else { return [] }
        let previous = topViewController
        let removed = Array(viewControllers.dropFirst())
        viewControllers.removeLast(removed.count)
        for controller in removed { controller.parent = nil }
        if isViewLoaded { showTop(replacing: previous) }
        return removed
    }

    private func showTop(replacing previous: ViewController? = nil) {
        view.layoutIfNeeded()
        if let previous, previous.isViewLoaded, previous.view.superview === contentView {
            previous.view.removeFromSuperview()
            previous.viewDidDisappear()
        }
        titleDidChange()
        guard let top = topViewController else { return }
        let topView = top.view
        topView.fillScreen(contentView.bounds)
        top.viewWillAppear()
        contentView.addSubview(topView)
        view.window?.focusFirstView(in: topView)
    }

    /// Shows the top controller's title, and the one under it as the way back.
    func titleDidChange() {
        guard isViewLoaded, let top = topViewController else { return }
        let below = viewControllers.dropLast().last
        navigationBar.show(title: top.title ?? "", backTitle: below.map { $0.title ?? "" })
    }

    override var screenOnShow: ViewController { topViewController?.screenOnShow ?? self }

    open override func handleKey(_ key: Key) -> Bool {
        guard key == .escape, viewControllers.count > 1 else { return super.handleKey(key) }
        popViewController()
        return true
    }

    /// Escape, while there is a screen to go back to.
    open override var keyHelp: [KeyHelp] {
        guard viewControllers.count > 1 else { return super.keyHelp }
        return [KeyHelp(keys: [.escape], title: "go back")] + super.keyHelp
    }
}

/// The navigation controller's view: the title bar on the first row, the top screen under it.
@Keyed final class NavigationContainerView: View {
    override func layoutSubviews() {
        super.layoutSubviews()
        guard subviews.count == 2 else { return }
        subviews[0].frame = CGRect(x: 0, y: 0, width: bounds.width, height: min(1, bounds.height))
        subviews[1].frame = CGRect(x: 0, y: 1, width: bounds.width, height: max(bounds.height - 1, 0))
    }
}
