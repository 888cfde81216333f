#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension TerminalSession {
    /// The modes a session sets: `modes` with input read byte by byte, unprocessed and unechoed.
    ///
    /// - Input: no break-to-signal, no parity marking or stripping, no CR/NL translation (so Return
    ///   arrives as CR and ctrl-j as LF), no XON/XOFF flow control (so ctrl-s and ctrl-q arrive).
    /// - Local: no echo, no line editing (`ICANON`), no signals from keys (`ISIG`: ctrl-c, ctrl-z and
    ///   ctrl-\ arrive as bytes 3, 26 and 28), no extended input processing (ctrl-v arrives).
    /// - Control: 8-bit characters, no parity.
    /// - `VMIN` 1, `VTIME` 0: a read returns as soon as one byte is there; the session reads only
    ///   after `poll` says input is ready, so reads never wait.
    /// - Output processing (`OPOST`) is left as it was found, normally on with `ONLCR`, so a `"\n"`
    ///   written to the session still starts the next line at column one. Rendering addresses cells
    ///   with cursor moves and does not depend on it either way.
    ///
    /// ```swift
    /// let raw = TerminalSession.rawModes(from: try device.modes())
    /// ```
    static func rawModes(from modes: termios) -> termios {
        var raw = modes
        raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
        raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
        raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
            controlCharacters[Int(VMIN)] = 1
            controlCharacters[Int(VTIME)] = 0
        }
        return raw
    }
}
