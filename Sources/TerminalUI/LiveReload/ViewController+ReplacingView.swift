extension ViewController {
    /// Makes `newView` the controller's view in the old one's place (superview, place among the
    /// siblings, frame and how it resizes), with the old root's data object when it has none, and
    /// gives the focus to the view at the focused view's path in the new tree.
    func replaceView(with newView: View) {
        guard isViewLoaded else {
            view = newView
            return
        }
        let old = view
        guard old !== newView else { return }
        let window = old.window
        let focusedPath = window?.focusedView.flatMap { focused in
            focused.isDescendant(of: old) ? ElementPath.path(of: focused, from: old) : nil
        }
        if newView.dataObject == nil { newView.dataObject = old.dataObject }
        newView.frame = old.frame
        newView.autoresizingMask = old.autoresizingMask
        newView.sizesToFitContent = old.sizesToFitContent
        let superview = old.superview
        let index = superview?.subviews.firstIndex { $0 === old }
        view = newView
        if let superview, let index {
            superview.insertSubview(newView, at: index)
            old.removeFromSuperview()
        }
        guard let window, let focusedPath, newView.window === window else { return }
        if let match = newView.subtree().first(where: { ElementPath.path(of: $0, from: newView) == focusedPath }) {
            window.focus(match)
        }
    }
}
