#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension TerminalSession {
    /// Written when an inline session opens: hide the cursor and turn off automatic line wrap, as
    /// ``enterSequence`` does, on the main screen, which is neither left nor cleared.
    static let inlineEnterSequence = "\u{1b}[?25l\u{1b}[?7l"
    /// Written when an inline session closes: reset text attributes, line wrap back on, show the
    /// cursor; what was drawn stays, and the cursor stays where the renderer left it (see
    /// `ANSIRenderer.leave()`).
    static let inlineLeaveSequence = "\u{1b}[0m\u{1b}[?7h\u{1b}[?25h"

    /// What the session was opened for.
    ///
    /// ```swift
    /// session.presentation   // .fullScreen
    /// ```
    public var presentation: TerminalPresentation { terminal.presentation }
}
