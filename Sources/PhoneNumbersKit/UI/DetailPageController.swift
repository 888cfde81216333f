import Foundation
import TerminalUI

/// The detail page of one phone number: a view description file whose labels are bound to the
/// app's model (`@rootview.dataObject.selected.…`), styled by the theme's selector stylesheet.
/// `f` toggles the number's favorite mark.
final class DetailPageController: ViewController {
    private let pageView: View
    private let toggleFavorite: () -> Void

    /// The page described by `description`, styled by `theme`.
    init(
        description: ViewDescription, theme: SelectorStylesheet, title: String, toggleFavorite: @escaping () -> Void
    )
        throws
    {
        pageView = try description.makeView()
        try theme.apply(to: pageView)
        self.toggleFavorite = toggleFavorite
        super.init()
        self.title = title
    }

    override func loadView() {
        view = pageView
    }

    override func handleKey(_ key: Key) -> Bool {
        guard key == .character("f") else { return super.handleKey(key) }
        toggleFavorite()
        return true
    }
}
