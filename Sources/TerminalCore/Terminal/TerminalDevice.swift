#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A terminal file descriptor and the system calls made on it, each retried on EINTR and turned
/// into a ``TerminalError`` on failure. Kept apart from ``TerminalSession`` so that the session's
/// own `write(_:)` does not shadow the C function.
package struct TerminalDevice: Sendable {
    let descriptor: Int32

    /// The device on `descriptor`, which need not be a terminal; the application asks standard
    /// output for its size this way when it draws one frame as text.
    package init(descriptor: Int32) { self.descriptor = descriptor }

    /// Whether the descriptor is a terminal at all.
    var isTerminal: Bool { isatty(descriptor) == 1 }

    /// The terminal's current modes.
    func modes() throws -> termios {
        var modes = termios()
        while tcgetattr(descriptor, &modes) != 0 {
            guard errno == EINTR else { throw failure("tcgetattr", action: "read the terminal's modes") }
        }
        return modes
    }

    /// Sets the terminal's modes once output written so far is sent. Unread input is discarded
    /// (`TCSAFLUSH`) so keys typed before the switch are not read in the wrong mode.
    func setModes(_ modes: termios, action: String) throws {
        var modes = modes
        while tcsetattr(descriptor, TCSAFLUSH, &modes) != 0 {
            guard errno == EINTR else { throw failure("tcsetattr", action: action) }
        }
    }

    /// The window size the terminal reports, or nil when it reports none (or zero).
    package func windowSize() -> (columns: Int, rows: Int)? {
        var size = winsize()
        #if canImport(Glibc)
        let result = ioctl(descriptor, UInt(TIOCGWINSZ), &size)
        #else
        let result = ioctl(descriptor, TIOCGWINSZ, &size)
        #endif
        guard result == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Writes every byte, resuming after partial writes and EINTR, and waiting while a
    /// non-blocking descriptor is full.
    func writeAll(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress?.advanced(by: offset), buffer.count - offset)
            }
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else if written < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&ready, 1, -1)
            } else {
                throw failure("write", action: "write to the terminal")
            }
        }
    }

    /// Reads what is available, up to `limit` bytes: empty when nothing is, nil when the terminal
    /// is gone (end of file, or EIO after the terminal hung up). Call only when `poll` said the
    /// descriptor is readable, since the terminal is normally in blocking mode.
    func readAvailable(limit: Int = 4096) throws -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: limit)
        while true {
            let count = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress, buffer.count)
            }
            if count > 0 { return Array(bytes.prefix(count)) }
            if count == 0 { return nil }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return []
            case EIO: return nil
            default: throw failure("read", action: "read terminal input")
            }
        }
    }

    /// The error for `call` having just failed, with the current `errno`.
    func failure(_ call: String, action: String) -> TerminalError {
        TerminalError.systemCall(call, fileDescriptor: descriptor, errorNumber: errno, action: action)
    }
}
