import Foundation

/// Name tables of every ``StringCodableEnum`` and ``StringCodableOptionSet`` type read so far, so
/// lowercasing and indexing their names happens once per type rather than on every parse.
///
/// A lock rather than `Synchronization.Mutex`, which needs macOS 15 while the package supports macOS 14.
package final class NameTableCache: @unchecked Sendable {
    package static let shared = NameTableCache()

    private let lock = NSLock()
    private var tables: [ObjectIdentifier: any Sendable] = [:]

    /// The cached table for `type`, building it with `build` the first time.
    package func table<Value>(for type: Any.Type, build: () -> NameTable<Value>) -> NameTable<Value> {
        let key = ObjectIdentifier(type)
        if let cached = lock.withLock({ tables[key] }) as? NameTable<Value> { return cached }
        // Built outside the lock: `build` runs the type's own code, which must not be able to deadlock us.
        let table = build()
        lock.withLock { tables[key] = table }
        return table
    }
}
