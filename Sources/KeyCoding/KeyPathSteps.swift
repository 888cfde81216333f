/// A dotted key path split into its keys, validated once.
struct KeyPathSteps {
    /// Longer paths are refused: the walk recurses once per key, and a cyclic object graph
    /// (`next.next.next…`) would otherwise let a hostile path exhaust the stack.
    static let maximumKeyCount = 256

    let keys: [Substring]

    init(_ keyPath: String) throws(KeyCodingError) {
        guard !keyPath.isEmpty else {
            throw .invalidKeyPath(keyPath: keyPath, column: 1, reason: "the key path is empty")
        }
        let keys = keyPath.split(separator: ".", omittingEmptySubsequences: false)
        if keys.count > Self.maximumKeyCount {
            throw .invalidKeyPath(
                keyPath: keyPath, column: 1,
                reason: "it has \(keys.count) keys; at most \(Self.maximumKeyCount) are allowed")
        }
        var column = 1
        for key in keys {
            if key.isEmpty {
                let reason = column == 1 ? "it starts with \".\"" : "expected a key after \".\""
                throw .invalidKeyPath(keyPath: keyPath, column: column, reason: reason)
            }
            if key == "@" {
                throw .invalidKeyPath(keyPath: keyPath, column: column, reason: "expected a key after \"@\"")
            }
            column += key.count + 1
        }
        self.keys = keys
    }
}

extension Substring {
    /// The key without its leading `@`, when it addresses a collection itself.
    var collectionKey: String? {
        first == "@" ? String(dropFirst()) : nil
    }
}
