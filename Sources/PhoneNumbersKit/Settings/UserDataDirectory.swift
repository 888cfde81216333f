import Foundation

/// Where PhoneNumbers keeps what the user makes (favorites), by each platform's convention.
///
/// ```swift
/// UserDataDirectory.url(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/ann"])
/// // Linux: /data/PhoneNumbers   macOS: /home/ann/Library/Application Support/PhoneNumbers
/// ```
///
/// On Linux: `$XDG_DATA_HOME/PhoneNumbers` when that is an absolute path (the XDG Base Directory
/// specification ignores relative ones), else `~/.local/share/PhoneNumbers`. On macOS:
/// `~/Library/Application Support/PhoneNumbers`. `~` is `$HOME`, else the account's home.
enum UserDataDirectory {
    /// The folder's name inside the platform's data directory.
    static let appName = "PhoneNumbers"

    /// The folder for this platform and these environment variables; it may not exist yet.
    static func url(environment: [String: String]) -> URL {
        #if os(macOS)
        return home(environment).appending(path: "Library/Application Support/\(appName)", directoryHint: .isDirectory)
        #else
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return URL(filePath: data, directoryHint: .isDirectory).appending(
                path: appName, directoryHint: .isDirectory)
        }
        return home(environment).appending(path: ".local/share/\(appName)", directoryHint: .isDirectory)
        #endif
    }

    /// A path from the configuration as a file URL: `~` and `~/…` from the home directory, a
    /// relative path from the current directory.
    static func expand(_ path: String, environment: [String: String]) -> URL {
        if path == "~" { return home(environment) }
        if path.hasPrefix("~/") { return home(environment).appending(path: String(path.dropFirst(2))) }
        if path.hasPrefix("/") { return URL(filePath: path) }
        let current = URL(filePath: FileManager.default.currentDirectoryPath, directoryHint: .isDirectory)
        return current.appending(path: path).standardizedFileURL
    }

    private static func home(_ environment: [String: String]) -> URL {
        if let home = environment["HOME"], home.hasPrefix("/") {
            return URL(filePath: home, directoryHint: .isDirectory)
        }
        return FileManager.default.homeDirectoryForCurrentUser
    }
}
