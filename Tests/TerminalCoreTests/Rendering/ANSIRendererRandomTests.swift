import LoomTestSupport
import StringCoding
import Testing

@testable import TerminalCore

/// Random frame sequences: applying each update to ``InterpretedScreen`` must give exactly the
/// frame, whatever was drawn, resized or invalidated in between.
@Suite struct ANSIRendererRandomTests {

    static let clusters: [String] = [
        "a", "b", "Z", " ", "é", "ж", "漢", "字", "Ａ", "😀", "👨‍👩‍👧", "🇯🇵", "e\u{301}", "❤\u{FE0F}", "\t", "\u{301}",
        "नि", "र्मा", "กำ", "─", "★", "👍🏽", "⌚\u{FE0E}", "1\u{FE0F}\u{20E3}",
    ]
    static let colors: [Color?] = [
        nil, .red, Color(hex: 0xFA0505), .blue, Color(white: 0.5), Color(white: 0, alpha: 0), .green,
        Color(hex: 0x123456),
    ]

    func randomStyle(_ random: inout SeededGenerator) -> TextStyle {
        TextStyle(
            foreground: Self.colors.randomElement(using: &random) ?? nil,
            background: Self.colors.randomElement(using: &random) ?? nil,
            isBold: Int.random(in: 0..<4, using: &random) == 0, isItalic: Int.random(in: 0..<6, using: &random) == 0,
            isUnderlined: Int.random(in: 0..<5, using: &random) == 0,
            isInverse: Int.random(in: 0..<6, using: &random) == 0,
            isDim: Int.random(in: 0..<6, using: &random) == 0)
    }

    func randomRect(_ width: Int, _ height: Int, _ random: inout SeededGenerator) -> CellRect {
        CellRect(
            x: Int.random(in: -2...width, using: &random), y: Int.random(in: -1...height, using: &random),
            width: Int.random(in: 0...width + 2, using: &random), height: Int.random(in: 0...height + 1, using: &random)
        )
    }

