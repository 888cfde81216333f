import Foundation
import KeyCoding

/// The button of one ``AlertAction`` in an alert's box: its title centered, a cancel action's in
/// bold, a destructive one's in red (after a `!` where the screen shows no colors); the focused
/// button in reverse video, or marked with a `>` in plain text, where reverse video does not show.
@Keyed final class AlertActionButton: Control {
    @NotKeyed private(set) weak var action: AlertAction?
    /// Called when Enter or Space presses the button.
    @NotKeyed var press: () -> Void = {}

    /// The mark of a destructive action where no colors show.
    static let destructiveMarker = "! "
    /// The mark of the focused button in plain text, as a selected table row has.
    static let focusMarker = ">"
    /// The color of a destructive action's title.
    static let destructiveColor = Color.red

    convenience init(action: AlertAction) {
        self.init(frame: .zero)
        self.action = action
        isEnabled = action.isEnabled
    }

    /// The title as drawn: with the destructive mark where no colors show.
    var shownTitle: String {
        guard let action else { return "" }
        return action.style == .destructive && drawsPlainCharacters
            ? Self.destructiveMarker + action.title : action.title
    }

    /// The columns the button needs: its title with a space either side.
    var naturalWidth: Int { TerminalWidth.columns(of: shownTitle) + 2 }

    override func handleKey(_ key: Key) -> Bool {
        guard key == .enter || key == .character(" ") else { return super.handleKey(key) }
        if isEnabled { press() }
        return true
    }

    /// A click (a press and a release over the button) chooses it, as Enter does.
    override func controlWasClicked(at location: CGPoint) {
        press()
    }

    override var keyHelp: [KeyHelp] {
        [KeyHelp(keys: [.enter, .character(" ")], title: "choose the focused button")] + super.keyHelp
    }

    override func draw(in canvas: Canvas) {
        super.draw(in: canvas)
        let bounds = canvas.bounds
        guard bounds.width > 0, bounds.height > 0 else { return }
        let plain = drawsPlainCharacters
        let focused = isFocused
        if focused, !plain { canvas.restyle(bounds) { $0.isInverse = true } }
        let style = TextStyle(
            foreground: action?.style == .destructive ? Self.destructiveColor : nil, isBold: action?.style == .cancel,
            isInverse: focused && !plain, isDim: !isEnabled)
        let title =
            TextLayout.lines(
                of: shownTitle, width: max(bounds.width - 2, 1), maximumLines: 1, lineBreakMode: .byTruncatingTail
            ).first ?? ""
        canvas.write(title, x: Label.column(of: title, in: bounds.width, alignment: .center), y: 0, style: style)
        if focused, plain { canvas.write(Self.focusMarker, x: 0, y: 0, style: .plain) }
    }
}
