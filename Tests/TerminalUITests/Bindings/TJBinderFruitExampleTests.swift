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
        /// The fruit's picture, by its name in `ImageCatalog.main`.
        var imageName: String
        init(name: String, color: Color) {
            self.name = name
            self.color = color
            imageName = name
        }
    }

    /// The original's `FruitViewController`: a picture of the fruit and a label showing its name
    /// in its color, and a table view cell showing another fruit's picture, with its name as the
    /// picture's caption, bound through `@superviewWithClass[UITableViewCell]` and
    /// `@superviewWithClass[UIImageView]`.
    final class FruitViewController: ViewController {
        let fruit = Fruit(name: "apple", color: .red)
        let cellFruit = Fruit(name: "cherry", color: .blue)

        static let description = """
            type: View
            children:
              - type: ImageView
                frame: "0 0 2 1"
                attributes:
                  "bindTo.@superviewWithClass[UIView].dataObject.imageName": image
                  "bindTo.@superviewWithClass[UIView].dataObject.name": accessibilityLabel
              - type: Label
                frame: "3 0 17 1"
                attributes:
                  "bindTo.@superviewWithClass[UIView].dataObject.name": text
                  "bindTo.@superviewWithClass[UIView].dataObject.color": textColor
              - type: TableViewCell
                frame: "0 1 20 1"
                children:
                  - type: ImageView
                    frame: "0 0 20 1"
                    attributes:
                      contentMode: topLeft
                      "bindTo.@superviewWithClass[UITableViewCell].dataObject.imageName": image
                    children:
                      - type: Label
                        frame: "3 0 17 1"
                        attributes:
                          "bindTo.@superviewWithClass[UIImageView].@superviewWithClass[UITableViewCell].dataObject.name": text
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

    /// The picture views: the fruit's, then the cell's.
    private func imageViews(of controller: FruitViewController) throws -> (ImageView, ImageView) {
        let views = controller.view.subtree().compactMap { $0 as? ImageView }
        return (try #require(views.first), try #require(views.last))
    }

    @Test func rendersAndFollowsModelChangesWhileTheApplicationRuns() async throws {
        FruitImages.register()
        let controller = FruitViewController()
        let app = Application(rootViewController: controller, environment: [:])
        app.headlessColorMode = .trueColor
        let (events, input) = AsyncStream.makeStream(of: ApplicationEvent.self)
        let run = Task { await app.run(events: events, columns: 20, rows: 3) }
        let first = "▀▀ apple\n▀▀ cherry\n"
        #expect(await Patience.waitSuspending { app.lastFrame?.plainText() == first })
        #expect(app.lastFrame?.plainText() == first)
        #expect(app.lastFrame?[0, 0].style.foreground == FruitImages.apple.pixelColor)
        #expect(app.lastFrame?[0, 1].style.foreground == FruitImages.cherry.pixelColor)
        let label = try #require(controller.view.subviews[1] as? Label)
        #expect(label.textColor == .red)
        // No key, no timer and no `applyPending()`: the model changes alone reach the screen.
        controller.fruit.name = "pear"
        controller.fruit.imageName = "pear"
        controller.fruit.color = .green
        controller.cellFruit.name = "plum"
        controller.cellFruit.imageName = "plum"
        let second = "▀▀ pear\n▀▀ plum\n"
        #expect(
            await Patience.waitSuspending {
                app.lastFrame?.plainText() == second
                    && app.lastFrame?[0, 1].style.foreground == FruitImages.plum.pixelColor
            })
        #expect(app.lastFrame?.plainText() == second)
        #expect(app.lastFrame?[0, 0].style.foreground == FruitImages.pear.pixelColor)
        #expect(app.lastFrame?[1, 1].style.background == FruitImages.plum.pixelColor)
        #expect(label.textColor == .green)
        input.finish()
        await run.value
    }

    @Test func followsModelChangesOutsideTheApplicationsLoop() async throws {
        FruitImages.register()
        let controller = FruitViewController()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 20, height: 3))
        window.rootViewController = controller
        #expect(window.render().plainText() == "▀▀ apple\n▀▀ cherry\n")
        controller.fruit.name = "banana"
        controller.fruit.imageName = "pear"
        controller.cellFruit.name = "fig"
        controller.cellFruit.imageName = "plum"
        let label = try #require(controller.view.subviews[1] as? Label)
        let cellLabel = try #require(controller.view.subviews.last?.subviews.last?.subviews.last as? Label)
        let (picture, cellPicture) = try imageViews(of: controller)
        // Applied on the main actor's next turn, before any frame is drawn.
        #expect(
            await Patience.waitSuspending {
                label.text == "banana" && cellLabel.text == "fig" && picture.image == FruitImages.pear
                    && cellPicture.image == FruitImages.plum
            })
        #expect(window.render().plainText() == "▀▀ banana\n▀▀ fig\n")
        #expect(picture.accessibilityLabel == "banana")
    }

    @Test func withoutColorsThePictureIsItsAltText() throws {
        FruitImages.register()
        let controller = FruitViewController()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 20, height: 3))
        window.colorMode = nil
        window.rootViewController = controller
        // The cell's picture has no alt text: a ramp of its brightness, one character a cell.
        #expect(window.render().plainText() == "ap apple\n.. cherry\n")
    }
}
