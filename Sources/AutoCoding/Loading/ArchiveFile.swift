import DocumentReading
import Foundation

/// Reading archive files, with the size limit checked before anything is read.
enum ArchiveFile {
    static func read(_ url: URL, limits: ArchiveLimits) throws -> Data {
        let path = url.path
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            if let size = (attributes[.size] as? NSNumber)?.intValue {
                try limits.checkSize(size)
            }
            return try Data(contentsOf: url)
        } catch let error as ArchiveError {
            throw error  // the size limit
        } catch {
            throw ArchiveError.file(path: path, reason: "cannot be read (\(fileErrorReason(error)))")
        }
    }
}
