import Foundation

extension TerminalSession {
    /// The terminal's size in cells, as it reports it (`TIOCGWINSZ`); when it reports none, the
    /// `COLUMNS` and `LINES` variables, else 80×24 (see ``fallbackSize(environment:)``).
    ///
    /// ```swift
    /// let (columns, rows) = session.size
    /// ```
    public var size: (columns: Int, rows: Int) {
        terminal.output.windowSize() ?? terminal.input.windowSize()
            ?? TerminalSession.fallbackSize(environment: ProcessInfo.processInfo.environment)
    }

    /// The widest and tallest size read from the environment; larger values are ignored as mistakes
    /// (a screen buffer that size would not fit in memory).
    static let largestFallbackDimension = 10_000

    /// The size to lay out for when there is no terminal to ask: `COLUMNS` and `LINES` from
    /// `environment`, each used when it is a whole number from 1 to 10,000 (surrounding spaces
    /// allowed), else 80 columns and 24 rows. Each variable is read on its own, so `COLUMNS=120`
    /// alone gives 120×24.
    ///
    /// ```swift
    /// TerminalSession.fallbackSize(environment: ["COLUMNS": "120", "LINES": "40"])   // (120, 40)
    /// TerminalSession.fallbackSize(environment: [:])                                 // (80, 24)
    /// ```
    public static func fallbackSize(environment: [String: String]) -> (columns: Int, rows: Int) {
        (dimension(environment["COLUMNS"]) ?? 80, dimension(environment["LINES"]) ?? 24)
    }

    private static func dimension(_ text: String?) -> Int? {
        guard let text, let value = Int(text.trimmingCharacters(in: .whitespaces)),
            (1...largestFallbackDimension).contains(value)
        else { return nil }
        return value
    }
}
