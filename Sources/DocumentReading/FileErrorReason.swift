import Foundation

/// Why a file could not be read, in the system's words ("No such file or directory"), which
/// Foundation's own message buries under its wording.
///
/// ```swift
/// do { _ = try Data(contentsOf: url) } catch { print(fileErrorReason(error)) }   // "No such file or directory"
/// ```
package func fileErrorReason(_ error: any Error) -> String {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError ?? (error as NSError)
    if underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
        return String(cString: strerror(code.rawValue))
    }
    if (error as NSError).domain == NSCocoaErrorDomain && (error as NSError).code == NSFileReadNoSuchFileError {
        return "No such file or directory"
    }
    return underlying.localizedDescription
}
