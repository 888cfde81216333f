import Foundation
import TerminalUI

/// The resource folder SwiftPM builds beside the executable, found without `Bundle.module`.
struct ResourceFolder {
    /// The target's `Resources` folder, as copied by `.copy("Resources")`.
    let url: URL

    /// Why no folder was found: every place looked at.
    struct NotFound: Error, CustomStringConvertible {
        let triedPaths: [String]
        var description: String {
            "the resource bundle is missing; expected it beside the executable, at one of: "
                + triedPaths.joined(separator: ", ")
        }
    }

    /// Looks beside the executable (links resolved) for `<package>_<target>` in each platform's layout.
    static func locate(bundle: String, executable: URL? = Bundle.main.executableURL) throws -> ResourceFolder {
        let candidates = [executable, CommandLine.arguments.first.map { URL(filePath: $0) }].compactMap { $0 }
        var tried: [String] = []
        for program in candidates.flatMap({ [$0, $0.resolvingSymlinksInPath()] }) {
            for layout in ["\(bundle).resources/Resources", "\(bundle).bundle/Contents/Resources/Resources"] {
                let folder = program.deletingLastPathComponent().appending(path: layout, directoryHint: .isDirectory)
                tried.append(folder.path)
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue {
                    return ResourceFolder(url: folder)
                }
            }
        }
        throw NotFound(triedPaths: tried)
    }
}

/// The main screen and the theme, read from the bundled files.
@MainActor func makeApplication() throws -> Application {
    let resources = try ResourceFolder.locate(bundle: "MyTool_MyTool")
    let screen = try ViewDescription(contentsOf: resources.url.appending(path: "Screens/Main.yaml")).makeView()
    let controller = ViewController()
    controller.view.addSubview(screen)
    let app = Application(rootViewController: controller)
    app.window.stylesheet = try SelectorStylesheet(contentsOf: resources.url.appending(path: "Themes/dark.yaml"))
    return app
}
