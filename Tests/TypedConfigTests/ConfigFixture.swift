import Foundation
import Synchronization
import TypedConfig

/// A temporary configuration directory, removed when the fixture goes away.
final class ConfigFixture {
    let directory: URL

    init(_ files: [String: String] = [:]) throws {
        directory = FileManager.default.temporaryDirectory.appending(path: "typedconfig-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, text) in files { try write(name, text) }
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: directory.appending(path: name))
    }

    func path(_ name: String) -> String {
        directory.appending(path: name).path
    }

    /// A loader over this directory that collects warnings instead of printing them.
    func loader(
        environment: String? = nil, variables: [String: String] = [:], arguments: [String] = [],
        prefix: String? = nil, strict: Bool = false, selection: ConfigLoader.FileSelection = .mergeAll
    ) -> (ConfigLoader, WarningLog) {
        let log = WarningLog()
        let options = ConfigLoader.Options(
            environmentPrefix: prefix, strict: strict, fileSelection: selection,
            warningHandler: { problem in log.append(problem) })
        let loader = ConfigLoader(
            directory: directory, environment: environment, environmentVariables: variables,
            arguments: ["app"] + arguments, options: options)
        return (loader, log)
    }

    /// The error a load throws, as text with the directory shortened to `<dir>`.
    func errorText<T: Decodable>(_ loader: ConfigLoader, _ type: T.Type) async -> String? {
        do {
            _ = try await loader.load(type)
            return nil
        } catch {
            return shortened(error.description)
        }
    }

    func shortened(_ text: String) -> String {
        text.replacing(directory.path + "/", with: "")
    }
}

/// Warnings a loader reported.
final class WarningLog: Sendable {
    private let problems = Mutex<[ConfigProblem]>([])

    func append(_ problem: ConfigProblem) {
        problems.withLock { $0.append(problem) }
    }

    var all: [ConfigProblem] { problems.withLock { $0 } }
}
