import Testing

@testable import TerminalCore

@Suite struct ColorModeTests {
    @Test(
        arguments: [
            ([:], ColorMode.monochrome),
            (["TERM": ""], .monochrome),
            (["TERM": "dumb"], .monochrome),
            (["TERM": "xterm"], .palette16),
            (["TERM": "linux"], .palette16),
            (["TERM": "screen"], .palette16),
            (["TERM": "xterm-256color"], .palette256),
            (["TERM": "tmux-256color"], .palette256),
            (["TERM": "XTERM-256COLOR"], .palette256),
            (["TERM": "xterm", "COLORTERM": "truecolor"], .trueColor),
            (["TERM": "xterm-256color", "COLORTERM": "24bit"], .trueColor),
            (["COLORTERM": "TrueColor"], .trueColor),
            (["TERM": "xterm-256color", "COLORTERM": "yes"], .palette256),
            (["TERM": "xterm-256color", "NO_COLOR": "1"], .monochrome),
            (["COLORTERM": "truecolor", "NO_COLOR": "anything"], .monochrome),
            (["TERM": "xterm-256color", "NO_COLOR": ""], .palette256),
        ] as [([String: String], ColorMode)])
    func detectsTheModeFromTheEnvironment(environment: [String: String], mode: ColorMode) {
        #expect(ColorMode.detect(environment: environment) == mode)
    }
}
