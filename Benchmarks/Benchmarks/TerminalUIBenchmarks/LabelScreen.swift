import Foundation
import TerminalUI

/// A 200×60 window of 1,000 labels: 50 rows of 20 labels, each 10 columns wide.
@MainActor final class LabelScreen {
    nonisolated static let columns = 200, rows = 60, labelsPerRow = 20, labelWidth = 10
    nonisolated static let labelCount = 1_000

    let window = Window(frame: CGRect(x: 0, y: 0, width: columns, height: rows))
    private(set) var labels: [Label] = []
    private var texts: [String]
    private var changes = 0

    init() {
        texts = (0..<Self.labelCount).map { "Item \($0)" }
        for (index, text) in texts.enumerated() {
            let label = Label(text: text)
            label.frame = CGRect(
                x: (index % Self.labelsPerRow) * Self.labelWidth, y: index / Self.labelsPerRow,
                width: Self.labelWidth, height: 1)
            label.textColor = index % 2 == 0 ? .white : .yellow
            labels.append(label)
            window.addSubview(label)
        }
    }

    /// Gives one label new text, as an app changing one value would.
    func change(label index: Int) {
        changes += 1
        texts[index] = "Done \(changes % 10_000)"
        labels[index].text = texts[index]
    }

    /// The screen's text built by concatenation: each row's labels padded to their width.
    func concatenatedText(changingLabel index: Int) -> String {
        changes += 1
        texts[index] = "Done \(changes % 10_000)"
        var screen = ""
        screen.reserveCapacity(Self.columns * Self.rows + Self.rows)
        for row in 0..<Self.rows {
            for column in 0..<Self.labelsPerRow {
                let index = row * Self.labelsPerRow + column
                let text = index < texts.count ? texts[index] : ""
                screen += text
                screen += String(repeating: " ", count: Self.labelWidth - text.count)
            }
            screen += "\n"
        }
        return screen
    }
}
