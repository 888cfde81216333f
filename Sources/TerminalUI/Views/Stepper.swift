import Bindings
import Foundation
import KeyCoding
import StringCoding

/// A control that steps a number up and down within a range: the Swift stand-in for `UIStepper`.
///
/// It draws as `[- 3 +]`: the value between a minus and a plus, each dimmed when it cannot step
/// further, the same ASCII under `NO_COLOR` and `TERM=dumb`; ``tintColor`` colors the signs, and
/// the focused stepper is drawn in inverse video. While focused, → ↑ `+` step up, ← ↓ `-` step
/// down, Home and End go to ``minimumValue`` and ``maximumValue``; each change sends `valueChanged`
/// and `primaryActionTriggered` actions. A two-way binding of ``value`` writes each step back to
/// the model (a `Double` property, or another type through a reversible transformer).
///
/// ```swift
/// let copies = Stepper(frame: CGRect(x: 0, y: 0, width: 7, height: 1))
/// copies.maximumValue = 10
/// copies.value = 3
/// copies.renderedBuffer().plainText()   // "[- 3 +]"
/// ```
@Keyed open class Stepper: Control, @MainActor BindingEditable {
    /// The value, kept within ``minimumValue`` … ``maximumValue`` (NaN reads as the minimum).
    ///
    /// ```swift
    /// try copies.setValue(fromString: "4", forKeyPath: "value")
    /// ```
    public var value: Double = 0 {
        didSet {
            let pinned = value.isNaN ? minimumValue : min(max(value, minimumValue), maximumValue)
            if pinned != value { value = pinned }
            if value != oldValue { setNeedsDisplay() }
        }
    }
    /// The lowest value; raising it above ``value`` raises the value.
    ///
    /// ```swift
    /// copies.minimumValue = 1
    /// ```
    public var minimumValue: Double = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = max(value, minimumValue)
            setNeedsDisplay()
        }
    }
    /// The highest value; lowering it below ``value`` lowers the value.
    ///
    /// ```swift
    /// copies.maximumValue = 10
    /// ```
    public var maximumValue: Double = 100 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = min(value, maximumValue)
            setNeedsDisplay()
        }
    }
    /// How far one step goes; a step that is not above 0 counts as 1.
    ///
    /// ```swift
    /// price.stepValue = 0.5
    /// ```
    public var stepValue: Double = 1 { didSet { setNeedsDisplay() } }
    /// Whether stepping past one end goes on from the other.
    ///
    /// ```swift
    /// hour.wraps = true
    /// ```
    public var wraps = false
    /// The color of the minus and the plus; nil is the terminal's default.
    ///
    /// ```swift
    /// copies.tintColor = .cyan
    /// ```
    public var tintColor: Color? = nil { didSet { setNeedsDisplay() } }

    @NotKeyed private var editHandlers: [() -> Void] = []

    /// Calls `handler` after each step the user makes to `value`, for two-way bindings.
    ///
    /// ```swift
    /// try copies.bind("value", to: "@rootview.dataObject.copies", twoWay: true)
    /// ```
    public func observeUserEdits(ofKey key: String, _ handler: @escaping () -> Void) -> Bool {
        guard key == "value" else { return false }
        editHandlers.append(handler)
        return true
    }

    /// The value as the stepper shows it: whole numbers without a fraction.
    ///
    /// ```swift
    /// copies.value = 3
    /// copies.valueText   // "3"
    /// ```
    public var valueText: String { Self.text(of: value) }

    private static func text(of number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }

    private var step: Double { stepValue > 0 && stepValue.isFinite ? stepValue : 1 }

    /// Room for the brackets, the signs and the widest of the two ends.
    open override var intrinsicContentSize: CGSize {
        let widest = max(
            TerminalWidth.columns(of: Self.text(of: minimumValue)),
            TerminalWidth.columns(of: Self.text(of: maximumValue)))
        return CGSize(width: Double(widest + 6), height: 1)
    }

    open override func handleKey(_ key: Key) -> Bool {
        guard isEnabled else { return super.handleKey(key) }
        let target: Double
        switch key {
        case .right, .up, .character("+"), .character("="): target = stepped(up: true)
        case .left, .down, .character("-"), .character("_"): target = stepped(up: false)
        case .home: target = minimumValue
        case .end: target = maximumValue
        default: return super.handleKey(key)
        }
        change(to: target)
        return true
    }

    /// A press on the `-` (the two cells at the left) steps down, on the `+` (the two at the
    /// right) steps up, as `UIStepper` steps on touch down; the rest is a control's click.
    open override func handleMouse(_ event: MouseEvent, at location: CGPoint) -> Bool {
        if isEnabled, event.kind == .press, location.y >= 0, location.y < bounds.height {
            let width = cellFrame.width
            if location.x >= 0, location.x < 2 {
                change(to: stepped(up: false))
            } else if location.x >= Double(width - 2), location.x < Double(width) {
                change(to: stepped(up: true))
            }
        }
        return super.handleMouse(event, at: location)
    }

    /// The user changed the value: two-way bindings hear of it, and the actions are sent.
    private func change(to target: Double) {
        guard target != value else { return }
        value = target
        for handler in editHandlers { handler() }
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }

    /// The value one step up or down, pinned to the range, or wrapped around it.
    private func stepped(up: Bool) -> Double {
        let next = value + (up ? step : -step)
        if next > maximumValue { return wraps ? minimumValue : maximumValue }
        if next < minimumValue { return wraps ? maximumValue : minimumValue }
        return next
    }

    open override var keyHelp: [KeyHelp] {
        [
            KeyHelp(keys: [.right, .up, .character("+")], title: "step up"),
            KeyHelp(keys: [.left, .down, .character("-")], title: "step down"),
            KeyHelp(keys: [.home, .end], title: "go to the lowest or highest value"),
        ] + super.keyHelp
    }

    open override func draw(in canvas: Canvas) {
        super.draw(in: canvas)
        let bounds = canvas.bounds
        guard bounds.width > 0 else { return }
        let y = max((bounds.height - 1) / 2, 0)
        let isInverse = isFocused || isHighlighted
        let frame = TextStyle(isInverse: isInverse, isDim: !isEnabled)
        if isInverse { canvas.restyle(bounds) { $0.isInverse = true } }
        let canStepDown = wraps || value > minimumValue
        let canStepUp = wraps || value < maximumValue
        let minus = TextStyle(foreground: tintColor, isInverse: isInverse, isDim: !isEnabled || !canStepDown)
        let plus = TextStyle(foreground: tintColor, isInverse: isInverse, isDim: !isEnabled || !canStepUp)
        canvas.write("[", x: 0, y: y, style: frame)
        canvas.write("-", x: 1, y: y, style: minus)
        canvas.write("]", x: bounds.width - 1, y: y, style: frame)
        canvas.write("+", x: bounds.width - 2, y: y, style: plus)
        // Between the signs, centered; it takes the spaces beside them when it needs them.
        let inside = max(bounds.width - 4, 0)
        let shown = TextLayout.prefix(of: valueText, columns: inside)
        let column = 2 + Label.column(of: shown, in: inside, alignment: .center)
        canvas.write(shown, x: column, y: y, style: frame)
        drawInvalidMark(in: canvas)
    }
}
