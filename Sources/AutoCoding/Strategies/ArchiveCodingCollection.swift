/// A property type whose elements an ``ArchiveValueCoding`` applies to: arrays, dictionaries with
/// string keys, and optionals of either.
///
/// `@ArchiveCoding(.iso8601) var dates: [Date]` archives each date as ISO 8601 text, and
/// `@LossyElements` skips the elements of such a property that fail to decode.
///
/// ```swift
/// @AutoCodable struct Timeline {
///     @ArchiveCoding(.iso8601) var milestones: [String: Date] = [:]   // {"launch": "2024-05-01T09:30:00Z"}
/// }
/// ```
public protocol ArchiveCodingCollection {
    /// The type each element has, which the coding reads and writes.
    associatedtype ArchiveElement

    /// The collection at `key`, each element read with `coding`; with `lossy`, an element that
    /// fails is skipped while recoveries are collected (see ``ArchiveRecovery``).
    static func decodeArchived<Key: CodingKey, Coding: ArchiveValueCoding>(
        from container: KeyedDecodingContainer<Key>, forKey key: Key, using coding: Coding, lossy: Bool
    ) throws -> Self where Coding.Value == ArchiveElement

    /// Encodes the collection at `key`, each element as `coding` archives it.
    func encodeArchived<Key: CodingKey, Coding: ArchiveValueCoding>(
        to container: inout KeyedEncodingContainer<Key>, forKey key: Key, using coding: Coding
    ) throws where Coding.Value == ArchiveElement
}

extension Array: ArchiveCodingCollection {
    public typealias ArchiveElement = Element

    @inlinable
    public static func decodeArchived<Key: CodingKey, Coding: ArchiveValueCoding>(
        from container: KeyedDecodingContainer<Key>, forKey key: Key, using coding: Coding, lossy: Bool
    ) throws -> [Element] where Coding.Value == Element {
        var elements = try container.nestedUnkeyedContainer(forKey: key)
        var result: [Element] = []
        if let count = elements.count { result.reserveCapacity(count) }
        while !elements.isAtEnd {
            let index = elements.currentIndex
            do {
                result.append(try elements.decodeElement(using: coding))
            } catch {
                guard lossy else { throw error }
                try recover(from: error, at: elements.codingPath, index: index, action: .skippedElement)
                guard elements.skipFailedElement(at: index) else { throw error }
            }
        }
        return result
    }

    @inlinable
    public func encodeArchived<Key: CodingKey, Coding: ArchiveValueCoding>(
        to container: inout KeyedEncodingContainer<Key>, forKey key: Key, using coding: Coding
    ) throws where Coding.Value == Element {
        var elements = container.nestedUnkeyedContainer(forKey: key)
        for element in self { try elements.encodeElement(element, using: coding) }
    }
}

extension Dictionary: ArchiveCodingCollection where Key == String {
    public typealias ArchiveElement = Value

    @inlinable
    public static func decodeArchived<ContainerKey: CodingKey, Coding: ArchiveValueCoding>(
        from container: KeyedDecodingContainer<ContainerKey>, forKey key: ContainerKey, using coding: Coding,
        lossy: Bool
    ) throws -> [String: Value] where Coding.Value == Value {
        let entries = try container.nestedContainer(keyedBy: ArchiveCodingKey.self, forKey: key)
        let keys = entries.allKeys
        var result: [String: Value] = [:]
        result.reserveCapacity(keys.count)
        for entryKey in keys {
            do {
                result[entryKey.stringValue] = try entries.decodeValue(forKey: entryKey, using: coding)
            } catch {
                guard lossy else { throw error }
                try recover(from: error, at: entries.codingPath + [entryKey], index: nil, action: .skippedElement)
            }
        }
        return result
    }

    @inlinable
    public func encodeArchived<ContainerKey: CodingKey, Coding: ArchiveValueCoding>(
        to container: inout KeyedEncodingContainer<ContainerKey>, forKey key: ContainerKey, using coding: Coding
    ) throws where Coding.Value == Value {
        var entries = container.nestedContainer(keyedBy: ArchiveCodingKey.self, forKey: key)
        // Sorted, as Foundation's coders write dictionaries, so that archives of equal values are equal.
        for (entryKey, value) in self.sorted(by: { $0.key < $1.key }) {
            try entries.encodeArchived(value, forKey: ArchiveCodingKey(stringValue: entryKey), using: coding)
        }
    }
}

extension Optional: ArchiveCodingCollection where Wrapped: ArchiveCodingCollection {
    public typealias ArchiveElement = Wrapped.ArchiveElement

    @inlinable
    public static func decodeArchived<Key: CodingKey, Coding: ArchiveValueCoding>(
        from container: KeyedDecodingContainer<Key>, forKey key: Key, using coding: Coding, lossy: Bool
    ) throws -> Wrapped? where Coding.Value == Wrapped.ArchiveElement {
        if try container.decodeNil(forKey: key) { return nil }
        return try Wrapped.decodeArchived(from: container, forKey: key, using: coding, lossy: lossy)
    }

    @inlinable
    public func encodeArchived<Key: CodingKey, Coding: ArchiveValueCoding>(
        to container: inout KeyedEncodingContainer<Key>, forKey key: Key, using coding: Coding
    ) throws where Coding.Value == Wrapped.ArchiveElement {
        guard let self else { return }
        try self.encodeArchived(to: &container, forKey: key, using: coding)
    }
}
