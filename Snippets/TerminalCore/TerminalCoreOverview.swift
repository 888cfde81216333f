import TerminalCore

var frame = CellBuffer(width: 20, height: 3)
let heading = TextStyle(foreground: .white, background: .blue, isBold: true)
frame.fill(frame.bounds, background: .blue)
frame.write("Hello, 世界", x: 2, y: 1, style: heading)

var renderer = ANSIRenderer(colorMode: .palette256)
let firstFrame = renderer.update(to: frame)   // clears the screen, then draws every cell
frame.write("Howdy", x: 2, y: 1, style: heading)
let change = renderer.update(to: frame)       // "owdy" at row 2, column 4: the "H" is there already
// snippet.hide
precondition(firstFrame.contains("\u{1B}[2J"), "\(firstFrame.debugDescription)")
precondition(change == "\u{1B}[2;4H\u{1B}[1;38;5;231;48;5;21mowdy\u{1B}[0m", "\(change.debugDescription)")
// snippet.show

if let session = try TerminalSession.open() {   // nil when there is no terminal
    defer { session.close() }                   // gives the terminal back as it was found
    try session.write(firstFrame + change)
    _ = try session.waitForEvents(timeout: .seconds(5))   // a key, a resize or a signal
} else {
    print(frame.plainText())
}
// Prints:
//
//   Howdy, 世界
//
