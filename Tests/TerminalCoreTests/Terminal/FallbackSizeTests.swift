import Testing

@testable import TerminalCore

@Suite("TerminalSession.fallbackSize")
struct FallbackSizeTests {
    @Test(
        "COLUMNS and LINES, each read on its own, else 80×24",
        arguments: [
            ([:], 80, 24),
            (["COLUMNS": "120", "LINES": "40"], 120, 40),
            (["COLUMNS": "120"], 120, 24),
            (["LINES": "50"], 80, 50),
            (["COLUMNS": " 100 ", "LINES": "\t30"], 100, 30),
            (["COLUMNS": "0", "LINES": "-5"], 80, 24),
            (["COLUMNS": "wide", "LINES": ""], 80, 24),
            (["COLUMNS": "10000", "LINES": "10001"], 10_000, 24),
            (["COLUMNS": "99999999999999999999999", "LINES": "1"], 80, 1),
            (["COLUMNS": "12.5", "LINES": "0x20"], 80, 24),
        ] as [([String: String], Int, Int)])
    func fallback(environment: [String: String], columns: Int, rows: Int) {
        let size = TerminalSession.fallbackSize(environment: environment)
        #expect(size.columns == columns)
        #expect(size.rows == rows)
    }

    @Test(
        "poll timeouts round up to whole milliseconds",
        arguments: [
            (.zero, 0), (.milliseconds(30), 30), (.microseconds(1), 1), (.nanoseconds(1_000_001), 2),
            (.seconds(2), 2000), (.milliseconds(-5), 0), (.seconds(-1.5), 0), (.seconds(3_000_000), Int32.max),
        ] as [(Duration, Int32)])
    func pollMilliseconds(duration: Duration, milliseconds: Int32) {
        #expect(TerminalSession.pollMilliseconds(duration) == milliseconds)
    }
}