    func draw(on buffer: inout CellBuffer, _ random: inout SeededGenerator) {
        let width = buffer.width
        let height = buffer.height
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<5:
            let text = (0..<Int.random(in: 0...8, using: &random)).map { _ in
                Self.clusters.randomElement(using: &random) ?? ""
            }.joined()
            let clip = Bool.random(using: &random) ? randomRect(width, height, &random) : nil
            buffer.write(
                text, x: Int.random(in: -3...width, using: &random), y: Int.random(in: -1...height, using: &random),
                style: randomStyle(&random), clip: clip)
        case 5..<8:
            let clip = Bool.random(using: &random) ? randomRect(width, height, &random) : nil
            buffer.fill(
                randomRect(width, height, &random), background: Self.colors.randomElement(using: &random) ?? nil,
                clip: clip,
                clearing: Bool.random(using: &random))
        default:
            let cluster = Self.clusters.randomElement(using: &random) ?? " "
            buffer[Int.random(in: -1...width, using: &random), Int.random(in: 0..<max(height, 1), using: &random)] =
                Cell(
                    character: Character(cluster), style: randomStyle(&random))
        }
    }

    func randomFrame(width: Int, height: Int, _ random: inout SeededGenerator) -> CellBuffer {
        var buffer = CellBuffer(width: width, height: height)
        for _ in 0..<Int.random(in: 0...12, using: &random) { draw(on: &buffer, &random) }
        return buffer
    }

    /// Cells that break the buffer's promise: a character n columns wide always followed by n - 1
    /// continuations in its style, a continuation only after one, no zero-width character.
    func brokenCells(in buffer: CellBuffer) -> [String] {
        var broken: [String] = []
        for y in 0..<buffer.height {
            var x = 0
            while x < buffer.width {
                let cell = buffer[x, y]
                let columns = TerminalWidth.columns(of: cell.character)
                if cell.isContinuation {
                    broken.append("(\(x), \(y)): continuation without its wide character")
                } else if columns == 0 {
                    broken.append("(\(x), \(y)): zero-width \(cell.character.debugDescription)")
                } else if x + columns > buffer.width {
                    broken.append("(\(x), \(y)): \(cell.character.debugDescription) past the row's end")
                }
                for covered in x + 1..<max(x + columns, x + 1) where covered < buffer.width {
                    if buffer[covered, y] != Cell(character: " ", style: cell.style, isContinuation: true) {
                        broken.append("(\(covered), \(y)): not a continuation of \(cell.character.debugDescription)")
                    }
                }
                x += max(columns, 1)
            }
        }
        return broken
    }

    @Test(arguments: [ColorMode.trueColor, .palette256, .palette16, .monochrome])
    func updatesReproduceEveryFrameExactly(mode: ColorMode) {
        checkRandomSequences(mode: mode, model: .codePoints, seed: UInt64(mode.hashValue & 0xFFFF))
    }

    /// On a terminal that measures some clusters wider or narrower than the layout, every cell
    /// but those clusters' own still shows exactly what the frame holds.
    @Test(arguments: [InterpretedScreen.TerminalModel.graphemeClusters, .ambiguousWide])
    func aTerminalThatMeasuresOtherwiseMisplacesNoOtherCell(model: InterpretedScreen.TerminalModel) {
        checkRandomSequences(mode: .palette256, model: model, seed: model == .ambiguousWide ? 1 : 2)
    }

    /// Inline, drawn by moving up and down from the region's corner: the same frames, the cursor
    /// back at the corner after every update.
    @Test(arguments: [ColorMode.trueColor, .palette16])
    func inlineUpdatesReproduceEveryFrameExactly(mode: ColorMode) {
        checkRandomSequences(
            mode: mode, model: .codePoints, seed: UInt64(mode.hashValue & 0xFFFF) + 3, presentation: .inline(rows: 4))
    }

    @Test func inlineOnATerminalThatMeasuresOtherwiseMisplacesNoOtherCell() {
        checkRandomSequences(mode: .palette256, model: .graphemeClusters, seed: 4, presentation: .inline(rows: 4))
    }

    func checkRandomSequences(
        mode: ColorMode, model: InterpretedScreen.TerminalModel, seed: UInt64,
        presentation: TerminalPresentation = .fullScreen
    ) {
        for sequence in 0..<100 {
            var random = SeededGenerator(seed: UInt64(sequence) &* 7919 &+ seed)
            var width = Int.random(in: 1...10, using: &random)
            var height = Int.random(in: 1...4, using: &random)
            var screen = InterpretedScreen(width: width, height: height, model: model)
            var renderer = ANSIRenderer(colorMode: mode, presentation: presentation)
            var buffer = randomFrame(width: width, height: height, &random)
            var previous: CellBuffer? = nil
            for step in 0..<8 {
                var forcesRedraw = false
                switch Int.random(in: 0..<20, using: &random) {
                case 0..<2:
                    let newWidth = Int.random(in: 1...10, using: &random)
                    let newHeight = Int.random(in: 1...4, using: &random)
                    // A terminal that really changed size shows garbage until redrawn.
                    if newWidth != width || newHeight != height {
                        width = newWidth
                        height = newHeight
                        screen = InterpretedScreen(width: width, height: height, model: model)
                        forcesRedraw = true
                    }
                    buffer = randomFrame(width: width, height: height, &random)
                case 2:
                    renderer.invalidate()
                    screen.scramble()
                    forcesRedraw = true
                case 3..<6:
                    buffer = randomFrame(width: width, height: height, &random)
                case 6:
                    break
                default:
                    for _ in 0..<Int.random(in: 1...4, using: &random) { draw(on: &buffer, &random) }
                }
                let output = renderer.update(to: buffer)
                screen.apply(output)
                let context = "sequence \(sequence) step \(step) in \(mode) on \(model): \(output.debugDescription)"
                #expect(brokenCells(in: buffer) == [], "\(context)")
                #expect(screen.problems == [], "\(context)")
                #expect(screen.differences(from: buffer, mode: mode) == [], "\(context)")
                #expect(screen.style == .plain, "\(context)")
                if presentation.isInline {
                    #expect(screen.row == 0 && screen.column == 0 && screen.scrollback == [], "\(context)")
                }
                // Cells compare as Characters, so "é" and "e\u{301}" are equal cells, yet they are
                // different bytes, which the renderer rightly writes again: only frames equal down to
                // their scalars must give no output.
                if !forcesRedraw, let previous, previous == buffer, sameScalars(previous, buffer) {
                    #expect(output == "", "\(context)")
                }
                previous = buffer
            }
        }
    }
}

/// Whether two frames hold the same Unicode scalars in the same styles, not just equal Characters.
private func sameScalars(_ first: CellBuffer, _ second: CellBuffer) -> Bool {
    Array(first.ansiText(colorMode: .trueColor).unicodeScalars)
        == Array(second.ansiText(colorMode: .trueColor).unicodeScalars)
}
