// The example's gallery, shown when EXAMPLE_SCREEN=gallery: every TerminalUI widget on one screen,
// live, each beside its class name; Tab moves between them, `?` lists the keys of the focused one.
// A new widget is one more `GalleryItem` in `makeItems()`, in the order Tab should reach it.
import Foundation
import TerminalUI

final class GalleryController: ViewController {
    let gallery = GalleryView()
    let spinner = ActivityIndicatorView()
    let progress = ProgressView()

    override func loadView() {
        view = gallery
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Gallery"
        gallery.items = makeItems()
        spinner.startAnimating()
    }

    /// One timer tick: the spinner turns.
    func tick() {
        spinner.advance()
    }

    private func makeItems() -> [GalleryItem] {
        [
            GalleryItem("Label", Label(text: "Text on one line, cut with … where it does not fit")),
            GalleryItem("Button", pressCounter()),
            GalleryItem("TextField", width: 24, textField()),
            GalleryItem("Switch", switchWithState()),
            GalleryItem("Stepper", stepperFillingTheBar()),
            GalleryItem("ProgressView", width: 30, progress),
            GalleryItem("ActivityIndicatorView", spinner),
            GalleryItem("ImageView", width: 24, gradientImage()),
            GalleryItem("StackView", stackOfButtons()),
            GalleryItem("TextView", height: 3, textView()),
            GalleryItem("ScrollView", height: 3, width: 16, scrollView()),
            GalleryItem("TableView", height: 3, CityTable.make()),
            GalleryItem("NavigationController", pushButton()),
            GalleryItem("AlertController", alertButton()),
            GalleryItem("Menu", Label(text: "m or F10 opens this screen's actions")),
        ]
    }

    /// What `m` or F10 offers anywhere on the gallery: the bar's two ends, and an action that is
    /// never enabled.
    override var contextMenu: Menu? {
        Menu(
            title: "Gallery",
            children: [
                MenuAction(title: "Fill the bar") { [progress] _ in progress.progress = 1 },
                MenuAction(title: "Empty the bar") { [progress] _ in progress.progress = 0 },
                MenuAction(title: "Undo", attributes: .disabled) { _ in },
            ])
    }

    /// Twenty-four columns of pixels, two to a cell: red to blue above, darker below.
    private func gradientImage() -> View {
        let width = 24
        let pixels = (0..<2).flatMap { row in
            (0..<width).map { column in
                let shade = row == 0 ? 1.0 : 0.5
                let red = Double(width - 1 - column) / Double(width - 1) * 255 * shade
                let blue = Double(column) / Double(width - 1) * 255 * shade
                return Image.Pixel(red: UInt8(red), green: UInt8(60 * shade), blue: UInt8(blue))
            }
        }
        let view = ImageView(image: try? Image(width: width, height: 2, pixels: pixels))
        view.accessibilityLabel = "a red to blue gradient"
        return view
    }

    /// A button that asks, in an alert, whether to empty the bar, and a label with the answer.
    private func alertButton() -> View {
        let button = Button(title: "Ask…")
        button.addAction("ask", for: .primaryActionTriggered)
        let answer = Label(text: "Not asked yet")
        handle(action: "ask") { [weak self, progress] _ in
            let alert = AlertController(title: "Empty the bar?", message: nil, preferredStyle: .alert)
            alert.addAction(
                AlertAction(title: "Empty", style: .destructive) { _ in
                    progress.progress = 0
                    answer.text = "Emptied"
                })
            alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in answer.text = "Kept" })
            self?.present(alert)
        }
        return StackView(axis: .horizontal, spacing: 2, arrangedSubviews: [button, answer])
    }

    /// A button, and a label that counts its presses.
    private func pressCounter() -> View {
        let button = Button(title: "Press me")
        button.addAction("pressed", for: .primaryActionTriggered)
        let count = Label(text: "Pressed 0 times")
        var presses = 0
        handle(action: "pressed") { _ in
            presses += 1
            count.text = "Pressed \(presses) time\(presses == 1 ? "" : "s")"
        }
        return StackView(axis: .horizontal, spacing: 2, arrangedSubviews: [button, count])
    }

    private func textField() -> View {
        let field = TextField()
        field.placeholder = "Type here"
        field.borderStyle = .line
        return field
    }

    /// A switch, and a label that says which way it is.
    private func switchWithState() -> View {
        let toggle = Switch()
        toggle.addAction("switched", for: .valueChanged)
        let state = Label(text: "Off")
        handle(action: "switched") { _ in state.text = toggle.isOn ? "On" : "Off" }
        return StackView(axis: .horizontal, spacing: 2, arrangedSubviews: [toggle, state])
    }

    /// A stepper from 0 to 10 that fills the progress bar by tenths.
    private func stepperFillingTheBar() -> View {
        let stepper = Stepper()
        stepper.maximumValue = 10
        stepper.value = 4
        stepper.addAction("stepped", for: .valueChanged)
        progress.progress = 0.4
        handle(action: "stepped") { [progress] _ in progress.progress = Float(stepper.value / 10) }
        return stepper
    }

    /// Two buttons side by side that empty and fill the progress bar.
    private func stackOfButtons() -> View {
        let empty = Button(title: "Empty the bar")
        empty.addAction("empty", for: .primaryActionTriggered)
        let fill = Button(title: "Fill it")
        fill.addAction("fill", for: .primaryActionTriggered)
        handle(action: "empty") { [progress] _ in progress.progress = 0 }
        handle(action: "fill") { [progress] _ in progress.progress = 1 }
        return StackView(axis: .horizontal, spacing: 1, arrangedSubviews: [empty, fill])
    }

    private func textView() -> View {
        let text = TextView()
        text.text =
            "Several lines to edit, wrapped at words; 世界 takes two columns a character.\n"
            + "Shift with the arrows selects."
        return text
    }

    /// Twelve numbered lines in three rows.
    private func scrollView() -> View {
        let scroll = ScrollView()
        for line in 1...12 {
            let label = Label(text: "Line \(line) of 12")
            label.frame.origin.y = Double(line - 1)
            scroll.addSubview(label)
        }
        scroll.contentSize = CGSize(width: 13, height: 12)
        return scroll
    }

    /// A button that pushes a page on the navigation stack; Escape comes back.
    private func pushButton() -> View {
        let button = Button(title: "Open a page ›")
        button.addAction("push", for: .primaryActionTriggered)
        handle(action: "push") { [weak self] _ in
            let page = ViewController()
            page.title = "Pushed"
            let label = Label(text: "Escape goes back")
            label.frame.origin = CGPoint(x: 1, y: 1)
            page.view.addSubview(label)
            self?.navigationController?.pushViewController(page)
        }
        return button
    }
}
