/// Writes frames to a terminal, each as the bytes that turn the previous frame into it.
///
/// The renderer remembers the last frame it was given, as the terminal should now show it.
/// ``update(to:)`` compares the next frame with it cell by cell and writes only the glyphs that
/// differ: a cursor move to each changed run, SGR codes only where the style changes, a wide
/// character always whole. A few unchanged cells between two changes are rewritten when that is
/// shorter than moving the cursor over them.
///
/// Each update assumes the cursor may have moved since the last one (an application shows a text
/// field's caret between frames), so it starts with an absolute cursor move, and it assumes the
/// terminal's style is plain, which is how every update leaves it.
///
/// A character whose width terminals disagree on (see ``TerminalWidth``) is written so that a
/// terminal counting it otherwise misplaces nothing else: its cells are blanked first when it may
/// show narrower, the cursor is placed absolutely after it, and the cells a wider reading could
/// cover are written again even when unchanged. Other characters get no extra cursor moves.
///
/// ```swift
/// var renderer = ANSIRenderer(colorMode: .detect(environment: ProcessInfo.processInfo.environment))
/// var frame = CellBuffer(width: 80, height: 24)
/// frame.write("Hello", x: 0, y: 0, style: .plain)
/// try session.write(renderer.update(to: frame))   // clears the screen, writes "Hello"
/// frame.write("J", x: 0, y: 0, style: .plain)
/// try session.write(renderer.update(to: frame))   // "\u{1B}[1HJ"
/// ```
public struct ANSIRenderer: Sendable {
    /// How colors are written.
    ///
    /// ```swift
    /// ANSIRenderer(colorMode: .palette256).colorMode   // .palette256
    /// ```
    public let colorMode: ColorMode

    /// The last frame as the terminal shows it, row by row.
    private var screen: [ScreenCell] = []
    private var screenWidth = 0
    private var screenHeight = 0
    private var hasScreen = false

    /// A renderer whose first update draws the whole frame.
    ///
    /// ```swift
    /// var renderer = ANSIRenderer(colorMode: .trueColor)
    /// ```
    public init(colorMode: ColorMode) {
        self.colorMode = colorMode
    }

    /// The escape sequences that turn the last frame given into `frame`.
    ///
    /// The first time, after ``invalidate()``, or when the size changed, this resets the style,
    /// clears the screen and writes every cell that is not a plain blank. Otherwise it writes only
    /// what changed, and an empty string when nothing did. Output that changes the style ends with
    /// an SGR reset.
    ///
    /// ```swift
    /// let bytes = renderer.update(to: frame)
    /// if !bytes.isEmpty { try session.write(bytes) }
    /// ```
    public mutating func update(to frame: CellBuffer) -> String {
        let redraw = !hasScreen || frame.width != screenWidth || frame.height != screenHeight
        let next = screenCells(of: frame)
        var output = ANSIOutput(capacity: redraw ? 2 * next.count + 16 : 256)
        if redraw {
            output.append("\u{1B}[0m\u{1B}[2J")
            screen = Array(repeating: .blank, count: next.count)
        }
        var painter = FramePainter(width: frame.width)
        for row in 0..<frame.height { painter.paintRow(row, of: next, over: screen, into: &output) }
        output.appendStyleChange(from: painter.style, to: .plain)
        screen = next
        screenWidth = frame.width
        screenHeight = frame.height
        hasScreen = true
        return output.text
    }

    /// Forgets the last frame, so that the next update clears the screen and draws it all: after
    /// a resize, or when something else may have written to the screen.
    ///
    /// ```swift
    /// renderer.invalidate()
    /// try session.write(renderer.update(to: frame))
    /// ```
    public mutating func invalidate() {
        hasScreen = false
    }

    /// The frame's cells as the terminal shows them in ``colorMode``: styles that look the same
    /// in it are equal, so that a change only the color mode hides is not written.
    private func screenCells(of frame: CellBuffer) -> [ScreenCell] {
        var resolved = [SGRStyle?](repeating: nil, count: frame.styles.count)
        return frame.cells.map { cell in
            ScreenCell(
                character: cell.isContinuation ? " " : frame.character(of: cell.content),
                style: frame.sgrStyle(cell.style, colorMode: colorMode, cache: &resolved),
                isContinuation: cell.isContinuation)
        }
    }
}

/// A cell as the terminal shows it: the glyph written and the SGR codes it is written with.
struct ScreenCell: Equatable, Sendable {
    var character: Character
    var style: SGRStyle
    /// Whether the cell is covered by the wide glyph that starts to its left.
    var isContinuation: Bool

    static let blank = ScreenCell(character: " ", style: .plain, isContinuation: false)

    /// Cells are equal when the same bytes would be written in the same style: `Character`'s own
    /// `==` would take `"e\u{301}"` for `"é"` and leave the other form on the screen.
    static func == (lhs: ScreenCell, rhs: ScreenCell) -> Bool {
        lhs.style == rhs.style && lhs.isContinuation == rhs.isContinuation
            && lhs.character.unicodeScalars.elementsEqual(rhs.character.unicodeScalars)
    }
}
