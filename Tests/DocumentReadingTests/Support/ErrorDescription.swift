@testable import DocumentReading

/// What `body` throws, as tests compare it with the messages users see: the description of the
/// `ArchiveError`; or, so that a failed comparison shows what went wrong, "no error; read …" with
/// what `body` returned, or "not an ArchiveError: …".
func errorDescription(_ body: () throws -> Any) -> String {
    do {
        let value = try body()
        return "no error; read \(value)"
    } catch let error as ArchiveError {
        return String(describing: error)
    } catch {
        return "not an ArchiveError: \(error)"
    }
}
