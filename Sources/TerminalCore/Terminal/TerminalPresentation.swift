/// Where a program draws: the whole alternate screen, or a few lines of the main screen, starting at
/// the line the cursor is on (below the shell's prompt), that stay in the scrollback when it ends.
///
/// Full screen is what editors and most terminal programs do: the shell's text is hidden while the
/// program runs and comes back when it ends. Inline suits small tools (a picker, a progress
/// display, a short form) that show their result where the command was typed.
///
/// ```swift
/// let session = try TerminalSession.open(presentation: .inline(rows: 4))
/// TerminalPresentation.inline(rows: 4).rows(inTerminalOf: 24)   // 4
/// TerminalPresentation.inline(rows: 40).rows(inTerminalOf: 24)  // 24
/// ```
public enum TerminalPresentation: Hashable, Sendable {
    /// The alternate screen, cleared, the program's for as long as it runs.
    case fullScreen
    /// `rows` lines of the main screen from the cursor's line down (at most the terminal's height,
    /// at least one), scrolled up first when they do not fit below the cursor.
    case inline(rows: Int)

    /// How many rows the program draws in a terminal `terminalRows` high: all of them for
    /// ``fullScreen``; for ``inline(rows:)``, its rows, but no more than the terminal has and at
    /// least one.
    ///
    /// ```swift
    /// TerminalPresentation.fullScreen.rows(inTerminalOf: 24)        // 24
    /// TerminalPresentation.inline(rows: 0).rows(inTerminalOf: 24)   // 1
    /// ```
    public func rows(inTerminalOf terminalRows: Int) -> Int {
        switch self {
        case .fullScreen: terminalRows
        case .inline(let rows): min(max(rows, 1), max(terminalRows, 1))
        }
    }

    /// Whether the program draws on the main screen, below the prompt.
    ///
    /// ```swift
    /// TerminalPresentation.inline(rows: 3).isInline   // true
    /// ```
    public var isInline: Bool {
        if case .inline = self { return true }
        return false
    }
}
