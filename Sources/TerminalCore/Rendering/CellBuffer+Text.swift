extension CellBuffer {
    /// The buffer as text: one line per row joined by `"\n"`, continuation cells left out,
    /// trailing spaces of each line removed, no newline after the last line.
    ///
    /// ```swift
    /// var buffer = CellBuffer(width: 6, height: 2)
    /// buffer.write("漢字", x: 0, y: 0, style: .plain)
    /// buffer.write("ok", x: 2, y: 1, style: .plain)
    /// buffer.plainText()   // "漢字\n  ok"
    /// ```
    public func plainText() -> String {
        var text = [UInt8]()
        text.reserveCapacity(cells.count + height)
        for row in 0..<height {
            if row > 0 { text.append(UInt8(ascii: "\n")) }
            var lineEnd = text.count
            for cell in cells[row * width..<(row + 1) * width] where !cell.isContinuation {
                text.append(contentsOf: character(of: cell.content).utf8)
                if cell.content != PackedCell.spaceContent { lineEnd = text.count }
            }
            text.removeSubrange(lineEnd...)
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The buffer as ANSI text, for output that is not a terminal and for snapshots: every row,
    /// every cell (continuation cells aside), SGR codes only where the style changes, lines joined
    /// by `"\n"`. A line that ends in a style other than plain ends with a reset (`ESC[0m`), so
    /// every line starts plain and stands alone.
    ///
    /// ```swift
    /// var buffer = CellBuffer(width: 4, height: 1)
    /// buffer.write("Hi", x: 0, y: 0, style: TextStyle(isBold: true))
    /// buffer.ansiText(colorMode: .palette16)   // "\u{1B}[1mHi\u{1B}[0m  "
    /// ```
    public func ansiText(colorMode: ColorMode) -> String {
        var output = ANSIOutput(capacity: 2 * cells.count + height)
        var resolved = [SGRStyle?](repeating: nil, count: styles.count)
        for row in 0..<height {
            if row > 0 { output.append("\n") }
            var current = SGRStyle.plain
            for cell in cells[row * width..<(row + 1) * width] where !cell.isContinuation {
                let style = sgrStyle(cell.style, colorMode: colorMode, cache: &resolved)
                output.appendStyleChange(from: current, to: style)
                current = style
                output.append(character: character(of: cell.content))
            }
            output.appendStyleChange(from: current, to: .plain)
        }
        return output.text
    }

    /// The SGR form of the style at `index`, worked out once per style.
    func sgrStyle(_ index: UInt32, colorMode: ColorMode, cache: inout [SGRStyle?]) -> SGRStyle {
        let position = Int(index)
        guard position < cache.count else { return .plain }
        if let style = cache[position] { return style }
        let style = SGRStyle(styles.element(at: index) ?? .plain, colorMode: colorMode)
        cache[position] = style
        return style
    }
}
