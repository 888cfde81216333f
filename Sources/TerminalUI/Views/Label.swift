import Foundation
import KeyCoding
import StringCoding

/// Read-only text: the Swift stand-in for `UILabel`.
///
/// The font's traits become the terminal's bold, italic and underline; its name and size are kept
/// for other renderers and ignored here. Text is wrapped and truncated by ``lineBreakMode`` within
/// ``numberOfLines`` (0 for as many as fit) and centered vertically, as UIKit does.
///
/// ```swift
/// let title = Label(text: "Contacts")
/// try title.setValue(fromString: "bold", forKeyPath: "font")
/// try title.setValue(fromString: "center", forKeyPath: "textAlignment")
/// title.frame = CGRect(x: 0, y: 0, width: 20, height: 1)
/// title.renderedBuffer().plainText()   // "      Contacts"
/// ```
@Keyed open class Label: View {
    /// The text shown.
    ///
    /// ```swift
    /// label.text = "Ada Lovelace"
    /// ```
    public var text = "" {
        didSet {
            guard text != oldValue else { return }
            superview?.setNeedsLayout()
            setNeedsDisplay()
        }
    }
    /// The text's color; nil is the terminal's default.
    ///
    /// ```swift
    /// try label.setValue(fromString: "#ff8800", forKeyPath: "textColor")
    /// ```
    public var textColor: Color? = nil { didSet { setNeedsDisplay() } }
    /// The text's color while ``isHighlighted``; nil keeps ``textColor``. A table cell highlights
    /// its labels while its row is drawn selected, so that the text stays readable on the
    /// selection's background whatever color a stylesheet gave it.
    ///
    /// ```swift
    /// try label.setValue(fromString: "white", forKeyPath: "highlightedTextColor")
    /// ```
    public var highlightedTextColor: Color? = nil { didSet { setNeedsDisplay() } }
    /// Whether the text is drawn in ``highlightedTextColor``; ``TableViewCell`` sets it on the
    /// labels in its content view while its row is drawn selected.
    ///
    /// ```swift
    /// label.isHighlighted = true   // drawn in highlightedTextColor, if it has one
    /// ```
    public var isHighlighted = false {
        didSet {
            guard isHighlighted != oldValue else { return }
            setNeedsDisplay()
        }
    }
    /// The font: bold, italic and underline traits show in the terminal.
    ///
    /// ```swift
    /// label.font = Font(traits: [.bold, .underline])
    /// ```
    public var font = Font() { didSet { setNeedsDisplay() } }
    /// Where lines sit horizontally; `natural` and `justified` are left-aligned.
    ///
    /// ```swift
    /// label.textAlignment = .center
    /// ```
    public var textAlignment: TextAlignment = .natural { didSet { setNeedsDisplay() } }
    /// How lines wrap and what is cut when the text does not fit.
    ///
    /// ```swift
    /// try label.setValue(fromString: "wrap", forKeyPath: "lineBreakMode")   // .byWordWrapping
    /// ```
    public var lineBreakMode: LineBreakMode = .byTruncatingTail { didSet { setNeedsDisplay() } }
    /// The most lines shown; 0 means as many as the height allows.
    ///
    /// ```swift
    /// label.numberOfLines = 0   // wrap onto as many lines as the frame has
    /// ```
    public var numberOfLines = 1 {
        didSet {
            superview?.setNeedsLayout()
            setNeedsDisplay()
        }
    }

    /// A label showing `text`, sized to fit it.
    ///
    /// ```swift
    /// Label(text: "Hi").frame.size   // (2, 1)
    /// ```
    public convenience init(text: String) {
        self.init(frame: .zero)
        self.text = text
        frame.size = sizeThatFits(Self.unlimitedSize)
    }

    /// The style text is drawn in: the text color (``highlightedTextColor`` while highlighted, if
    /// set) and the font's traits.
    ///
    /// ```swift
    /// Label(text: "x").textStyle == .plain   // true
    /// ```
    public var textStyle: TextStyle {
        TextStyle(foreground: isHighlighted ? highlightedTextColor ?? textColor : textColor, font: font)
    }

    open override var intrinsicContentSize: CGSize { textSize(width: Int(Int32.max)) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        textSize(width: size.width.isFinite ? Int(max(min(size.width, Double(Int32.max)), 0)) : Int(Int32.max))
    }

    /// The size of the text laid out in at most `width` columns.
    private func textSize(width: Int) -> CGSize {
        let lines = TextLayout.lines(of: text, width: width, maximumLines: numberOfLines, lineBreakMode: lineBreakMode)
        let size = TextLayout.size(of: lines)
        return CGSize(width: Double(size.width), height: Double(size.height))
    }

    open override func draw(in canvas: Canvas) {
        super.draw(in: canvas)
        let bounds = canvas.bounds
        let limit = numberOfLines == 0 ? bounds.height : min(numberOfLines, bounds.height)
        let lines = TextLayout.lines(of: text, width: bounds.width, maximumLines: limit, lineBreakMode: lineBreakMode)
        let top = max((bounds.height - lines.count) / 2, 0)
        let style = textStyle
        for (row, line) in lines.enumerated() {
            canvas.write(
                line, x: Self.column(of: line, in: bounds.width, alignment: textAlignment), y: top + row, style: style)
        }
    }

    /// The column a line of text starts at for an alignment.
    static func column(of line: String, in width: Int, alignment: TextAlignment) -> Int {
        let free = max(width - TerminalWidth.columns(of: line), 0)
        switch alignment {
        case .center: return free / 2
        case .right: return free
        default: return 0
        }
    }
}

extension TextStyle {
    /// A style in `foreground` with the font's bold, italic and underline traits, the rest of the
    /// font being what a terminal cannot show.
    init(foreground: Color?, font: Font, isDim: Bool = false) {
        self.init(
            foreground: foreground, isBold: font.traits.contains(.bold), isItalic: font.traits.contains(.italic),
            isUnderlined: font.traits.contains(.underline), isDim: isDim)
    }
}
