import Foundation

/// Runs `body` with a new, empty directory under the system's temporary directory, and removes the
/// directory and what `body` wrote in it afterwards, whether `body` returns or throws.
///
/// ```swift
/// try withTemporaryDirectory { directory in
///     try Data("P2 1 1 1 1".utf8).write(to: directory.appending(path: "dot.pgm"))
/// }
/// ```
public func withTemporaryDirectory<Result>(_ body: (URL) throws -> Result) throws -> Result {
    let directory = FileManager.default.temporaryDirectory.appending(path: "LoomTests-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try body(directory)
}
