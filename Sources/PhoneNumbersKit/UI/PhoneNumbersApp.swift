import Bindings
import CellControllers
import Foundation
import TerminalUI

/// The running app: the address book, the favorites, the pages, and what moves between them.
@MainActor final class PhoneNumbersApp {
    let application: Application
    let model: PhoneNumbersModel
    private let book: AddressBook
    private let favorites: FavoritesStore
    private let tableController: PhoneNumbersTableController
    private let listPage: PhoneNumbersListController
    private let navigation: NavigationController
    private let detailDescription: ViewDescription
    private let messagePanel = StatusMessagePanel()

    init(
        book: AddressBook, favorites: FavoritesStore, settings: PhoneNumbersSettings, resources: BundledResources,
        themeFile: URL? = nil, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws {
        self.book = book
        self.favorites = favorites
        detailDescription = try ViewDescription(contentsOf: resources.detailPageFile)
        model = PhoneNumbersModel(clock: Clock(format: settings.clock.format))
        tableController = PhoneNumbersTableController(phoneNumbers: book.phoneNumbers, favorites: favorites)
        listPage = PhoneNumbersListController(tableController: tableController)
        navigation = NavigationController(rootViewController: listPage)
        application = Application(rootViewController: navigation, environment: environment)
        application.window.dataObject = model
        application.window.stylesheetErrorHandler = { [unowned self] in showStatus("theme: \($0)") }
        if let themeFile {
            // Edits to the file restyle the running app; a broken edit is shown on the bottom row.
            try application.watch(stylesheet: themeFile)
        } else {
            application.window.stylesheet = try SelectorStylesheet(contentsOf: resources.themeFile(settings.theme))
        }
        application.quitKeys = [.character("q")]
        messagePanel.frame = application.window.bounds
        application.window.addSubview(messagePanel)
        Self.registerTransformers()
        listPage.toggleFavorite = { [unowned self] in toggleFavorite($0) }
        tableController.openPlainPage = { [unowned self] in navigation.pushViewController(PlainPageController()) }
        tableController.openDetail = { [unowned self] in openDetail($0) }
        if settings.clock.enabled {
            application.schedule(every: settings.clock.interval) { [model] in model.clock.tick() }
        }
    }

    /// Shows `message` in full over the bottom of whichever page shows, until the next key (see
    /// ``StatusMessagePanel``).
    func showStatus(_ message: String) {
        messagePanel.show(message)
    }

    /// Pushes the detail page of `entry`, whose labels follow `model.selected`.
    func openDetail(_ entry: PhoneNumberEntry) {
        let detail = PhoneNumberDetail(
            entry: entry, contact: book.contact(for: entry), isFavorite: favorites.contains(entry.id))
        model.selected = detail
        do {
            let page = try DetailPageController(
                description: detailDescription, model: model, title: entry.displayName
            ) { [unowned self] in toggleFavorite(entry) }
            navigation.pushViewController(page)
        } catch {
            showStatus("cannot open the detail page: \(error)")
        }
    }

    /// Marks or unmarks `entry` as a favorite, saves at once, and shows the change on every page.
    func toggleFavorite(_ entry: PhoneNumberEntry) {
        do {
            let isFavorite = try favorites.toggle(entry.id)
            if model.selected?.id == entry.id { model.selected?.isFavorite = isFavorite }
        } catch {
            showStatus("favorite not saved: \(error)")
        }
        tableController.update()
    }

    private static func registerTransformers() {
        BindingTransformer.register(
            BindingTransformer(name: "favoriteMark") { (isFavorite: Bool) in isFavorite ? "★ yes" : "no" })
    }
}
