import Foundation
import LoomTestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A pseudo-terminal pair for testing ``TerminalSession`` without a real terminal: the session
/// opens the replica end as its terminal, and the test plays the terminal on the primary end
/// (reads what the session wrote, writes what the user "typed").
final class PseudoTerminal {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let primary: Int32
    let replica: Int32
    private var isPrimaryOpen = true

    init() throws {
        #if canImport(Glibc) || canImport(Musl)
        // Glibc's module map leaves out the X/Open pseudo-terminal functions, so look them up.
        typealias OpenPrimary = @convention(c) (Int32) -> Int32
        typealias PrepareReplica = @convention(c) (Int32) -> Int32
        typealias ReplicaName = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32
        let library = dlopen(nil, RTLD_NOW)
        guard let openSymbol = dlsym(library, "posix_openpt"), let grantSymbol = dlsym(library, "grantpt"),
            let unlockSymbol = dlsym(library, "unlockpt"), let nameSymbol = dlsym(library, "ptsname_r")
        else { throw Failure(description: "the pseudo-terminal functions are missing") }
        let openPrimary = unsafeBitCast(openSymbol, to: OpenPrimary.self)
        let grant = unsafeBitCast(grantSymbol, to: PrepareReplica.self)
        let unlock = unsafeBitCast(unlockSymbol, to: PrepareReplica.self)
        let replicaName = unsafeBitCast(nameSymbol, to: ReplicaName.self)
        #else
        let (openPrimary, grant, unlock, replicaName) = (posix_openpt, grantpt, unlockpt, ptsname_r)
        #endif
        // Close-on-exec from the start: a tmux server spawned by another test at the same moment
        // must not inherit the primary, or closing it here would not hang the terminal up.
        #if os(Linux)
        let closeOnExec = O_CLOEXEC
        #else
        let closeOnExec: Int32 = 0
        #endif
        primary = openPrimary(O_RDWR | O_NOCTTY | closeOnExec)
        guard primary >= 0, grant(primary) == 0, unlock(primary) == 0 else {
            throw Failure(description: "cannot create a pseudo-terminal: errno \(errno)")
        }
        var name = [CChar](repeating: 0, count: 256)
        guard replicaName(primary, &name, name.count) == 0 else {
            throw Failure(description: "ptsname_r failed: errno \(errno)")
        }
        let path = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        replica = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard replica >= 0 else { throw Failure(description: "cannot open \(path): errno \(errno)") }
        _ = fcntl(primary, F_SETFD, FD_CLOEXEC)
    }

    deinit {
        closePrimary()
        _ = close(replica)
    }

    /// Hangs up the terminal, as when its window is closed.
    func closePrimary() {
        guard isPrimaryOpen else { return }
        isPrimaryOpen = false
        _ = close(primary)
    }

    /// The replica's modes.
    func modes() throws -> termios {
        var modes = termios()
        guard tcgetattr(replica, &modes) == 0 else { throw Failure(description: "tcgetattr: errno \(errno)") }
        return modes
    }

    /// Sets the window size the replica reports.
    func setSize(columns: Int, rows: Int) throws {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        #if canImport(Glibc)
        let result = ioctl(primary, UInt(TIOCSWINSZ), &size)
        #else
        let result = ioctl(primary, TIOCSWINSZ, &size)
        #endif
        guard result == 0 else { throw Failure(description: "TIOCSWINSZ: errno \(errno)") }
    }

    /// Types `text` at the terminal.
    func type(_ bytes: [UInt8]) throws {
        let written = bytes.withUnsafeBytes { write(primary, $0.baseAddress, $0.count) }
        guard written == bytes.count else { throw Failure(description: "typing wrote \(written) bytes") }
    }

    /// Everything written to the terminal since the last read. A marker written after it comes out
    /// of the terminal after it, in order, so reading up to the marker reads all of it, however
    /// long the terminal takes to pass it on (up to ``Patience/limit``).
    func readScreen() -> String {
        let marker = Array("<end of what was written>".utf8)
        _ = marker.withUnsafeBytes { write(replica, $0.baseAddress, $0.count) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !bytes.ends(with: marker) {
            var ready = pollfd(fd: primary, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, Patience.limitInMilliseconds) > 0 else { break }
            let got = buffer.withUnsafeMutableBytes { read(primary, $0.baseAddress, $0.count) }
            guard got > 0 else { break }
            bytes += buffer.prefix(got)
        }
        return String(decoding: bytes.ends(with: marker) ? bytes.dropLast(marker.count) : bytes[...], as: UTF8.self)
    }

    /// The next `count` bytes written to the terminal, waiting for them up to ``Patience/limit``:
    /// for output that comes from the terminal itself, such as the echo of typed input, which the
    /// kernel passes on in its own time, so that a marker written after it could overtake it.
    func readScreen(count: Int) -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: count)
        while bytes.count < count {
            var ready = pollfd(fd: primary, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, Patience.limitInMilliseconds) > 0 else { break }
            let got = buffer.withUnsafeMutableBytes { read(primary, $0.baseAddress, count - bytes.count) }
            guard got > 0 else { break }
            bytes += buffer.prefix(got)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension Array where Element: Equatable {
    fileprivate func ends(with suffix: [Element]) -> Bool {
        count >= suffix.count && self[(count - suffix.count)...].elementsEqual(suffix)
    }
}
