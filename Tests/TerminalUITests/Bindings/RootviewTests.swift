import Bindings
import Foundation
import KeyCoding
import Testing

@testable import TerminalUI

/// `@rootview` in an application means what it meant on iOS: the view of the view controller whose
/// screen the bound view is on.
@MainActor @Suite struct RootviewTests {
    /// A window showing a navigation controller, with `page` pushed on it.
    private func screen(showing page: ViewController) -> (Window, NavigationController) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 30, height: 4))
        let navigation = NavigationController(rootViewController: ViewController())
        window.rootViewController = navigation
        navigation.pushViewController(page)
        return (window, navigation)
    }

    @Test func aPagesLabelShowsThePageViewsDataObject() throws {
        let page = ViewController()
        page.view.dataObject = Fruit()
        let label = Label(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        let row = View(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        row.addSubview(label)
        page.view.addSubview(row)
        try label.bind("text", to: "@rootview.dataObject.name")
        let (window, _) = screen(showing: page)
        let other = Fruit()
        other.name = "window's"
        window.dataObject = other
        #expect(label.text == "apple")
        #expect(label.bindings.all.first?.holder === page.view)
        #expect(window.render().plainText() == " ‹ Back\napple\n\n")
    }

    @Test func aPageMadeFromADescriptionIsItsLabelsRootView() throws {
        let description = try ViewDescription(
            data: Data(
                #"{ type: View, children: [ { type: Label, attributes: { "bindTo.@rootview.dataObject.name": text } } ] }"#
                    .utf8))
        let page = ViewController()
        page.view = try description.makeView()
        page.view.dataObject = Fruit()
        let (window, _) = screen(showing: page)
        #expect(window.render().plainText() == " ‹ Back\napple\n\n")
    }

    @Test func theWindowsRootControllersViewIsARootViewToo() throws {
        let controller = ViewController()
        let label = Label()
        controller.view.addSubview(label)
        controller.view.dataObject = Fruit()
        try label.bind("text", to: "@rootview.dataObject.name")
        let window = Window(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        window.dataObject = Fruit()
        window.rootViewController = controller
        #expect(label.bindings.all.first?.holder === controller.view)
        #expect(controller.view.isRootView)
        #expect(window.isRootView)
        #expect(!label.isRootView)
        // The controller's view itself.
        try controller.view.bind("restorationIdentifier", to: "@rootview.dataObject.name")
        #expect(controller.view.restorationIdentifier == "apple")
    }

    @Test func becomingAControllersViewInsideATreeResolvesTheBindingsAgain() throws {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        let windowFruit = Fruit()
        windowFruit.name = "window"
        window.dataObject = windowFruit
        let panel = View()
        panel.dataObject = Fruit()
        let label = Label()
        panel.addSubview(label)
        window.addSubview(panel)
        try label.bind("text", to: "@rootview.dataObject.name")
        #expect(label.text == "window")
        let controller = ViewController()
        controller.view = panel
        #expect(label.text == "apple")
        controller.view = View()
        #expect(label.text == "window")
    }

    @Test func aRootViewWithoutADataObjectIsReportedNotLeftBlank() throws {
        let page = ViewController()
        page.title = "Detail"
        page.view.restorationIdentifier = "detail"
        let label = Label(text: "-")
        label.restorationIdentifier = "name"
        page.view.addSubview(label)
        try label.bind("text", to: "@rootview.dataObject.name")
        let (window, _) = screen(showing: page)
        window.dataObject = Fruit()
        _ = window.render()
        #expect(label.text == "-")
        let error = try #require(label.bindings.all.first?.lastError)
        #expect(error.kind == .noDataObject)
        #expect(
            error.description
                == #"cannot bind Label#name.text to "@rootview.dataObject.name": @rootview is View#detail, the root view of its screen, and it has no data object; set its dataObject, or start the path from a view that has one (Window, above it, has one)"#
        )
        page.view.dataObject = Fruit()
        #expect(label.text == "apple")
        #expect(label.bindings.all.first?.lastError == nil)
    }

    /// A controller that binds in `viewDidLoad` and sets its data object after, as iOS code does.
    final class BindingFirstController: ViewController {
        let label = Label()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(label)
            do { try label.bind("text", to: "@rootview.dataObject.name") } catch { Issue.record(error) }
            view.dataObject = Fruit()
        }
    }

    @Test func aDataObjectSetBeforeTheNextFrameIsNotAProblem() throws {
        let page = BindingFirstController()
        let (window, _) = screen(showing: page)
        _ = window.render()
        #expect(page.label.text == "apple")
        #expect(page.label.bindings.all.first?.lastError == nil)
        // Nor is a view that is on no screen yet: its @rootview is only its topmost view.
        let loose = View()
        let label = Label()
        loose.addSubview(label)
        try label.bind("text", to: "@rootview.dataObject.name")
        BindingUpdates.applyPending()
        #expect(label.bindings.all.first?.lastError == nil)
    }
}
