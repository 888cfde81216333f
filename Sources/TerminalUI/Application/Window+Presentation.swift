import Foundation

/// A controller presented over the screen, and the focus to give back when it goes.
struct Presentation {
    let controller: ViewController
    weak var focusBefore: View?
}

/// Modal presentation: a presented controller's view covers the window, holds the focus and gets
/// every key until it is dismissed, when the focus goes back where it was.
extension Window {
    /// The view the focus stays in: the top presented controller's view while one shows, else the
    /// whole window.
    var focusScope: View { presentations.last?.controller.view ?? self }

    /// Whether a controller is presented over the screen (an alert, a menu).
    ///
    /// ```swift
    /// list.present(alert)
    /// window.isPresenting   // true until the alert is dismissed
    /// ```
    public var isPresenting: Bool { !presentations.isEmpty }

    /// The controllers presented over the screen, the one on top last.
    ///
    /// ```swift
    /// window.presentedViewControllers.last === alert
    /// ```
    public var presentedViewControllers: [ViewController] { presentations.map(\.controller) }

    /// Shows `controller`'s view over everything in the window and moves the focus into it.
    func showPresentation(_ controller: ViewController) {
        guard !presentations.contains(where: { $0.controller === controller }) else { return }
        presentations.append(Presentation(controller: controller, focusBefore: focusedView))
        let view = controller.view
        view.fillScreen(bounds)
        controller.viewWillAppear()
        addSubview(view)
        view.layoutIfNeeded()
        let first = controller.preferredFocusView ?? focusableViews(in: view).first
        focus(first)
        // Nothing in it to focus: keys still go to it, not to the view focused under it.
        if focusedView.map({ !$0.isDescendant(of: view) }) ?? false { focus(nil) }
    }

    /// Takes `controller`, and whatever was presented over it, off the screen, and gives the
    /// focus back to the view that had it before `controller` was shown (or, when that view is
    /// gone, to the first view that can take it). Returns whether `controller` was presented.
    @discardableResult
    func dismissPresentation(of controller: ViewController) -> Bool {
        guard let index = presentations.firstIndex(where: { $0.controller === controller }) else { return false }
        let removed = presentations[index...].reversed()
        presentations.removeSubrange(index...)
        let focusBefore = removed.last?.focusBefore
        // The focus moves out first, so that the views leaving do not pass it to one another.
        focus(nil)
        focus(focusBefore)
        for presentation in removed {
            let presented = presentation.controller
            presented.view.removeFromSuperview()
            presented.presentingViewController?.presentedViewController = nil
            presented.presentingViewController = nil
            presented.viewDidDisappear()
        }
        if focusedView == nil {
            focusFirstView(in: presentations.last?.controller.view ?? rootViewController?.view ?? self)
        }
        return true
    }

    /// Shows the presentations that waited for their presenting controller's view to join this window.
    func showWaitingPresentations() {
        for waiting in ViewController.takeWaitingPresenters(in: self) {
            guard let presented = waiting.presenter?.presentedViewController else { continue }
            showPresentation(presented)
            waiting.completion?()
        }
    }
}
