import DocumentReading
import Foundation
import KeyCoding
import Synchronization

/// The images an application knows by name: what a binding or a description file gives when it
/// names an image (`image: apple`), as `UIImage(named:)` finds images in an app's bundle.
///
/// Register images one by one, or a directory whose text art (`.txt`) and Netpbm files (`.ppm`,
/// `.pgm`, `.pnm`) become images named after the files (`apple.ppm` is `apple`). Files are read
/// the first time their image is asked for, and kept. ``Image/init(parsing:)`` (and so description
/// files, stylesheets and bindings of a string to an `Image`) looks names up in ``main``. A name
/// that is not there is an error listing the names that are; it is never shown as a blank.
///
/// ```swift
/// try ImageCatalog.main.registerImages(inDirectory: URL(filePath: "Images"))   // apple.ppm, logo.txt…
/// ImageCatalog.main.register(Image(textArt: "(•‿•)"), named: "smile")
/// let apple = try ImageCatalog.main.image(named: "apple")
/// try imageView.setValue(fromString: "smile", forKeyPath: "image")
/// ```
public final class ImageCatalog: Sendable {
    /// The catalog names are looked up in by ``Image/init(parsing:)``: the application's.
    ///
    /// ```swift
    /// ImageCatalog.main.names   // ["apple", "smile"]
    /// ```
    public static let main = ImageCatalog()

    private struct Entries {
        var images: [String: Image] = [:]
        var files: [String: URL] = [:]
    }

    private let entries = Mutex(Entries())

    /// An empty catalog.
    ///
    /// ```swift
    /// let icons = ImageCatalog()
    /// ```
    public init() {}

    /// Makes `image` known as `name`, replacing any image or file of that name.
    ///
    /// ```swift
    /// ImageCatalog.main.register(Image(textArt: "(•‿•)"), named: "smile")
    /// ```
    public func register(_ image: Image, named name: String) {
        var named = image
        named.name = name
        entries.withLock { entries in
            entries.images[name] = named
            entries.files[name] = nil
        }
    }

    /// Makes each image file in `directory` (not its subdirectories) known by its file name
    /// without the extension, replacing images of those names, and returns the names, sorted.
    /// The files are read when their images are first asked for. Throws when the directory cannot
    /// be read, or when two files would give the same name (`apple.ppm` and `apple.txt`).
    ///
    /// ```swift
    /// try ImageCatalog.main.registerImages(inDirectory: URL(filePath: "Images"))   // ["apple", "logo"]
    /// ```
    @discardableResult
    public func registerImages(inDirectory directory: URL) throws(ImageError) -> [String] {
        let files: [URL]
        do {
            files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
        } catch {
            throw ImageError(
                kind: .unreadableFile, source: directory.path,
                reason: "cannot read the directory (\(fileErrorReason(error)))")
        }
        let extensions = Image.textArtExtensions.union(Image.netpbmExtensions)
        var found: [String: URL] = [:]
        for file in files.sorted(by: { $0.lastPathComponent < $1.lastPathComponent })
        where extensions.contains(file.pathExtension.lowercased()) {
            let name = file.deletingPathExtension().lastPathComponent
            if let other = found[name] {
                throw ImageError(
                    kind: .invalidData, source: directory.path,
                    reason:
                        "two files are named \"\(name)\": \(other.lastPathComponent) and \(file.lastPathComponent); rename one"
                )
            }
            found[name] = file
        }
        entries.withLock { entries in
            for (name, file) in found {
                entries.files[name] = file
                entries.images[name] = nil
            }
        }
        return found.keys.sorted()
    }

    /// The image named `name`. Throws ``ImageError/Kind/unknownName`` with the known names (and
    /// the closest one) when there is none, or the file's error when its file cannot be read.
    ///
    /// ```swift
    /// try ImageCatalog.main.image(named: "apple")
    /// try ImageCatalog.main.image(named: "aple")
    /// // aple: no image of that name in the image catalog
    /// //     did you mean "apple"?
    /// //     valid values: apple, smile
    /// ```
    public func image(named name: String) throws(ImageError) -> Image {
        let (image, file, names) = entries.withLock { entries in
            (entries.images[name], entries.files[name], Self.names(in: entries))
        }
        if let image { return image }
        guard let file else {
            throw ImageError(
                kind: .unknownName, source: name,
                reason: names.isEmpty
                    ? "no image of that name: the image catalog is empty (ImageCatalog.main.register(_:named:) or registerImages(inDirectory:) fill it)"
                    : "no image of that name in the image catalog",
                knownNames: names, suggestion: closestMatch(to: name, in: names))
        }
        var loaded = try Image(contentsOf: file)
        loaded.name = name
        entries.withLock { entries in
            // Kept unless the name was registered again meanwhile.
            if entries.files[name] == file { entries.images[name] = loaded }
        }
        return loaded
    }

    /// The names of every image registered, sorted.
    ///
    /// ```swift
    /// ImageCatalog.main.names   // ["apple", "smile"]
    /// ```
    public var names: [String] {
        entries.withLock { Self.names(in: $0) }
    }

    /// Forgets the image or file registered as `name`.
    ///
    /// ```swift
    /// ImageCatalog.main.removeImage(named: "smile")
    /// ```
    public func removeImage(named name: String) {
        entries.withLock { entries in
            entries.images[name] = nil
            entries.files[name] = nil
        }
    }

    private static func names(in entries: Entries) -> [String] {
        Set(entries.images.keys).union(entries.files.keys).sorted()
    }
}
