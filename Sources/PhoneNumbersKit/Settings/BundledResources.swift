import Foundation

/// The files that ship with PhoneNumbers: the sample address book and the configuration.
///
/// SwiftPM copies `Sources/PhoneNumbers/Resources` into a bundle beside the executable
/// (`Loom_PhoneNumbersKit.resources/Resources` on Linux, `Loom_PhoneNumbersKit.bundle/…` on macOS).
/// This finds it without `Bundle.module`, whose generated accessor stops the process when the
/// bundle is missing: a missing bundle here is an error that lists every path tried.
///
/// ```swift
/// let resources = try BundledResources.locate()
/// let book = try AddressBook(contentsOf: resources.contactsFile)
/// ```
struct BundledResources: Sendable, Hashable {
    /// The `Resources` folder.
    var directory: URL

    /// The bundle's name: SwiftPM's `<package>_<target>`.
    static let bundleName = "Loom_PhoneNumbersKit"

    /// The bundled sample address book.
    var contactsFile: URL { directory.appending(path: "contacts.vcf") }
    /// The folder of `config.yaml` and `config.<environment>.yaml`.
    var configDirectory: URL { directory.appending(path: "Config", directoryHint: .isDirectory) }
    /// The detail page's view description.
    var detailPageFile: URL { directory.appending(path: "Pages/DetailPage.yaml") }

    /// The selector stylesheet of `theme`.
    func themeFile(_ theme: Theme) -> URL { directory.appending(path: "Themes/\(theme.stringRepresentation).yaml") }

    /// Looks beside the running executable (as `Bundle.main` and as `arguments[0]` name it, symbolic
    /// links resolved) for the resource bundle in each platform's layout.
    ///
    /// ```swift
    /// let resources = try BundledResources.locate()
    /// ```
    static func locate(
        executable: URL? = Bundle.main.executableURL, arguments: [String] = CommandLine.arguments
    ) throws(NotFound) -> BundledResources {
        var folders: [URL] = []
        for candidate in [executable, arguments.first.map { URL(filePath: $0) }].compactMap({ $0 }) {
            for url in [candidate, candidate.resolvingSymlinksInPath()] {
                let folder = url.deletingLastPathComponent().standardizedFileURL
                if !folders.contains(folder) { folders.append(folder) }
            }
        }
        var tried: [String] = []
        for folder in folders {
            for layout in [
                "\(bundleName).resources/Resources", "\(bundleName).bundle/Contents/Resources/Resources",
                "\(bundleName).bundle/Resources",
            ] {
                let directory = folder.appending(path: layout, directoryHint: .isDirectory)
                tried.append(directory.path)
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
                    isDirectory.boolValue
                {
                    return BundledResources(directory: directory)
                }
            }
        }
        throw NotFound(triedPaths: tried)
    }

    /// The resource bundle is in none of the places looked at.
    struct NotFound: Error, Hashable, Sendable, CustomStringConvertible {
        var triedPaths: [String]

        var description: String {
            "PhoneNumbers' resources (the sample contacts and the configuration) are missing; expected the folder "
                + "built by SwiftPM beside the executable, at one of: " + triedPaths.joined(separator: ", ")
        }
    }
}
