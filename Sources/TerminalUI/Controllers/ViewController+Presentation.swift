/// Presenting a controller modally, over the screen: the stand-in for UIKit's
/// `present(_:animated:completion:)` and `dismiss(animated:completion:)`.
extension ViewController {
    /// Presents `controller` over the whole screen, as an alert: its view covers the window and
    /// takes the focus, and until it is dismissed every key goes to it (Tab and Shift-Tab move the
    /// focus among its views only); none reaches the screen under it. `completion` runs once it
    /// shows. Terminals do not animate: `animated` is there for UIKit's shape, and ignored.
    ///
    /// When this controller already presents one, `controller` is presented over that one. A
    /// controller that is already presented, or this controller itself, is not presented again.
    /// When this controller's view is not in a window yet, the presentation waits and shows as
    /// soon as it is, and `completion` runs then.
    ///
    /// ```swift
    /// let alert = AlertController(title: "Delete?", message: nil, preferredStyle: .alert)
    /// alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    /// alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in delete() })
    /// present(alert)
    /// ```
    public func present(_ controller: ViewController, animated: Bool = false, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.present(controller, animated: animated, completion: completion)
            return
        }
        guard controller !== self, controller.presentingViewController == nil,
            !(controller.isViewLoaded
                && controller.view.window?.presentations.contains { $0.controller === controller } == true)
        else { return }
        presentedViewController = controller
        controller.presentingViewController = self
        guard isViewLoaded, let window = view.window else {
            Self.waitingPresenters.append(WaitingPresenter(presenter: self, completion: completion))
            return
        }
        window.showPresentation(controller)
        completion?()
    }

    /// Dismisses the controller this one presents, or, when it presents none, this controller if it
    /// is presented; with it go the controllers presented over it. The focus goes back to the view
    /// that had it before. `completion` runs after, also when there was nothing to dismiss.
    ///
    /// ```swift
    /// alert.dismiss()   // or list.dismiss(), from the controller that presented it
    /// ```
    public func dismiss(animated: Bool = false, completion: (() -> Void)? = nil) {
        let target = presentedViewController ?? self
        if target.isViewLoaded, let window = target.view.window, window.dismissPresentation(of: target) {
            completion?()
            return
        }
        // Not on screen: a presentation still waiting for a window, or nothing.
        if let presenter = target.presentingViewController {
            Self.waitingPresenters.removeAll { $0.presenter === presenter }
            presenter.presentedViewController = nil
            target.presentingViewController = nil
        }
        completion?()
    }

    /// A presentation made while the presenting controller's view was in no window.
    struct WaitingPresenter {
        weak var presenter: ViewController?
        let completion: (() -> Void)?
    }

    /// The presentations waiting for a window, oldest first.
    static var waitingPresenters: [WaitingPresenter] = []

    /// Removes and returns the waiting presentations whose presenting views are now in `window`.
    static func takeWaitingPresenters(in window: Window) -> [WaitingPresenter] {
        guard !waitingPresenters.isEmpty else { return [] }
        waitingPresenters.removeAll { $0.presenter == nil }
        let ready = waitingPresenters.filter {
            $0.presenter.map { $0.isViewLoaded && $0.view.window === window } ?? false
        }
        waitingPresenters.removeAll { waiting in ready.contains { $0.presenter === waiting.presenter } }
        return ready
    }
}
