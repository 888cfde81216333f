import Foundation
import TerminalUI

/// The detail page of one phone number: a view description file whose labels are bound to the
/// app's model, the page view's data object (`@rootview.dataObject.selected.…`: as on iOS,
/// `@rootview` is the view controller's view); the window's stylesheet (the theme) styles it.
/// `f` toggles the number's favorite mark.
final class DetailPageController: ViewController {
    private let pageView: View
    private let toggleFavorite: () -> Void

    /// The page described by `description`, showing `model`.
    init(
        description: ViewDescription, model: PhoneNumbersModel, title: String,
        toggleFavorite: @escaping () -> Void
    ) throws {
        pageView = try description.makeView()
        pageView.dataObject = model
        self.toggleFavorite = toggleFavorite
        super.init()
        self.title = title
    }

    override func loadView() {
        view = pageView
    }

    override var keyHelp: [KeyHelp] {
        [KeyHelp(keys: [.character("f")], title: "mark or unmark the number as a favorite")] + super.keyHelp
    }

    override func handleKey(_ key: Key) -> Bool {
        guard key == .character("f") else { return super.handleKey(key) }
        toggleFavorite()
        return true
    }
}
