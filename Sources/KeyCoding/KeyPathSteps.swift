/// A dotted key path split into its keys, validated once.
struct KeyPathSteps {
    /// Longer paths are refused: the walk recurses once per key, and a cyclic object graph
    /// (`next.next.next…`) would otherwise let a hostile path exhaust the stack.
    static let maximumKeyCount = 256

    let keys: [String]

    // Scans the UTF-8 bytes once: a key path is split on every walk, and grapheme-aware splitting
    // cost more than the rest of a short walk. Columns in errors still count characters.
    init(_ keyPath: String) throws(KeyCodingError) {
        var contiguous = keyPath
        let keys = contiguous.withUTF8 { bytes in Self.split(bytes) }
        switch keys {
        case .success(let keys): self.keys = keys
        case .failure(let failure): throw failure.error(in: keyPath)
        }
    }

    private static func split(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<[String], SplitFailure> {
        let dot = UInt8(ascii: ".")
        guard !bytes.isEmpty else { return .failure(SplitFailure(offset: 0, reason: "the key path is empty")) }
        let keyCount = bytes.reduce(1) { count, byte in byte == dot ? count + 1 : count }
        guard keyCount <= maximumKeyCount else {
            return .failure(
                SplitFailure(offset: 0, reason: "it has \(keyCount) keys; at most \(maximumKeyCount) are allowed"))
        }
        var keys: [String] = []
        keys.reserveCapacity(keyCount)
        var keyStart = 0
        while true {
            let keyEnd = bytes[keyStart...].firstIndex(of: dot) ?? bytes.endIndex
            let key = UnsafeBufferPointer(rebasing: bytes[keyStart..<keyEnd])
            if key.isEmpty {
                let reason = keyStart == 0 ? "it starts with \".\"" : "expected a key after \".\""
                return .failure(SplitFailure(offset: keyStart, reason: reason))
            }
            if key.count == 1, key[0] == UInt8(ascii: "@") {
                return .failure(SplitFailure(offset: keyStart, reason: "expected a key after \"@\""))
            }
            keys.append(String(decoding: key, as: UTF8.self))
            guard keyEnd != bytes.endIndex else { return .success(keys) }
            keyStart = keyEnd + 1
        }
    }

    /// Where splitting stopped, as a UTF-8 offset, turned into a character column once it is thrown.
    private struct SplitFailure: Error {
        let offset: Int
        let reason: String

        func error(in keyPath: String) -> KeyCodingError {
            let index = keyPath.utf8.index(keyPath.utf8.startIndex, offsetBy: offset)
            return .invalidKeyPath(keyPath: keyPath, column: keyPath[..<index].count + 1, reason: reason)
        }
    }
}

extension String {
    /// The key without its leading `@`, when it addresses a collection itself.
    var collectionKey: String? {
        isOperatorKey ? String(dropFirst()) : nil
    }

    /// Whether the key starts with `@`, as collection operators do.
    var isOperatorKey: Bool {
        utf8.first == UInt8(ascii: "@")
    }
}
