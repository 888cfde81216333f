/// Where an alert's parts go in a window of a given size: the box, the lines of its title and
/// message, its buttons, and the rules of an action sheet. Positions are in the window's cells.
struct AlertLayout {
    /// A line of text and the row it goes on.
    struct Line {
        var text: String
        var x: Int
        var y: Int
    }

    var box: CellRect
    var titleLines: [Line] = []
    var messageLines: [Line] = []
    /// The buttons' rectangles, in the order of `AlertController.displayedActions`.
    var buttons: [CellRect] = []
    /// The rows of the rules across an action sheet's box.
    var rules: [Int] = []

    /// The most columns an alert's text takes, so that a line stays easy to read on a wide screen.
    static let widestAlert = 48
    /// The most columns an action sheet's text takes.
    static let widestSheet = 56
    /// The fewest, so that a short alert still reads as a box.
    static let narrowest = 20

    /// Lays out `title`, `message` and buttons of `buttonWidths` columns (their titles and the
    /// space either side) in a window of `width` × `height`. In an `.alert`, up to two buttons
    /// that fit go side by side under the text, else one per row; an `.actionSheet` sits at the
    /// bottom, one button per row, the cancel button apart under a rule when
    /// `cancelIsApart`.
    static func make(
        style: AlertController.Style, title: String, message: String, buttonWidths: [Int], cancelIsApart: Bool,
        width: Int, height: Int
    ) -> AlertLayout {
        let isSheet = style == .actionSheet
        // Two columns of the screen show beside the box on each side where there is room, one for
        // a sheet; border and padding take two on each side inside.
        let margin = width >= 16 ? (isSheet ? 1 : 2) : 0
        let widest = max(min(width - 2 * margin - 4, isSheet ? widestSheet : widestAlert), 1)
        let rowWidth = buttonWidths.reduce(0, +) + 2 * max(buttonWidths.count - 1, 0)
        let sideBySide = !isSheet && !buttonWidths.isEmpty && buttonWidths.count <= 2 && rowWidth <= widest
        let paragraphs = (title + "\n" + message).split(separator: "\n").map { TerminalWidth.columns(of: $0) }
        let natural = max(
            paragraphs.max() ?? 0, sideBySide ? rowWidth : (buttonWidths.max() ?? 0), narrowest)
        let inner = min(natural, widest)

        let buttonRows = sideBySide ? 1 : buttonWidths.count
        let ruleCount = isSheet ? (title.isEmpty && message.isEmpty ? 0 : 1) + (cancelIsApart ? 1 : 0) : 0
        func wrapped(_ text: String, lines: Int) -> [String] {
            text.isEmpty
                ? [] : TextLayout.lines(of: text, width: inner, maximumLines: lines, lineBreakMode: .byTruncatingTail)
        }
        var titleLines = wrapped(title, lines: 0)
        var messageLines = wrapped(message, lines: 0)
        // Blank rows: between title and message in an alert, and above its buttons.
        func gaps() -> Int {
            guard !isSheet else { return 0 }
            return (!titleLines.isEmpty && !messageLines.isEmpty ? 1 : 0)
                + (titleLines.isEmpty && messageLines.isEmpty ? 0 : 1)
        }
        let tallest = height >= 8 ? height - 2 : height
        let fixed = buttonRows + ruleCount + 2
        // On a short screen the message gives way first, then the title, each keeping a line
        // that ends in "…" so that nothing is cut without a sign.
        if titleLines.count + messageLines.count + gaps() + fixed > tallest, !messageLines.isEmpty {
            let room = max(tallest - fixed - gaps() - titleLines.count, 1)
            messageLines = wrapped(message, lines: room)
        }
        if titleLines.count + messageLines.count + gaps() + fixed > tallest, !titleLines.isEmpty {
            let room = max(tallest - fixed - gaps() - messageLines.count, 1)
            titleLines = wrapped(title, lines: room)
        }
        let boxHeight = titleLines.count + messageLines.count + gaps() + fixed
        let boxWidth = inner + 4
        let x = max((width - boxWidth) / 2, 0)
        let y = isSheet ? max(height - boxHeight - (height >= 8 ? 1 : 0), 0) : max((height - boxHeight) / 2, 0)
        var layout = AlertLayout(box: CellRect(x: x, y: y, width: boxWidth, height: boxHeight))

        var row = y + 1
        func centered(_ text: String) -> Line {
            let line = Line(text: text, x: x + 2 + max((inner - TerminalWidth.columns(of: text)) / 2, 0), y: row)
            row += 1
            return line
        }
        layout.titleLines = titleLines.map(centered)
        if !isSheet, !titleLines.isEmpty, !messageLines.isEmpty { row += 1 }
        layout.messageLines = messageLines.map(centered)
        if !isSheet, !(titleLines.isEmpty && messageLines.isEmpty) { row += 1 }
        if isSheet, !(title.isEmpty && message.isEmpty) {
            layout.rules.append(row)
            row += 1
        }
        if sideBySide {
            var column = x + 2 + (inner - rowWidth) / 2
            for buttonWidth in buttonWidths {
                layout.buttons.append(CellRect(x: column, y: row, width: buttonWidth, height: 1))
                column += buttonWidth + 2
            }
        } else {
            for index in buttonWidths.indices {
                if cancelIsApart, isSheet, index == buttonWidths.count - 1 {
                    layout.rules.append(row)
                    row += 1
                }
                layout.buttons.append(CellRect(x: x + 2, y: row, width: inner, height: 1))
                row += 1
            }
        }
        return layout
    }
}
