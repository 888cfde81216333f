import Bindings
import Foundation
import KeyCoding
import Observation
import Testing

@testable import TerminalUI

/// A model whose name a description's label is bound to.
@Observable @Keyed final class SizedCardModel {
    var name = "Ada"
}

/// Views written without a frame take the size of their content, or of the screen they are shown
/// on, instead of showing nothing.
@MainActor @Suite struct ViewDescriptionSizingTests {
    private func build(_ yaml: String, source: String = "card.yaml") throws -> View {
        try ViewDescription(data: Data(yaml.utf8), source: source).makeView()
    }

    @Test func aRootWithoutAFrameIsSizedToItsSubviews() throws {
        let card = try build(
            """
            type: View
            identifier: card
            children:
              - { type: Label, identifier: name, frame: "1 1 30 1", attributes: { text: "Ada Lovelace" } }
              - { type: Button, frame: "1 3 8 1", attributes: { title: Call, touchUpInside: call } }
            """)
        #expect(card.frame == CGRect(x: 0, y: 0, width: 31, height: 4))
        #expect(card.renderedBuffer().plainText() == "\n Ada Lovelace\n\n   Call")
    }

    @Test func viewsWithoutAFrameAreSizedToTheirTextChildrenFirst() throws {
        let card = try build(
            """
            type: View
            children:
              - { type: Label, attributes: { text: "Grace Hopper" } }
              - type: View
                frame: "0 2 1 1"
                children: [ { type: Button, attributes: { title: Call } } ]
              - type: StackView
                frame: "14 0 5 3"
                attributes: { axis: vertical }
                children: [ { type: Label, attributes: { text: "a" } }, { type: Label, attributes: { text: "bcd" } } ]
            """)
        #expect(card.subviews[0].frame == CGRect(x: 0, y: 0, width: 12, height: 1))
        // A view with a frame keeps it; what is inside it fits its own content.
        #expect(card.subviews[1].frame == CGRect(x: 0, y: 2, width: 1, height: 1))
        #expect(card.subviews[1].subviews[0].frame.size == CGSize(width: 6, height: 1))
        #expect(card.frame.size == CGSize(width: 19, height: 3))
        // The stack view arranges its views itself.
        card.layoutIfNeeded()
        #expect(card.subviews[2].subviews.map(\.frame.width) == [5, 5])
    }

    @Test func aStackViewRootIsSizedToItsArrangedViews() throws {
        let stack = try build(
            """
            type: StackView
            attributes: { axis: vertical, spacing: "1" }
            children: [ { type: Label, attributes: { text: Name } }, { type: Label, attributes: { text: Phone } } ]
            """)
        #expect(stack.frame.size == CGSize(width: 5, height: 3))
        #expect(stack.renderedBuffer().plainText() == "Name\n\nPhone")
    }

    @Test func fittingDoesNotStretchSubviewsByTheirAutoresizingMasks() throws {
        let card = try build(
            """
            type: View
            children:
              - { type: View, frame: "1 1 30 2", attributes: { autoresizingMask: "width height" } }
            """)
        #expect(card.frame.size == CGSize(width: 31, height: 3))
        #expect(card.subviews[0].frame == CGRect(x: 1, y: 1, width: 30, height: 2))
    }

    @Test func aBoundLabelWithoutAFrameGrowsWithItsText() throws {
        let card = try build(
            """
            type: View
            children:
              - { type: Label, attributes: { "bindTo.@superview.dataObject.name": text } }
            """)
        #expect(card.frame.size == CGSize(width: 0, height: 1))
        let model = SizedCardModel()
        card.dataObject = model
        #expect(card.renderedBuffer().plainText() == "Ada")
        model.name = "Ada Lovelace"
        BindingUpdates.applyPending()
        #expect(card.renderedBuffer().plainText() == "Ada Lovelace")
        #expect(card.frame.size == CGSize(width: 12, height: 1))
    }

    @Test func aRootWithoutAFrameTakesTheSizeOfTheScreenItIsShownOn() throws {
        let yaml = """
            type: View
            children: [ { type: Label, frame: "1 1 10 1", attributes: { text: Detail } } ]
            """
        let window = Window(frame: CGRect(x: 0, y: 0, width: 40, height: 12))
        let page = ViewController()
        page.view = try build(yaml)
        window.rootViewController = NavigationController(rootViewController: ViewController())
        (window.rootViewController as? NavigationController)?.pushViewController(page)
        _ = window.render()
        #expect(page.view.frame == CGRect(x: 0, y: 0, width: 40, height: 11))  // under the title bar
        let root = ViewController()
        root.view = try build(yaml)
        window.rootViewController = root
        _ = window.render()
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 40, height: 12))
        // The screen's size stays when the content would fit a smaller one.
        window.frame.size = CGSize(width: 30, height: 6)
        _ = window.render()
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 30, height: 6))
        // Content that first fits the screen exactly does not take the screen's view past it later.
        let exact = ViewController()
        exact.view = try build(#"{ type: View, children: [ { type: Label, frame: "0 0 30 6" } ] }"#)
        window.rootViewController = exact
        exact.view.subviews[0].frame.size.width = 50
        _ = window.render()
        #expect(exact.view.frame == CGRect(x: 0, y: 0, width: 30, height: 6))
    }

    @Test func aRootThatCouldNeverShowAnythingIsAProblem() {
        func problems(_ yaml: String) -> String? {
            do {
                _ = try build(yaml)
                return nil
            } catch {
                return String(describing: error)
            }
        }
        #expect(
            problems("type: View\nidentifier: blank\nattributes: { backgroundColor: navy }")
                == """
                1 problem in card.yaml:
                  card.yaml:1: View#blank: frame: none given, and it has no content to size it by (it fits in 0×0 \
                cells), so it would show nothing; give it a frame such as "0 0 40 10", content (children, a label's \
                text), or autoresizingMask: "width height" if it becomes a screen's view (the screen sizes it)
                """)
        #expect(
            problems("type: Label")
                == """
                1 problem in card.yaml:
                  card.yaml:1: Label: frame: none given, and it has no content to size it by (it fits in 0×1 cells), \
                so it would show nothing; give it a frame such as "0 0 40 10", content (children, a label's text), or \
                autoresizingMask: "width height" if it becomes a screen's view (the screen sizes it)
                """)
        // A frame, content, a binding that brings content, or a screen that sizes it: no problem.
        #expect(problems(#"{ type: View, frame: "0 0 4 1" }"#) == nil)
        #expect(problems("{ type: Label, attributes: { text: Hi } }") == nil)
        #expect(problems(#"{ type: Label, attributes: { "bindTo.@rootview.dataObject.name": text } }"#) == nil)
        #expect(problems(#"{ type: TableView, attributes: { autoresizingMask: "width height" } }"#) == nil)
        // Only along the axis the mask leaves to the screen.
        #expect(problems(#"{ type: Label, attributes: { autoresizingMask: height } }"#)?.contains("0×1 cells") == true)
        #expect(problems(#"{ type: Label, attributes: { autoresizingMask: width } }"#) == nil)
    }

    @Test func otherProblemsComeFirst() throws {
        let error = #expect(throws: ViewDescriptionError.self) {
            try build("{ type: Label, attributes: { txt: Hi } }")
        }
        #expect(error?.problems.map(\.key) == ["attributes.txt"])
    }
}
