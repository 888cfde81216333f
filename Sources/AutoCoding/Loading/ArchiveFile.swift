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
            throw ArchiveError.file(path: path, reason: "cannot be read (\(reason(error)))")
        }
    }

    /// The underlying POSIX reason ("No such file or directory"), which Foundation's message buries.
    private static func reason(_ error: any Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError ?? (error as NSError)
        if underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue))
        }
        if (error as NSError).domain == NSCocoaErrorDomain && (error as NSError).code == NSFileReadNoSuchFileError {
            return "No such file or directory"
        }
        return underlying.localizedDescription
    }
}
