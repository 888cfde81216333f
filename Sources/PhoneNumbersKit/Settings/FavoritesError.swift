/// Why favorites could not be read or saved. The store stays usable: after a read error it is
/// empty, and after a save error it is as it was before the change.
///
/// ```swift
/// do { try store.load() } catch { statusLine.text = error.description }
/// // favorites.json could not be read (Malformed JSON at line 1, column 2: …); it was moved to
/// // favorites.json.unreadable-20261122T144100Z and favorites start empty
/// ```
enum FavoritesError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file was not a favorites file; it is kept under `movedTo` and favorites start empty.
    case unreadableFileMovedAside(path: String, movedTo: String, reason: String)
    /// The file could not be read nor moved aside; favorites start empty and are not saved, so
    /// that the file is not overwritten, until it is fixed or removed.
    case unreadableFileKept(path: String, reason: String, moveFailure: String)
    /// A change could not be written; the change is undone.
    case notSaved(path: String, reason: String)

    var description: String {
        switch self {
        case .unreadableFileMovedAside(let path, let movedTo, let reason):
            "\(path) could not be read (\(reason)); it was moved to \(movedTo) and favorites start empty"
        case .unreadableFileKept(let path, let reason, let moveFailure):
            "\(path) could not be read (\(reason)) nor moved aside (\(moveFailure)); favorites start empty and "
                + "will not be saved until the file is fixed or removed"
        case .notSaved(let path, let reason):
            "favorites not saved to \(path): \(reason)"
        }
    }
}
