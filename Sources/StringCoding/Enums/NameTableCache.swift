import Synchronization

/// Name tables of every ``StringCodableEnum`` and ``StringCodableOptionSet`` type read so far, so
/// lowercasing and indexing their names happens once per type rather than on every parse.
package final class NameTableCache: Sendable {
    package static let shared = NameTableCache()

    private let tables = Mutex<[ObjectIdentifier: any Sendable]>([:])

    /// The cached table for `type`, building it with `build` the first time.
    package func table<Value>(for type: Any.Type, build: () -> NameTable<Value>) -> NameTable<Value> {
        let key = ObjectIdentifier(type)
        if let cached = tables.withLock({ $0[key] }) as? NameTable<Value> { return cached }
        // Built outside the lock: `build` runs the type's own code, which must not be able to deadlock us.
        let table = build()
        tables.withLock { $0[key] = table }
        return table
    }
}
