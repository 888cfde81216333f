import StringCoding

@testable import TerminalCore

/// A small terminal emulator for tests: applies cursor moves (CUP, CUF, and for inline frames CUU,
/// CUD, carriage return and line feed, which scrolls at the bottom), erase-display, SGR and text
/// the way a terminal with automatic wrap turned off does, and records anything a renderer should
/// never send, so tests can check that update() output turns one screen into the next exactly.
///
/// It measures each grapheme cluster it is sent as one glyph, by default as ``TerminalWidth``
/// does; ``TerminalModel`` makes it measure some clusters otherwise, as real terminals do, to show
/// that what the renderer sends keeps the screen right anyway.
struct InterpretedScreen {
    /// How the emulated terminal measures a cluster.
    enum TerminalModel: String, CustomStringConvertible, CaseIterable {
        /// As ``TerminalWidth/columns(of:)-(Character)``: the sum of the code points.
        case codePoints
        /// As kitty, WezTerm or Ghostty: a cluster is as wide as its widest code point, 2 with an
        /// emoji presentation selector, 1 with a text presentation selector, 2 for a flag.
        case graphemeClusters
        /// As a terminal set to show East Asian Ambiguous characters wide: ambiguous symbols are 2.
        case ambiguousWide

        var description: String { rawValue }

        func columns(of character: Character) -> Int {
            let values = character.unicodeScalars.map(\.value)
            switch self {
            case .codePoints:
                return TerminalWidth.columns(of: character)
            case .ambiguousWide:
                return values.reduce(0) { total, value in
                    total + (TerminalWidth.isAmbiguousSymbol(value) ? 2 : TerminalWidth.columns(ofScalar: value))
                }
            case .graphemeClusters:
                guard let first = character.unicodeScalars.first else { return 0 }
                let widest = values.map { TerminalWidth.columns(ofScalar: $0) }.max() ?? 0
                if values.count == 2 && values.allSatisfy(TerminalWidth.isRegionalIndicator) { return 2 }
                if first.properties.isEmoji && values.dropFirst().first == TerminalWidth.textPresentationSelector {
                    return 1
                }
                if first.properties.isEmoji && values.contains(TerminalWidth.emojiPresentationSelector) {
                    return max(widest, 2)
                }
                return widest
            }
        }
    }

    /// A cell as the terminal holds it: a glyph (or a continuation) and the SGR state it was
    /// written in.
    struct ScreenCell: Equatable, CustomStringConvertible {
        var character: Character
        var style: ScreenStyle
        var isContinuation = false

        var description: String { isContinuation ? "<cont \(style)>" : "\"\(character)\" \(style)" }
    }

    /// SGR state with colors kept as their parameters ("5;196", "2;255;0;0", "ansi 9").
    struct ScreenStyle: Equatable, CustomStringConvertible {
        var foreground: String?
        var background: String?
        var isBold = false
        var isDim = false
        var isItalic = false
        var isUnderlined = false
        var isInverse = false

        static let plain = ScreenStyle()

        var description: String {
            var parts: [String] = []
            if let foreground { parts.append("fg \(foreground)") }
            if let background { parts.append("bg \(background)") }
            if isBold { parts.append("bold") }
            if isDim { parts.append("dim") }
            if isItalic { parts.append("italic") }
            if isUnderlined { parts.append("underline") }
            if isInverse { parts.append("inverse") }
            return "[" + parts.joined(separator: " ") + "]"
        }

        /// How a renderer in `mode` should show `style`.
        init(expecting style: TextStyle, mode: ColorMode) {
            foreground = Self.expected(style.foreground, mode: mode)
            background = Self.expected(style.background, mode: mode)
            isBold = style.isBold
            isDim = style.isDim
            isItalic = style.isItalic
            isUnderlined = style.isUnderlined
            isInverse = style.isInverse
        }

        init() {}

        private static func expected(_ color: Color?, mode: ColorMode) -> String? {
            guard let color, color.alpha > 0 else { return nil }
            switch mode {
            case .monochrome: return nil
            case .palette16: return "ansi \(color.nearestPaletteIndex16)"
            case .palette256: return "5;\(color.nearestPaletteIndex256)"
            case .trueColor:
                let bytes = [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
                return "2;\(bytes[0]);\(bytes[1]);\(bytes[2])"
            }
        }
    }

    /// What a half-erased wide character leaves behind, chosen so that a renderer that fails to
    /// rewrite such a cell is caught.
    static let erasedHalf: Character = "¿"

