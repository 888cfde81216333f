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
///
/// ## Inline
///
/// With ``TerminalPresentation/inline(rows:)`` the frame is drawn in the lines of the main screen
/// from the cursor's line down (the frame's height is the region's), and no row is addressed by
/// its place on the screen. The first update makes room: it writes a line feed for each row after
/// the first, scrolling the screen up when the cursor is near the bottom, moves back up, and
/// erases from there to the end of the screen. Every update moves only up and down from the
/// cursor, and leaves it at the region's top-left corner, where the next one expects it: nothing
/// else may move the cursor between updates. That corner is also where a terminal that rewraps
/// its lines when it gets narrower keeps the cursor, so after a resize ``invalidate()`` erases
/// the whole old region, however it was rewrapped. ``leave()`` puts the cursor on the line after
/// the region, leaving the frame in the scrollback.
///
/// ```swift
/// var renderer = ANSIRenderer(colorMode: .monochrome, presentation: .inline(rows: 2))
/// var frame = CellBuffer(width: 20, height: 2)
/// frame.write("Pick one", x: 0, y: 0, style: .plain)
/// try session.write(renderer.update(to: frame))   // "\u{1B}[0m\r\n\u{1B}[A\u{1B}[JPick one\r"
/// try session.write(renderer.leave())             // "\u{1B}[B\r\n"
/// ```
public struct ANSIRenderer: Sendable {
    /// How colors are written.
    ///
    /// ```swift
    /// ANSIRenderer(colorMode: .palette256).colorMode   // .palette256
    /// ```
    public let colorMode: ColorMode
    /// Where frames are drawn: the whole screen, or inline from the cursor's line down.
    ///
    /// ```swift
    /// ANSIRenderer(colorMode: .palette256).presentation   // .fullScreen
    /// ```
    public let presentation: TerminalPresentation

    /// The last frame as the terminal shows it, row by row.
    private var screen: [ScreenCell] = []
    private var screenWidth = 0
    private var screenHeight = 0
    private var hasScreen = false
    /// Inline: the rows of the region drawn earlier whose top-left corner the cursor rests at, 0
    /// when there is none (the next update starts one at the cursor's line).
    private var regionRows = 0

    /// A renderer whose first update draws the whole frame: on the whole screen, or inline from
    /// the cursor's line down.
    ///
    /// ```swift
    /// var renderer = ANSIRenderer(colorMode: .trueColor)
    /// var picker = ANSIRenderer(colorMode: .trueColor, presentation: .inline(rows: 5))
    /// ```
    public init(colorMode: ColorMode, presentation: TerminalPresentation = .fullScreen) {
        self.colorMode = colorMode
        self.presentation = presentation
    }

    /// The escape sequences that turn the last frame given into `frame`.
    ///
    /// The first time, after ``invalidate()``, or when the size changed, this resets the style,
    /// clears the screen (inline: makes room for the region and erases it) and writes every cell
    /// that is not a plain blank. Otherwise it writes only what changed, and an empty string when
    /// nothing did. Output that changes the style ends with an SGR reset.
    ///
    /// ```swift
    /// let bytes = renderer.update(to: frame)
    /// if !bytes.isEmpty { try session.write(bytes) }
    /// ```
    public mutating func update(to frame: CellBuffer) -> String {
        let redraw = !hasScreen || frame.width != screenWidth || frame.height != screenHeight
        let next = screenCells(of: frame)
        var output = ANSIOutput(capacity: redraw ? 2 * next.count + 16 : 256)
        var painter = FramePainter(width: frame.width)
        if presentation.isInline {
            if redraw { startRegion(rows: frame.height, into: &output) }
            painter.movesRelatively = true
            painter.cursorRow = 0
            painter.cursorColumn = 0
        } else if redraw {
            output.append("\u{1B}[0m\u{1B}[2J")
        }
        if redraw { screen = Array(repeating: .blank, count: next.count) }
        for row in 0..<frame.height { painter.paintRow(row, of: next, over: screen, into: &output) }
        output.appendStyleChange(from: painter.style, to: .plain)
        if presentation.isInline, painter.cursorRow != 0 || painter.cursorColumn != 0 {
            // Back to the region's corner, where the next update, a resize and leave() expect it.
            output.appendCursorUp(painter.cursorRow)
            output.append(byte: UInt8(ascii: "\r"))
        }
        screen = next
        screenWidth = frame.width
        screenHeight = frame.height
        hasScreen = true
        return output.text
    }

    /// Forgets the last frame, so that the next update clears the screen and draws it all: after
    /// a resize, or when something else may have written to the screen. Inline, the region stays
    /// where it is: the next update erases it from its top down and draws the frame there.
    ///
    /// ```swift
    /// renderer.invalidate()
    /// try session.write(renderer.update(to: frame))
    /// ```
    public mutating func invalidate() {
        hasScreen = false
    }

    /// The escape sequences that end an inline frame: from the region's top-left corner, where
    /// the cursor rests, to the start of the line after the region (scrolling the screen when the
    /// region ends at its bottom), so that the last frame stays above whatever comes next. Write
    /// them before the session gives the terminal back (closing, or suspending); the next update
    /// starts a new region at the cursor's line. Empty in full screen, where leaving the
    /// alternate screen is the session's work, and when no region was drawn.
    ///
    /// ```swift
    /// try session.write(renderer.leave())   // inline, 3 rows: "\u{1B}[2B\r\n"
    /// session.close()
    /// ```
    public mutating func leave() -> String {
        let rows = regionRows
        startOverAtCursor()
        guard rows > 0 else { return "" }
        var output = ANSIOutput(capacity: 16)
        output.appendCursorDown(rows - 1)
        output.append("\r\n")
        return output.text
    }

    /// Forgets the last frame and, inline, where it was: the next update draws the whole frame,
    /// inline starting a new region at the cursor's line. For when the terminal was used by
    /// something else meanwhile (the process was stopped, and the shell printed below the frame).
    /// In full screen this is ``invalidate()``.
    ///
    /// ```swift
    /// case .resumed: renderer.startOverAtCursor()
    /// ```
    public mutating func startOverAtCursor() {
        hasScreen = false
        regionRows = 0
    }

    /// Makes room for a region of `rows` at the cursor's line and erases it: line feeds that
    /// scroll the screen when the region would pass its bottom, back up, then erase to the end of
    /// the screen (the rows of an earlier region, and whatever lies below the cursor).
    private mutating func startRegion(rows: Int, into output: inout ANSIOutput) {
        output.append("\u{1B}[0m\r")
        for _ in 0..<max(rows - 1, 0) { output.append(byte: UInt8(ascii: "\n")) }
        output.appendCursorUp(rows - 1)
        output.append("\u{1B}[J")
        regionRows = rows
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
