import Foundation
import KeyCoding
import StringCoding

/// An alert's view: it covers the window, dims the screen under it, and draws the alert's box
/// (centered, or at the bottom for an action sheet) with the title, the message and a button per
/// action, on rows it clears from edge to edge. A stylesheet reaches it with the class `alert`: `backgroundColor` paints the box (the
/// window's background when nil) and `textColor` its text and border.
@Keyed final class AlertView: View {
    /// The color of the text and the box; nil is the terminal's default.
    var textColor: Color? = nil { didSet { setNeedsDisplay() } }
    @NotKeyed private weak var controller: AlertController?
    @NotKeyed private(set) var buttons: [AlertActionButton] = []
    @NotKeyed private var layout: AlertLayout?

    /// The hint in the bottom edge of the box, for Escape.
    static func escapeHint(hasCancel: Bool) -> String { hasCancel ? " Esc cancels " : " Esc closes " }

    convenience init(controller: AlertController) {
        self.init(frame: .zero)
        self.controller = controller
        styleClasses = ["alert"]
        for action in controller.displayedActions {
            let button = AlertActionButton(action: action)
            action.button = button
            button.press = { [weak controller, weak action] in
                guard let controller, let action else { return }
                controller.choose(action)
            }
            buttons.append(button)
            addSubview(button)
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let controller else { return }
        let size = cellFrame
        let layout = AlertLayout.make(
            style: controller.preferredStyle, title: controller.title ?? "", message: controller.message ?? "",
            buttonWidths: buttons.map(\.naturalWidth), cancelIsApart: controller.cancelIsApart,
            width: size.width, height: size.height)
        for (button, rect) in zip(buttons, layout.buttons) {
            button.frame = CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
        }
        self.layout = layout
    }

    override func draw(in canvas: Canvas) {
        // Not super's draw: the background color paints the box, not the whole window.
        guard let layout, let controller else { return }
        // The screen under the alert stays in view, dimmed, so that it reads as not answering now.
        canvas.restyle(canvas.bounds) { $0.isDim = true }
        let box = layout.box
        guard box.width >= 2, box.height >= 2 else { return }
        // The box's rows are cleared from edge to edge, as the keys overlay's are, so that no
        // piece of a word shows beside it.
        canvas.fill(
            CellRect(x: 0, y: box.y, width: canvas.bounds.width, height: box.height),
            background: window?.backgroundColor)
        canvas.fill(box, background: backgroundColor ?? window?.backgroundColor)
        let style = TextStyle(foreground: textColor)
        canvas.drawBox(box, style: style)
        for row in layout.rules {
            canvas.write("├" + String(repeating: "─", count: box.width - 2) + "┤", x: box.x, y: row, style: style)
        }
        let hint = Self.escapeHint(hasCancel: controller.cancelAction != nil)
        canvas.write(
            TextLayout.prefix(of: hint, columns: max(box.width - 4, 0)), x: box.x + 1, y: box.y + box.height - 1,
            style: style)
        for line in layout.titleLines {
            canvas.write(line.text, x: line.x, y: line.y, style: TextStyle(foreground: textColor, isBold: true))
        }
        for line in layout.messageLines { canvas.write(line.text, x: line.x, y: line.y, style: style) }
    }
}
