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

    /// The last frame, its cells' styles and contents indexing ``sgrStyles`` and ``clusters``,
    /// which outlive frames so that equal cells of two frames are equal integers.
    private var screen: [PackedCell] = []
    private var screenWidth = 0
    private var screenHeight = 0
    private var hasScreen = false
    private var sgrStyles = InternTable<SGRStyle>(first: .plain)
    private var clusters = InternTable<Character>(first: " ")
    /// The columns terminals may give each of ``clusters``, nil where they all agree.
    private var clusterDisputes: [ClosedRange<Int>?] = [nil]
    /// The storage of the frame before last, reused for the next frame's cells.
    private var spare: [PackedCell] = []

    /// Styles or clusters the renderer keeps before starting afresh with a full redraw.
    private static let tableLimit = 1 << 16

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
        var redraw = !hasScreen || frame.width != screenWidth || frame.height != screenHeight
        if sgrStyles.count + frame.styles.count > Self.tableLimit
            || clusters.count + frame.clusters.count > Self.tableLimit
        {
            sgrStyles = InternTable(first: .plain)
            clusters = InternTable(first: " ")
            clusterDisputes = [nil]
            redraw = true
        }
        let next = translated(frame)
        var output = ANSIOutput(capacity: redraw ? 2 * next.count + 16 : 256)
        if redraw {
            output.append("\u{1B}[0m\u{1B}[2J")
            screen = Array(repeating: PackedCell(content: PackedCell.spaceContent, style: 0), count: next.count)
        }
        var painter = FramePainter(
            width: frame.width, styles: sgrStyles, clusters: clusters, clusterDisputes: clusterDisputes)
        next.withUnsafeBufferPointer { next in
            screen.withUnsafeBufferPointer { previous in
                for row in 0..<frame.height { painter.paintRow(row, of: next, over: previous, into: &output) }
            }
        }
        output.appendStyleChange(from: painter.style, to: .plain)
        spare = screen
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

    /// The frame's cells with styles and clusters as this renderer's indices.
    private mutating func translated(_ frame: CellBuffer) -> [PackedCell] {
        let styles = frame.styles.elements
        var styleMap = [UInt32](repeating: .max, count: styles.count)
        var clusterMap = [UInt32](repeating: .max, count: frame.clusters.count)
        var next: [PackedCell] = []
        swap(&next, &spare)
        next.removeAll(keepingCapacity: true)
        next.reserveCapacity(frame.cells.count)
        var lastStyle = UInt32.max
        var lastCode: UInt32 = 0
        for cell in frame.cells {
            var translated = PackedCell(content: cell.content, style: lastCode)
            // Neighboring cells mostly share a style.
            if cell.style != lastStyle {
                let position = Int(cell.style)
                if position < styleMap.count {
                    if styleMap[position] == .max {
                        styleMap[position] = sgrStyles.index(of: SGRStyle(styles[position], colorMode: colorMode))
                    }
                    translated.style = styleMap[position]
                } else {
                    translated.style = 0
                }
                lastStyle = cell.style
                lastCode = translated.style
            }
            if let cluster = cell.clusterIndex {
                if cluster < clusterMap.count {
                    if clusterMap[cluster] == .max {
                        let character = frame.clusters.elements[cluster]
                        let index = clusters.index(of: character)
                        if Int(index) == clusterDisputes.count {
                            clusterDisputes.append(TerminalWidth.disputedColumns(of: character))
                        }
                        clusterMap[cluster] = index
                    }
                    translated.content = PackedCell.firstClusterContent + clusterMap[cluster]
                } else {
                    translated.content = PackedCell.spaceContent
                }
            }
            next.append(translated)
        }
        return next
    }
}