    let width: Int
    let height: Int
    let model: TerminalModel
    private(set) var cells: [ScreenCell]
    private(set) var style = ScreenStyle.plain
    private(set) var column = 0
    private(set) var row = 0
    private(set) var pendingWrap = false
    /// Sequences a renderer should not send, or text written where it would wrap or scroll.
    private(set) var problems: [String] = []
    /// The rows that line feeds scrolled off the top, as ``lines`` gives them, oldest first.
    private(set) var scrollback: [String] = []

    /// A screen showing garbage, as a terminal may before the first frame.
    init(width: Int, height: Int, filler: Character = "#", model: TerminalModel = .codePoints) {
        self.width = width
        self.height = height
        self.model = model
        cells = Array(repeating: ScreenCell(character: filler, style: .plain), count: width * height)
    }

    subscript(x: Int, y: Int) -> ScreenCell { cells[y * width + x] }

    /// The rows as text, without trailing spaces (continuations left out).
    var lines: [String] { (0..<height).map(line) }

    private func line(_ row: Int) -> String {
        let characters = (0..<width).filter { !self[$0, row].isContinuation }.map { self[$0, row].character }
        return String(String(characters).reversed().drop { $0 == " " }.reversed())
    }

    /// A screen showing `lines` from the top with the cursor at the start of the row after them,
    /// as a shell leaves it before running a command.
    init(width: Int, height: Int, showing lines: [String]) {
        self.init(width: width, height: height, filler: " ")
        apply(lines.map { $0 + "\r\n" }.joined())
    }

    /// Puts garbage everywhere, as another program writing to the terminal would.
    mutating func scramble(with filler: Character = "%") {
        cells = Array(repeating: ScreenCell(character: filler, style: .plain), count: width * height)
    }

    mutating func apply(_ output: String) {
        var characters = Array(output)[...]
        while let character = characters.popFirst() {
            if character == "\u{1B}" {
                guard characters.popFirst() == "[" else {
                    problems.append("ESC not followed by [")
                    continue
                }
                var parameters = ""
                while let next = characters.first, next.isASCII, next.isNumber || next == ";" {
                    parameters.append(next)
                    characters.removeFirst()
                }
                guard let final = characters.popFirst() else {
                    problems.append("unterminated CSI \(parameters)")
                    return
                }
                control(final, parameters)
            } else if character == "\r" {
                column = 0
                pendingWrap = false
            } else if character == "\n" || character == "\r\n" {
                // A line feed alone keeps the column, as without output processing (ONLCR), which
                // a renderer must not rely on. Swift reads "\r\n" as one character.
                if character == "\r\n" { column = 0 }
                lineFeed()
            } else {
                put(character)
            }
        }
    }

    private mutating func control(_ final: Character, _ parameters: String) {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        switch final {
        case "H":
            row = (numbers.first.flatMap { $0 } ?? 1) - 1
            column = (numbers.count > 1 ? numbers[1] ?? 1 : 1) - 1
            pendingWrap = false
            if row < 0 || row >= height || column < 0 || column >= width {
                problems.append("cursor moved off screen to \(parameters)")
            }
        case "A", "B":
            let count = numbers.first.flatMap { $0 } ?? 1
            let target = final == "A" ? row - count : row + count
            if target < 0 || target >= height {
                problems.append("CU\(final) \(count) from row \(row) leaves the screen")
            }
            row = min(max(target, 0), height - 1)
            pendingWrap = false
        case "C":
            let count = numbers.first.flatMap { $0 } ?? 1
            if pendingWrap || column + count >= width { problems.append("CUF \(count) from \(column) hits the edge") }
            column = min(column + count, width - 1)
            pendingWrap = false
        case "J":
            guard parameters == "2" || parameters.isEmpty else {
                problems.append("unexpected erase \(parameters)J")
                return
            }
            if style != .plain { problems.append("erase with a style set: \(style)") }
            // 2: the whole screen; none: from the cursor to the end.
            let start = parameters.isEmpty ? row * width + column : 0
            for index in start..<cells.count { cells[index] = ScreenCell(character: " ", style: style) }
        case "m":
            selectGraphicRendition(numbers.map { $0 ?? 0 })
        default:
            problems.append("unexpected CSI \(parameters)\(final)")
        }
    }

    /// Moves the cursor down a row, scrolling the screen up when it is on the last one.
    private mutating func lineFeed() {
        pendingWrap = false
        guard row == height - 1 else {
            row += 1
            return
        }
        scrollback.append(line(0))
        cells.removeFirst(width)
        cells += Array(repeating: ScreenCell(character: " ", style: .plain), count: width)
    }

