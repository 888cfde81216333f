import Foundation

#if canImport(Glibc)
import Glibc
private let posixWrite = Glibc.write
#elseif canImport(Musl)
import Musl
private let posixWrite = Musl.write
#elseif canImport(Darwin)
import Darwin
private let posixWrite = Darwin.write
#endif

/// Writes files so that a reader, or the file after a crash, shows either the old content or the
/// new, never part of the new.
///
/// The data goes to a temporary file beside the target, is flushed to the disk, and is renamed over
/// the target, which POSIX makes atomic within one file system.
enum AtomicFile {
    static func write(_ data: Data, to url: URL, atomically: Bool) throws {
        let path = url.path
        guard atomically else {
            return try writeAll(data, toPath: path, flags: O_WRONLY | O_CREAT | O_TRUNC, reportingPath: path)
        }
        let directory = url.deletingLastPathComponent().path
        let temporary = directory + "/." + url.lastPathComponent + "." + UUID().uuidString + ".tmp"
        do {
            try writeAll(data, toPath: temporary, flags: O_WRONLY | O_CREAT | O_EXCL, reportingPath: path)
            guard rename(temporary, path) == 0 else { throw fileError(path, "cannot replace the file") }
        } catch {
            unlink(temporary)
            throw error
        }
        syncDirectory(directory)
    }

    private static func writeAll(_ data: Data, toPath path: String, flags: Int32, reportingPath: String) throws {
        let descriptor = open(path, flags | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw fileError(reportingPath, "cannot open it for writing") }
        defer { close(descriptor) }
        try data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = posixWrite(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { throw fileError(reportingPath, "cannot write it") }
                offset += written
            }
        }
        guard fsync(descriptor) == 0 else { throw fileError(reportingPath, "cannot flush it to the disk") }
    }

    /// Makes the rename itself durable; best effort, as some file systems refuse to sync directories.
    private static func syncDirectory(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    static func fileError(_ path: String, _ action: String) -> ArchiveError {
        .file(path: path, reason: "\(action) (\(String(cString: strerror(errno))))")
    }
}
