import Bindings
import Foundation
import KeyCoding
import LoomTestSupport
import Observation
import StringCoding
import Testing

@testable import TerminalUI

/// The original TJBinder's fruit example, with its storyboard's runtime attributes written as the
/// original wrote them, UIKit class names included, in a description file.
@MainActor @Suite struct TJBinderFruitExampleTests {
    @Observable @Keyed final class Fruit {
        var name: String
        var color: Color
        init(name: String, color: Color) {
            self.name = name
            self.color = color
        }
    }

    /// The original's `FruitViewController`: a label showing the fruit's name in its color, and a
    /// table view cell showing another fruit, bound through `@superviewWithClass[UITableViewCell]`.
    final class FruitViewController: ViewController {
        let fruit = Fruit(name: "apple", color: .red)
        let cellFruit = Fruit(name: "cherry", color: .blue)

        static let description = """
            type: View
            children:
              - type: Label
                frame: "0 0 20 1"
                attributes:
                  "bindTo.@superviewWithClass[UIView].dataObject.name": text
                  "bindTo.@superviewWithClass[UIView].dataObject.color": textColor
              - type: TableViewCell
                frame: "0 1 20 1"
                children:
                  - type: Label
                    frame: "2 0 18 1"
                    attributes:
                      "bindTo.@superviewWithClass[UITableViewCell].dataObject.name": text
            """

        override func loadView() {
            do {
                view = try ViewDescription(data: Data(Self.description.utf8), source: "fruit.yaml").makeView()
            } catch {
                Issue.record(error)
            }
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.dataObject = fruit
            view.subviews.last?.dataObject = cellFruit
        }
    }

    @Test func rendersAndFollowsModelChangesWhileTheApplicationRuns() async throws {
        let controller = FruitViewController()
        let app = Application(rootViewController: controller, environment: [:])
        let (events, input) = AsyncStream.makeStream(of: ApplicationEvent.self)
        let run = Task { await app.run(events: events, columns: 20, rows: 3) }
        let first = "apple\n  cherry\n"
        #expect(await Patience.waitSuspending { app.lastFrame?.plainText() == first })
        #expect(app.lastFrame?.plainText() == first)
        let label = try #require(controller.view.subviews.first as? Label)
        #expect(label.textColor == .red)
        // No key, no timer and no `applyPending()`: the model changes alone reach the screen.
        controller.fruit.name = "pear"
        controller.fruit.color = .green
        controller.cellFruit.name = "plum"
        let second = "pear\n  plum\n"
        #expect(await Patience.waitSuspending { app.lastFrame?.plainText() == second })
        #expect(app.lastFrame?.plainText() == second)
        #expect(label.textColor == .green)
        input.finish()
        await run.value
    }

    @Test func followsModelChangesOutsideTheApplicationsLoop() async throws {
        let controller = FruitViewController()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 20, height: 3))
        window.rootViewController = controller
        #expect(window.render().plainText() == "apple\n  cherry\n")
        controller.fruit.name = "banana"
        controller.cellFruit.name = "fig"
        let label = try #require(controller.view.subviews.first as? Label)
        let cellLabel = try #require(controller.view.subviews.last?.subviews.last as? Label)
        // Applied on the main actor's next turn, before any frame is drawn.
        #expect(await Patience.waitSuspending { label.text == "banana" && cellLabel.text == "fig" })
        #expect(window.render().plainText() == "banana\n  fig\n")
    }
}
