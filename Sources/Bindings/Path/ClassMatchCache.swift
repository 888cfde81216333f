import Synchronization

/// Remembered answers of ``isInstance(_:ofClassNamed:)`` per class and name: reflecting over the
/// class chain and reading names costs microseconds; a lookup, tens of nanoseconds.
enum ClassMatchCache {
    /// When this many answers are remembered, they are forgotten all at once.
    static let capacity = 1024

    private struct Key: Hashable {
        let type: ObjectIdentifier
        let name: String
    }

    private static let answers = Mutex<[Key: Bool]>([:])

    static func isInstance(_ object: AnyObject, ofClassNamed name: String) -> Bool {
        let key = Key(type: ObjectIdentifier(type(of: object)), name: name)
        if let known = answers.withLock({ $0[key] }) { return known }
        let answer = classChain(of: object).contains { classNamed(name, is: $0) }
        answers.withLock { answers in
            if answers.count >= capacity { answers.removeAll(keepingCapacity: true) }
            answers[key] = answer
        }
        return answer
    }

    /// How many answers are remembered, for tests.
    static var count: Int { answers.withLock { $0.count } }
}
