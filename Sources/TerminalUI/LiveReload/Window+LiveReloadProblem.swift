extension Window {
    /// Writes ``liveReloadProblem`` over the window's bottom row, where a status line usually is,
    /// in the style of an edit's error, above everything else but the keys overlay.
    func drawLiveReloadProblem(into buffer: inout CellBuffer) {
        guard keyHelpOverlay == nil, let problem = liveReloadProblem, buffer.height > 0, buffer.width > 0 else {
            return
        }
        let row = buffer.height - 1
        let line = CellRect(x: 0, y: row, width: buffer.width, height: 1)
        buffer.write(String(repeating: " ", count: buffer.width), x: 0, y: row, style: .plain)
        buffer.write("! " + problem, x: 0, y: row, style: View.editErrorStyle, clip: line)
    }
}
