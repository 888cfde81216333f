import Foundation

/// A snippet's executable, run the way a reader runs the example: in a directory of its own that
/// holds the files the text shows, with no terminal.
struct SnippetExecutable {
    let url: URL

    /// What a run left behind.
    struct Run {
        let status: Int32
        let standardOutput: String
        let standardError: String
        /// Whether the process was still running at the limit and was killed.
        let didHang: Bool
    }

    /// The executable SwiftPM built for `snippet`, beside the test bundle as every product is.
    init?(_ snippet: Snippet) {
        let directory = URL(filePath: CommandLine.arguments[0]).deletingLastPathComponent()
        let url = directory.appending(path: snippet.name)
        guard FileManager.default.isExecutableFile(atPath: url.path) else { return nil }
        self.url = url
    }

    /// Runs it in a new temporary directory holding `files`, and removes the directory afterwards.
    ///
    /// Only a hang reaches `limit`: a snippet takes well under a second.
    func run(files: [(path: String, contents: String)], limit: Duration = .seconds(300)) throws -> Run {
        let manager = FileManager.default
        let scratch = manager.temporaryDirectory.appending(path: "loom-snippet-\(UUID().uuidString)")
        let workingDirectory = scratch.appending(path: "work")
        defer { try? manager.removeItem(at: scratch) }
        try manager.createDirectory(at: workingDirectory, withIntermediateDirectories: true)
        for file in files {
            let url = workingDirectory.appending(path: file.path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
        }
        // Output goes to files, not pipes, so that a snippet writing much to both cannot block.
        let outputURL = scratch.appending(path: "stdout")
        let errorURL = scratch.appending(path: "stderr")
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)
        let output = try FileHandle(forWritingTo: outputURL)
        let errors = try FileHandle(forWritingTo: errorURL)

        let process = Process()
        process.executableURL = url
        process.currentDirectoryURL = workingDirectory
        // A fixed environment: no APP_… or LOOM_ENV of the person running the tests reaches the
        // configuration examples, and a failed check prints its message without a long backtrace.
        process.environment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": workingDirectory.path,
            "LANG": "C.UTF-8", "SWIFT_BACKTRACE": "enable=no",
        ]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = errors
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        let seconds = Double(limit.components.seconds)
        let didHang = finished.wait(timeout: .now() + seconds) == .timedOut
        if didHang {
            process.terminate()
            finished.wait()
        }
        try output.close()
        try errors.close()
        // Paths the snippet prints are relative to where it ran, as a reader sees them in the text.
        var standardOutput = try String(contentsOf: outputURL, encoding: .utf8)
        for directory in Set([workingDirectory.path, workingDirectory.resolvingSymlinksInPath().path]) {
            standardOutput = standardOutput.replacingOccurrences(of: directory + "/", with: "")
        }
        return Run(
            status: process.terminationStatus,
            standardOutput: standardOutput,
            standardError: try String(contentsOf: errorURL, encoding: .utf8),
            didHang: didHang)
    }
}
