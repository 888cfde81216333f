import AutoCoding
import Foundation

/// The user's favorite phone numbers, saved at once on every change with AutoCoding's atomic write.
///
/// ```swift
/// let store = FavoritesStore(fileURL: settings.favoritesURL(environment: ProcessInfo.processInfo.environment))
/// do { try store.load() } catch { show(error) }      // a missing file is no error
/// detail.isFavorite = try store.toggle(entry.id)     // true: now a favorite
/// store.contains(entry.id)                           // true
/// ```
///
/// A file that cannot be read is never lost nor overwritten: it is moved aside to
/// `<name>.unreadable-<UTC time>` (or, if that fails, left alone and nothing is saved), ``load()``
/// throws a ``FavoritesError`` saying so, and favorites start empty.
final class FavoritesStore {
    /// The JSON file favorites are kept in.
    let fileURL: URL
    /// The favorite entry ids.
    private(set) var ids: Set<String> = []
    /// Why saving is refused, when an unreadable file could not be moved out of the way.
    private var saveRefusal: String?
    private let now: () -> Date

    /// Prepares a store; nothing is read until ``load()``. `now` stamps the name of a file moved aside.
    ///
    /// ```swift
    /// let store = FavoritesStore(fileURL: URL(filePath: "/tmp/favorites.json"))
    /// ```
    init(fileURL: URL, now: @escaping () -> Date = Date.init) {
        self.fileURL = fileURL
        self.now = now
    }

    /// Reads the file; a missing file means no favorites.
    ///
    /// ```swift
    /// try store.load()
    /// ```
    func load() throws(FavoritesError) {
        ids = []
        saveRefusal = nil
        let path = fileURL.path
        guard FileManager.default.fileExists(atPath: path) else { return }
        let reason: String
        do {
            ids = Set(try Favorites.load(contentsOf: fileURL).ids)
            return
        } catch {
            reason = String(describing: error)
        }
        let aside = fileURL.deletingLastPathComponent().appending(path: asideName())
        do {
            try FileManager.default.moveItem(at: fileURL, to: aside)
        } catch {
            saveRefusal = "\(path) could not be read and is kept as it is"
            throw .unreadableFileKept(path: path, reason: reason, moveFailure: error.localizedDescription)
        }
        throw .unreadableFileMovedAside(path: path, movedTo: aside.path, reason: reason)
    }

    /// Whether `id` is a favorite.
    ///
    /// ```swift
    /// store.contains(entry.id)
    /// ```
    func contains(_ id: String) -> Bool { ids.contains(id) }

    /// Adds `id` if it is not a favorite, removes it if it is, and saves; returns whether it is a
    /// favorite now. When saving fails, nothing changes and the error says why.
    ///
    /// ```swift
    /// detail.isFavorite = try store.toggle(entry.id)
    /// ```
    @discardableResult
    func toggle(_ id: String) throws(FavoritesError) -> Bool {
        let path = fileURL.path
        if let saveRefusal { throw .notSaved(path: path, reason: saveRefusal) }
        var changed = ids
        let isFavorite = changed.insert(id).inserted
        if !isFavorite { changed.remove(id) }
        do {
            try FileManager.default.createDirectory(
                at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Favorites(ids: changed.sorted()).write(to: fileURL, format: .json)
        } catch {
            throw .notSaved(path: path, reason: String(describing: error))
        }
        ids = changed
        return isFavorite
    }

    /// `favorites.json.unreadable-20261122T144100Z`, with `-2`, `-3`… if that name is taken.
    private func asideName() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        let base = fileURL.lastPathComponent + ".unreadable-" + formatter.string(from: now())
        let folder = fileURL.deletingLastPathComponent()
        var name = base
        var number = 1
        while FileManager.default.fileExists(atPath: folder.appending(path: name).path) {
            number += 1
            name = base + "-\(number)"
        }
        return name
    }
}
