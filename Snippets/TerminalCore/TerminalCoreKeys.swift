import TerminalCore

var decoder = KeyDecoder()
let keys = decoder.feed(Array("\u{1B}[Aq\u{13}é".utf8))   // bytes as a terminal in raw mode sends them
print(keys.map(\.description))                           // Prints "["up", "q", "ctrl-s", "é"]"
