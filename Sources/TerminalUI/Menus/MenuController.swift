/// Presents a ``Menu`` over the screen for the window (see ``Window/showContextMenu()``): choosing
/// an action closes the menu, then runs the action's handler.
final class MenuController: ViewController {
    let menu: Menu
    private let anchor: CellRect

    init(menu: Menu, anchor: CellRect) {
        self.menu = menu
        self.anchor = anchor
        super.init()
    }

    override func loadView() {
        let menuView = MenuView(menu: menu, anchor: anchor)
        menuView.choose = { [weak self] action in
            self?.close()
            action.handler(action)
        }
        menuView.close = { [weak self] in self?.close() }
        view = menuView
    }

    private func close() {
        guard isViewLoaded else { return }
        view.window?.dismissPresentation(of: self)
    }
}
