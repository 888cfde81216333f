import Synchronization

/// Values remembered per key, safe to share between threads: once `capacity` are remembered they
/// are forgotten all at once, so that a flood of distinct keys empties the cache rather than grows
/// it.
final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    let capacity: Int
    private let values = Mutex<[Key: Value]>([:])

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The value remembered for `key`, else the one `make` gives, which is then remembered. A
    /// failure is not remembered.
    func value<Failure: Error>(for key: Key, orMake make: () throws(Failure) -> Value) throws(Failure) -> Value {
        if let known = values.withLock({ $0[key] }) { return known }
        let value = try make()
        values.withLock { values in
            if values.count >= capacity { values.removeAll(keepingCapacity: true) }
            values[key] = value
        }
        return value
    }

    /// How many values are remembered, for tests.
    var count: Int { values.withLock { $0.count } }
}

/// Remembered answers of ``isInstance(_:ofClassNamed:)`` per class and name: reflecting over the
/// class chain and reading names costs microseconds; a lookup, tens of nanoseconds.
enum ClassMatchCache {
    static let capacity = 1024

    private struct Key: Hashable, Sendable {
        let type: ObjectIdentifier
        let name: String
    }

    private static let answers = BoundedCache<Key, Bool>(capacity: capacity)

    static func isInstance(_ object: AnyObject, ofClassNamed name: String) -> Bool {
        answers.value(for: Key(type: ObjectIdentifier(type(of: object)), name: name)) {
            classChain(of: object).contains { classNamed(name, is: $0) }
        }
    }

    /// How many answers are remembered, for tests.
    static var count: Int { answers.count }
}
