import Foundation

/// The PhoneNumbers executable that `swift build` put beside the test bundle, with its resources.
enum PhoneNumbersBinary {
    static let path = URL(filePath: CommandLine.arguments.first ?? "").deletingLastPathComponent()
        .appending(path: "PhoneNumbers").path
    static let exists = FileManager.default.isExecutableFile(atPath: path)

    /// A fresh, empty directory to stand for the user's data directory (`XDG_DATA_HOME`).
    static func temporaryDataHome() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appending(path: "phonenumbers-\(UUID().uuidString.prefix(8))", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }
}
