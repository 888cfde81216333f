import Synchronization

/// Paths parsed so far: description files and lists of cells repeat the same few paths, which are
/// then parsed once.
enum BindingPathCache {
    /// Enough for every path of an app; a flood of distinct paths empties the cache rather than grow it.
    private static let capacity = 4_096
    private static let paths = Mutex<[String: BindingPath]>([:])

    static func path(for text: String) throws(BindingPathError) -> BindingPath {
        if let path = paths.withLock({ $0[text] }) { return path }
        let path = try BindingPath(parsing: text)
        paths.withLock { paths in
            if paths.count >= capacity { paths.removeAll(keepingCapacity: true) }
            paths[text] = path
        }
        return path
    }
}
