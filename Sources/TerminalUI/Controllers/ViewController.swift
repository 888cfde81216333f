import Foundation
import KeyCoding

/// Manages one screen's view: the Swift stand-in for `UIViewController`.
///
/// The view is made on first use by ``loadView()`` (a plain ``View`` unless overridden or set),
/// then ``viewDidLoad()`` runs. A controller comes after its view in the responder chain, so it
/// receives the actions and keys its views do not handle.
///
/// ```swift
/// final class AboutController: ViewController {
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         title = "About"
///         view.addSubview(Label(text: "Loom 1.0"))
///     }
/// }
/// ```
@Keyed open class ViewController: Responder {
    /// The title a navigation controller shows in its title bar.
    ///
    /// ```swift
    /// controller.title = "Contacts"
    /// ```
    public var title: String? = nil { didSet { navigationController?.titleDidChange() } }

    @NotKeyed private var loadedView: View?

    /// The controller whose stack or children this one is in.
    ///
    /// ```swift
    /// detail.parent === navigation   // after navigation.pushViewController(detail)
    /// ```
    @NotKeyed public internal(set) weak var parent: ViewController?

    /// The controller this one presents over the screen (see ``present(_:animated:completion:)``);
    /// nil when it presents none.
    ///
    /// ```swift
    /// list.present(alert)
    /// list.presentedViewController === alert   // true until the alert is dismissed
    /// ```
    @NotKeyed public internal(set) var presentedViewController: ViewController?

    /// The controller that presented this one; nil when it is not presented (or the window
    /// presented it, as it does a context menu).
    ///
    /// ```swift
    /// alert.presentingViewController === list   // after list.present(alert)
    /// ```
    @NotKeyed public internal(set) weak var presentingViewController: ViewController?

    /// The view, loaded on first use.
    ///
    /// ```swift
    /// controller.view.backgroundColor = .black
    /// ```
    public var view: View {
        get {
            if let loadedView { return loadedView }
            loadView()
            let view = loadedView ?? View()
            install(view)
            viewDidLoad()
            return view
        }
        set { install(newValue) }
    }

    /// Whether the view has been loaded.
    ///
    /// ```swift
    /// ViewController().isViewLoaded   // false
    /// ```
    public var isViewLoaded: Bool { loadedView != nil }

    public override init() { super.init() }

    private func install(_ view: View) {
        let old = loadedView
        old?.owningViewController = nil
        loadedView = view
        view.owningViewController = self
        // `@rootview` stops at a controller's view. A view with no superview was already the root
        // of every binding inside it; one inside another tree was not, so its bindings resolve again.
        guard old !== view else { return }
        if let old, old.superview != nil { old.nodeDidMove() }
        if view.superview != nil { view.nodeDidMove() }
    }

    /// Makes the view; the default makes an empty ``View``. Override to set ``ViewController/view`` to your own.
    ///
    /// ```swift
    /// override func loadView() { view = StackView(axis: .vertical) }
    /// ```
    open func loadView() {
        install(View())
    }

    /// Called once, after the view was loaded.
    ///
    /// ```swift
    /// override func viewDidLoad() { super.viewDidLoad(); view.addSubview(list) }
    /// ```
    open func viewDidLoad() {}

    /// Called before the view is shown, each time.
    open func viewWillAppear() {}

    /// Called after the view stopped being shown, each time.
    open func viewDidDisappear() {}

    /// The navigation controller whose stack holds this controller or one of its parents.
    ///
    /// ```swift
    /// controller.navigationController?.pushViewController(detail)
    /// ```
    public var navigationController: NavigationController? {
        guard let parent else { return nil }
        return sequence(first: parent, next: \.parent).lazy.compactMap { $0 as? NavigationController }.first
    }

    open override var nextResponder: Responder? { loadedView?.superview }

    /// The screen a person sees of this controller: itself, or for a container the screen it
    /// shows (a navigation controller's top screen).
    var screenOnShow: ViewController { self }

    /// The view to focus when the controller is presented; nil focuses the first view in it that
    /// can take the focus.
    var preferredFocusView: View? { nil }
}
