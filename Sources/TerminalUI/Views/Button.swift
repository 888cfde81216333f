import Foundation
import KeyCoding
import StringCoding

/// A control that sends its actions when pressed with Enter or Space: the Swift stand-in for `UIButton`.
///
/// Titles and title colors are set per state, in code or through the state-prefixed virtual keys of
/// the original StringCoding: `title` and `titleColor` are the normal state's, `selectedTitle`,
/// `highlightedTitleColor`, `disabledTitle`, `focusedTitleColor` … another state's. A state without its
/// own value shows the normal state's. A pressed button sends `touchUpInside` and
/// `primaryActionTriggered` actions. The focused button is drawn in inverse video.
///
/// ```swift
/// let button = Button(title: "Save")
/// try button.setValue(fromString: "red", forKeyPath: "selectedTitleColor")
/// try button.setValue("save", forKeyPath: "touchUpInside")
/// ```
@Keyed open class Button: Control {
    @NotKeyed private var titles: [ControlState: String] = [:]
    @NotKeyed private var titleColors: [ControlState: Color] = [:]

    /// A button showing `title` in the normal state, sized to fit it.
    ///
    /// ```swift
    /// Button(title: "OK").frame.size   // (4, 1): the title with a space either side
    /// ```
    public convenience init(title: String) {
        self.init(frame: .zero)
        setTitle(title, for: .normal)
        frame.size = intrinsicContentSize
    }

    /// Sets the title shown in `state` (nil removes it, so the normal title shows).
    ///
    /// ```swift
    /// button.setTitle("★ Favorite", for: .selected)
    /// ```
    public func setTitle(_ title: String?, for state: ControlState) {
        titles[state] = title
        superview?.setNeedsLayout()
        setNeedsDisplay()
    }

    /// The title shown in `state`: its own, else the normal state's.
    ///
    /// ```swift
    /// button.title(for: .highlighted)   // the normal title unless one was set for .highlighted
    /// ```
    public func title(for state: ControlState) -> String? {
        titles[state] ?? titles[.normal]
    }

    /// Sets the title color in `state` (nil removes it, so the normal color shows).
    ///
    /// ```swift
    /// button.setTitleColor(.gray, for: .disabled)
    /// ```
    public func setTitleColor(_ color: Color?, for state: ControlState) {
        titleColors[state] = color
        setNeedsDisplay()
    }

    /// The title color in `state`: its own, else the normal state's.
    public func titleColor(for state: ControlState) -> Color? {
        titleColors[state] ?? titleColors[.normal]
    }

    /// The title shown now: for the most specific state set (focused, then highlighted, selected, disabled).
    ///
    /// ```swift
    /// button.currentTitle   // "Save"
    /// ```
    public var currentTitle: String? { title(for: displayedState) }

    /// The state whose title and color are shown: the first of the control's states that has its own.
    private var displayedState: ControlState {
        let state = self.state
        let candidates: [ControlState] = [state, .focused, .highlighted, .selected, .disabled]
        return candidates.first {
            !$0.isEmpty && state.isSuperset(of: $0) && (titles[$0] != nil || titleColors[$0] != nil)
        }
            ?? .normal
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: Double(TerminalWidth.columns(of: currentTitle ?? "") + 2), height: 1)
    }

    open override func draw(in canvas: Canvas) {
        super.draw(in: canvas)
        let bounds = canvas.bounds
        let state = self.state
        let style = TextStyle(
            foreground: titleColor(for: displayedState), isInverse: state.contains(.focused) || isHighlighted,
            isDim: !isEnabled)
        if style.isInverse { canvas.restyle(bounds) { $0.isInverse = true } }
        let title =
            TextLayout.lines(
                of: currentTitle ?? "", width: max(bounds.width - 2, 1), maximumLines: 1,
                lineBreakMode: .byTruncatingTail
            ).first ?? ""
        let column = Label.column(of: title, in: bounds.width, alignment: .center)
        canvas.write(title, x: column, y: max((bounds.height - 1) / 2, 0), style: style)
    }

    open override func handleKey(_ key: Key) -> Bool {
        guard key == .enter || key == .character(" ") else { return super.handleKey(key) }
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
        return true
    }

    /// A click presses the button, as Enter does.
    override func controlWasClicked(at location: CGPoint) {
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
    }

    /// `title` and `titleColor`, alone and after each state name (`selectedTitleColor`).
    open override class var virtualKeys: [String] {
        let properties = ["Title", "TitleColor"]
        let stateKeys = ControlState.keyPrefixes.flatMap { state in properties.map { state.name + $0 } }
        return super.virtualKeys + ["title", "titleColor"] + stateKeys
    }

    open override func value(forUndefinedKey key: String) throws -> Any? {
        guard let (state, property) = Self.stateKey(key) else { return try super.value(forUndefinedKey: key) }
        return property == "title" ? titles[state] : titleColors[state]
    }

    open override func setValue(_ value: Any?, forUndefinedKey key: String) throws {
        guard let (state, property) = Self.stateKey(key) else { return try super.setValue(value, forUndefinedKey: key) }
        if property == "title" {
            guard value == nil || value is String else { throw typeMismatch(key, expected: "String", value) }
            setTitle(value as? String, for: state)
        } else {
            guard value == nil || value is Color else { throw typeMismatch(key, expected: "Color", value) }
            setTitleColor(value as? Color, for: state)
        }
    }

    open override func setValue(fromString string: String, forCustomKey key: String) throws -> Bool {
        guard let (state, property) = Self.stateKey(key) else {
            return try super.setValue(fromString: string, forCustomKey: key)
        }
        if property == "title" {
            setTitle(string, for: state)
        } else {
            setTitleColor(try Color?(parsing: string), for: state)
        }
        return true
    }

    /// The state and property of a virtual key: `title`, `titleColor`, or either with a state prefix.
    private static func stateKey(_ key: String) -> (ControlState, String)? {
        let (state, property) = ControlState.splitStatePrefix(key) ?? (.normal, key)
        return ["title", "titleColor"].contains(property) ? (state, property) : nil
    }
}
