/// One terminal cell: a grapheme cluster and its style.
///
/// A character wider than one column (CJK and most emoji take 2, a cluster such as the Devanagari
/// `"र्मा"` 3, see ``TerminalWidth``) is stored in its first cell; each other cell it covers is a
/// continuation cell (``isContinuation``), whose character is a space and whose style is the wide
/// character's.
///
/// ```swift
/// var buffer = CellBuffer(width: 4, height: 1)
/// buffer.write("漢", x: 0, y: 0, style: .plain)
/// buffer[0, 0].character        // "漢"
/// buffer[1, 0].isContinuation   // true
/// ```
public struct Cell: Hashable, Sendable {
    /// The grapheme cluster shown; `" "` for a blank cell.
    ///
    /// ```swift
    /// Cell.blank.character   // " "
    /// ```
    public var character: Character

    /// How the character looks.
    ///
    /// ```swift
    /// Cell(character: "x", style: TextStyle(isBold: true)).style.isBold   // true
    /// ```
    public var style: TextStyle

    /// Whether this cell is covered by the wide character that starts to its left.
    ///
    /// ```swift
    /// Cell.blank.isContinuation   // false
    /// ```
    public var isContinuation: Bool

    /// A cell; a blank one by default.
    ///
    /// ```swift
    /// buffer[3, 0] = Cell(character: "✓", style: TextStyle(foreground: .green))
    /// ```
    public init(character: Character = " ", style: TextStyle = .plain, isContinuation: Bool = false) {
        self.character = character
        self.style = style
        self.isContinuation = isContinuation
    }

    /// A space in the plain style.
    ///
    /// ```swift
    /// CellBuffer(width: 2, height: 1)[0, 0] == .blank   // true
    /// ```
    public static let blank = Cell()
}
