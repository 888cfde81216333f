import Foundation

/// What a file looks like from outside, without reading it: enough to tell that it changed.
///
/// The modification time and size catch an edit written in place; the file number (inode) and
/// device catch an editor that saves by writing a new file and renaming it over the old one (vim,
/// and most editors that save atomically), whose time and size may happen to match. An edit that
/// keeps the size, made within the file system's clock tick of the last one, is the one change
/// this cannot see; the next edit is seen.
struct FileSignature: Equatable, Sendable {
    var modified: Date?
    var size: UInt64?
    var fileNumber: UInt64?
    var device: UInt64?

    /// The signature of the file at `url`, or nil when there is no file there (or it cannot be
    /// looked at: a folder on its path became unreadable).
    init?(of url: URL) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else { return nil }
        modified = attributes[.modificationDate] as? Date
        size = (attributes[.size] as? NSNumber)?.uint64Value
        fileNumber = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value
        device = (attributes[.systemNumber] as? NSNumber)?.uint64Value
    }
}
