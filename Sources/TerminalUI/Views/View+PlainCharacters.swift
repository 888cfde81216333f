extension View {
    /// Whether the view should draw its marks (bars, spinners, scroll indicators) in plain ASCII:
    /// when the window writes plain text (`TERM=dumb`, a pipe) or shows no colors (`NO_COLOR`),
    /// where block and braille characters cannot lean on color to read as a bar and may not even
    /// be in the terminal's font. Out of a window, the marks are drawn in full.
    var drawsPlainCharacters: Bool {
        guard let window else { return false }
        return window.colorMode == nil || window.colorMode == .monochrome
    }
}