    private mutating func selectGraphicRendition(_ numbers: [Int]) {
        var rest = numbers.isEmpty ? [0] : numbers[...]
        while let number = rest.popFirst() {
            switch number {
            case 0: style = .plain
            case 1: style.isBold = true
            case 2: style.isDim = true
            case 3: style.isItalic = true
            case 4: style.isUnderlined = true
            case 7: style.isInverse = true
            case 22:
                style.isBold = false
                style.isDim = false
            case 23: style.isItalic = false
            case 24: style.isUnderlined = false
            case 27: style.isInverse = false
            case 30...37: style.foreground = "ansi \(number - 30)"
            case 90...97: style.foreground = "ansi \(number - 90 + 8)"
            case 40...47: style.background = "ansi \(number - 40)"
            case 100...107: style.background = "ansi \(number - 100 + 8)"
            case 39: style.foreground = nil
            case 49: style.background = nil
            case 38, 48:
                let count = rest.first == 5 ? 2 : rest.first == 2 ? 4 : 0
                guard count > 0, rest.count >= count else {
                    problems.append("bad extended color in \(numbers)")
                    return
                }
                let color = rest.prefix(count).map(String.init).joined(separator: ";")
                rest.removeFirst(count)
                if number == 38 { style.foreground = color } else { style.background = color }
            default:
                problems.append("unexpected SGR \(number)")
            }
        }
    }

    private mutating func put(_ character: Character) {
        let columns = model.columns(of: character)
        guard columns > 0 else {
            problems.append("zero-width text \(character.unicodeScalars.map { String($0.value, radix: 16) })")
            return
        }
        // Where the terminal measures as the renderer does, nothing may reach past the edge; where
        // it measures wider, automatic wrap being off cuts the glyph at the edge.
        if pendingWrap || (column + columns > width && columns == TerminalWidth.columns(of: character)) {
            problems.append("text \"\(character)\" at column \(column) would wrap")
            return
        }
        let rowStart = row * width
        let start = rowStart + column
        let end = min(start + columns, rowStart + width)
        // Like terminals, overwriting part of a wide glyph erases the rest of it.
        eraseGlyph(across: start, rowStart: rowStart)
        eraseGlyph(across: end, rowStart: rowStart)
        cells[start] = ScreenCell(character: character, style: style)
        for index in start + 1..<max(end, start + 1) {
            cells[index] = ScreenCell(character: " ", style: style, isContinuation: true)
        }
        column += columns
        if column >= width {
            column = width - 1
            pendingWrap = true
        }
    }

    /// Erases the glyph that lies on both sides of the boundary just left of `index`.
    private mutating func eraseGlyph(across index: Int, rowStart: Int) {
        guard index > rowStart, index < rowStart + width, cells[index].isContinuation else { return }
        var lead = index - 1
        while lead > rowStart && cells[lead].isContinuation { lead -= 1 }
        var end = index + 1
        while end < rowStart + width && cells[end].isContinuation { end += 1 }
        for erased in lead..<end { cells[erased] = ScreenCell(character: Self.erasedHalf, style: .plain) }
    }

    /// The cells that differ from what `buffer` should look like in `mode`, described.
    ///
    /// Where this terminal measures a glyph otherwise than the buffer, only the glyph's own cells
    /// may differ, and only as a terminal can leave them: the glyph (cut short, or with its
    /// continuations), spaces in its style where it came out narrower, or erased where writing
    /// the next cell cut it.
    func differences(from buffer: CellBuffer, mode: ColorMode) -> [String] {
        guard buffer.width == width, buffer.height == height else { return ["size differs"] }
        var found: [String] = []
        for y in 0..<height {
            var glyphStart = 0
            var isDisagreed = false
            for x in 0..<width {
                let cell = buffer[x, y]
                let style = ScreenStyle(expecting: cell.style, mode: mode)
                if !cell.isContinuation {
                    glyphStart = x
                    isDisagreed = model.columns(of: cell.character) != TerminalWidth.columns(of: cell.character)
                }
                let expected = ScreenCell(
                    character: cell.isContinuation ? " " : cell.character, style: style,
                    isContinuation: cell.isContinuation)
                let shown = self[x, y]
                if shown == expected { continue }
                if isDisagreed {
                    let glyph = buffer[glyphStart, y].character
                    let allowed = [
                        ScreenCell(character: glyph, style: style), ScreenCell(character: " ", style: style),
                        ScreenCell(character: " ", style: style, isContinuation: true),
                        ScreenCell(character: Self.erasedHalf, style: .plain),
                    ]
                    if allowed.contains(shown) && (shown.character != glyph || x == glyphStart) { continue }
                }
                found.append("(\(x), \(y)): \(shown), expected \(expected)")
            }
        }
        return found
    }
}
