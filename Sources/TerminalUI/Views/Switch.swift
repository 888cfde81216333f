import Bindings
import Foundation
import KeyCoding
import StringCoding

/// An on/off control: the Swift stand-in for `UISwitch`.
///
/// It draws as a check box, `[x]` when on and `[ ]` when off, the same ASCII under `NO_COLOR` and
/// `TERM=dumb`; ``onTintColor`` colors the `x`, and the focused switch is drawn in inverse video.
/// While focused, Space and Enter flip it and send `valueChanged` and `primaryActionTriggered`
/// actions. A two-way binding of ``isOn`` writes each flip back to the model.
///
/// ```swift
/// let favorite = Switch(frame: CGRect(x: 0, y: 0, width: 3, height: 1))
/// favorite.isOn = true
/// favorite.renderedBuffer().plainText()   // "[x]"
/// try favorite.bind("isOn", to: "@rootview.dataObject.isFavorite", twoWay: true)
/// ```
@Keyed open class Switch: Control, @MainActor BindingEditable {
    /// Whether the switch is on.
    ///
    /// ```swift
    /// try favorite.setValue(fromString: "YES", forKeyPath: "isOn")
    /// ```
    public var isOn = false { didSet { setNeedsDisplay() } }
    /// The color of the `x` while the switch is on; nil is the terminal's default.
    ///
    /// ```swift
    /// favorite.onTintColor = .green
    /// ```
    public var onTintColor: Color? = nil { didSet { setNeedsDisplay() } }

    @NotKeyed private var editHandlers: [() -> Void] = []

    /// Sets ``isOn``; a terminal shows it at once, so `animated` changes nothing. Code's changes
    /// send no actions and reach no two-way binding, as in UIKit.
    ///
    /// ```swift
    /// favorite.setOn(true, animated: true)
    /// ```
    public func setOn(_ isOn: Bool, animated: Bool) {
        self.isOn = isOn
    }

    /// Calls `handler` after each flip the user makes to `isOn`, for two-way bindings.
    ///
    /// ```swift
    /// try favorite.bind("isOn", to: "@rootview.dataObject.isFavorite", twoWay: true)
    /// ```
    public func observeUserEdits(ofKey key: String, _ handler: @escaping () -> Void) -> Bool {
        guard key == "isOn" else { return false }
        editHandlers.append(handler)
        return true
    }

    /// Three columns: the box and its mark.
    open override var intrinsicContentSize: CGSize { CGSize(width: 3, height: 1) }

    open override func handleKey(_ key: Key) -> Bool {
        guard isEnabled, key == .enter || key == .character(" ") else { return super.handleKey(key) }
        flip(sending: [.valueChanged, .primaryActionTriggered])
        return true
    }

    /// A click flips the switch, as Space does, and also sends `touchUpInside`.
    override func controlWasClicked(at location: CGPoint) {
        flip(sending: [.touchUpInside, .valueChanged, .primaryActionTriggered])
    }

    /// The user flipped the switch: two-way bindings hear of it, and `events` are sent.
    private func flip(sending events: ControlEvents) {
        isOn.toggle()
        for handler in editHandlers { handler() }
        sendActions(for: events)
    }

    open override var keyHelp: [KeyHelp] {
        [KeyHelp(keys: [.character(" "), .enter], title: "switch on or off")] + super.keyHelp
    }

    open override func draw(in canvas: Canvas) {
        super.draw(in: canvas)
        let bounds = canvas.bounds
        guard bounds.width > 0 else { return }
        let y = max((bounds.height - 1) / 2, 0)
        let frame = TextStyle(isInverse: isFocused || isHighlighted, isDim: !isEnabled)
        var mark = frame
        if isOn { mark.foreground = onTintColor }
        let used = canvas.write("[", x: 0, y: y, style: frame)
        let marked = canvas.write(isOn ? "x" : " ", x: used, y: y, style: mark)
        canvas.write("]", x: used + marked, y: y, style: frame)
        drawInvalidMark(in: canvas)
    }
}
