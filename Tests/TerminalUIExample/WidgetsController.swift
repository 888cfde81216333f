// The example's second screen, shown when EXAMPLE_SCREEN=widgets: a text view to type notes into,
// with a line count under it, a progress bar and a spinner that a timer advances.
import Foundation
import TerminalUI

/// A text view that reports its line count to a label as the user edits.
final class NotesView: TextView {
    var countLabel: Label?

    override func textDidChange() {
        super.textDidChange()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
        countLabel?.text = "Lines: \(lines)"
    }
}

/// The screen's view: the text view takes the width left after a column each side.
final class WidgetsView: View {
    weak var notes: TextView?

    override func layoutSubviews() {
        super.layoutSubviews()
        notes?.frame.size.width = max(bounds.width - 2, 1)
    }
}

final class WidgetsController: ViewController {
    let notes = NotesView()
    let progress = ProgressView()
    let spinner = ActivityIndicatorView()

    override func loadView() {
        let screen = WidgetsView()
        screen.notes = notes
        view = screen
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        let count = Label(text: "Lines: 1")
        notes.countLabel = count
        notes.frame = CGRect(x: 1, y: 1, width: 30, height: 5)
        // Wide enough for any count: a label keeps the size it had for "Lines: 1", as in UIKit.
        count.frame = CGRect(x: 1, y: 7, width: 20, height: 1)
        spinner.frame = CGRect(x: 1, y: 8, width: 1, height: 1)
        progress.frame = CGRect(x: 3, y: 8, width: 20, height: 1)
        for subview in [notes, count, spinner, progress] as [View] { view.addSubview(subview) }
        spinner.startAnimating()
    }

    /// One timer tick: the spinner turns and the bar fills a little, starting over when full.
    func tick() {
        spinner.advance()
        progress.progress = progress.progress >= 1 ? 0 : progress.progress + 0.05
    }
}
