import StringCoding

/// How a cell's text looks: its colors and attributes.
///
/// A `nil` color means the terminal's own default. A color whose `alpha` is 0 means the same when
/// the style is shown, and as a text background it lets the background already in the cell show
/// through (see ``CellBuffer/write(_:x:y:style:clip:)``). Other alpha values are ignored: the
/// terminal cannot blend, so a half-transparent color is shown opaque.
///
/// ```swift
/// let warning = TextStyle(foreground: .red, isBold: true)
/// buffer.write("Careful", x: 0, y: 0, style: warning)
/// ```
public struct TextStyle: Hashable, Sendable {
    /// The text color; `nil` is the terminal's default.
    ///
    /// ```swift
    /// var style = TextStyle.plain
    /// style.foreground = .blue
    /// ```
    public var foreground: Color?

    /// The cell's background color; `nil` is the terminal's default.
    ///
    /// ```swift
    /// let selected = TextStyle(background: .blue)
    /// ```
    public var background: Color?

    /// Bold (often also brighter) text.
    ///
    /// ```swift
    /// let title = TextStyle(isBold: true)
    /// ```
    public var isBold: Bool

    /// Italic text, where the terminal's font has it.
    ///
    /// ```swift
    /// let aside = TextStyle(isItalic: true)
    /// ```
    public var isItalic: Bool

    /// Underlined text.
    ///
    /// ```swift
    /// let link = TextStyle(foreground: .blue, isUnderlined: true)
    /// ```
    public var isUnderlined: Bool

    /// Foreground and background swapped, the terminal's usual way to show a selection.
    ///
    /// ```swift
    /// let highlighted = TextStyle(isInverse: true)
    /// ```
    public var isInverse: Bool

    /// Dimmed (faint) text.
    ///
    /// ```swift
    /// let placeholder = TextStyle(isDim: true)
    /// ```
    public var isDim: Bool

    /// A style; everything left out is the terminal's default.
    ///
    /// ```swift
    /// let style = TextStyle(foreground: .white, background: .blue, isBold: true)
    /// ```
    public init(
        foreground: Color? = nil, background: Color? = nil, isBold: Bool = false, isItalic: Bool = false,
        isUnderlined: Bool = false, isInverse: Bool = false, isDim: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.isBold = isBold
        self.isItalic = isItalic
        self.isUnderlined = isUnderlined
        self.isInverse = isInverse
        self.isDim = isDim
    }

    /// The terminal's default colors and no attributes.
    ///
    /// ```swift
    /// buffer.write("plain", x: 0, y: 0, style: .plain)
    /// ```
    public static let plain = TextStyle()
}

extension TextStyle {
    /// Hashes the style in one word: buffers and renderers look styles up for every run of text
    /// they draw, and hashing eight `Double`s one by one was most of that time.
    ///
    /// ```swift
    /// var seen: Set<TextStyle> = [.plain, TextStyle(isBold: true)]
    /// ```
    public func hash(into hasher: inout Hasher) {
        var flags: UInt64 = isBold ? 1 : 0
        if isItalic { flags |= 2 }
        if isUnderlined { flags |= 4 }
        if isInverse { flags |= 8 }
        if isDim { flags |= 16 }
        hasher.combine(Self.mixed(background, into: Self.mixed(foreground, into: flags)))
    }

    /// `seed` mixed with a color's components (Color keeps them free of -0 and NaN, so equal
    /// colors have equal bits).
    private static func mixed(_ color: Color?, into seed: UInt64) -> UInt64 {
        let value = seed &* 0x9E37_79B9_7F4A_7C15
        guard let color else { return value ^ 0x5BD1_E995 }
        return mixed(
            color.alpha, into: mixed(color.blue, into: mixed(color.green, into: mixed(color.red, into: value))))
    }

    private static func mixed(_ component: Double, into seed: UInt64) -> UInt64 {
        let value = (seed ^ component.bitPattern) &* 0xBF58_476D_1CE4_E5B9
        return value ^ (value >> 31)
    }
}

extension TextStyle {
    /// Whether text in this style lets the cell's current background show: no background, or a
    /// fully transparent one.
    var keepsBackground: Bool {
        guard let background else { return true }
        return background.alpha == 0
    }

    /// This style with `background` instead of its own.
    func replacingBackground(with background: Color?) -> TextStyle {
        var style = self
        style.background = background
        return style
    }

    /// A blank cell's style that keeps only this style's background, so that a cell emptied by a
    /// neighbor's overwrite shows no stray underline or inverse.
    var backgroundOnly: TextStyle { TextStyle(background: background) }
}
