import DocumentReading

/// Writes an enum case's name and associated values in the form of its tagging: what the
/// `encode(to:)` that `@AutoCodable` writes for an enum calls.
///
/// ```swift
/// let archiving = ArchivingEnumCase(to: encoder, tagging: .internal(tag: "type"))
/// var values = try archiving.values(named: "circle")
/// try values.encode(radius, forKey: "radius")
/// ```
public struct ArchivingEnumCase {
    private let encoder: any Encoder
    private let tagging: ArchiveEnumTagging

    /// Writes into `encoder` with `tagging`.
    public init(to encoder: any Encoder, tagging: ArchiveEnumTagging) {
        self.encoder = encoder
        self.tagging = tagging
    }

    /// Writes the name of a case without associated values (`{"empty": {}}` with an external tag).
    public func encodeName(_ name: String) throws {
        var container = encoder.container(keyedBy: ArchiveCodingKey.self)
        switch tagging {
        case .external:
            _ = container.nestedContainer(keyedBy: ArchiveCodingKey.self, forKey: ArchiveCodingKey(stringValue: name))
        case .internal(let tag), .adjacent(let tag, _):
            try container.encode(name, forKey: ArchiveCodingKey(stringValue: tag))
        }
    }

    /// Writes the name of a case and gives the container its associated values are written into.
    public func values(named name: String) throws -> ArchivingEnumValues {
        var container = encoder.container(keyedBy: ArchiveCodingKey.self)
        switch tagging {
        case .external:
            return ArchivingEnumValues(
                container: container.nestedContainer(
                    keyedBy: ArchiveCodingKey.self, forKey: ArchiveCodingKey(stringValue: name)))
        case .internal(let tag):
            try container.encode(name, forKey: ArchiveCodingKey(stringValue: tag))
            return ArchivingEnumValues(container: container)
        case .adjacent(let tag, let content):
            try container.encode(name, forKey: ArchiveCodingKey(stringValue: tag))
            return ArchivingEnumValues(
                container: container.nestedContainer(
                    keyedBy: ArchiveCodingKey.self, forKey: ArchiveCodingKey(stringValue: content)))
        }
    }

    /// Writes a case with one unlabelled value: under `_0` with an external tag, the value's keys
    /// beside the tag with an internal one, and the value as the content with an adjacent one.
    ///
    /// With an internal tag, a value that is not archived as a dictionary (a number, an array) has no
    /// keys to put beside the tag, and is refused with ``ArchiveError/invalidValue(keyPath:reason:)``.
    public func encodeSoleValue<Value: Encodable>(_ value: Value, named name: String) throws {
        switch tagging {
        case .external:
            var values = try values(named: name)
            try values.encode(value, forKey: "_0")
        case .internal(let tag):
            var container = encoder.container(keyedBy: ArchiveCodingKey.self)
            try container.encode(name, forKey: ArchiveCodingKey(stringValue: tag))
            try encodeBesideTag(value, name: name, tag: tag)
        case .adjacent(let tag, let content):
            var container = encoder.container(keyedBy: ArchiveCodingKey.self)
            try container.encode(name, forKey: ArchiveCodingKey(stringValue: tag))
            try container.encode(value, forKey: ArchiveCodingKey(stringValue: content))
        }
    }

    /// Adds the keys of `value` to the tag's dictionary. Loom's encoder checks that the value is a
    /// dictionary before anything is added; another encoder is left to merge the containers itself.
    private func encodeBesideTag<Value: Encodable>(_ value: Value, name: String, tag: String) throws {
        guard let context = encoder as? ArchiveEncodingContext else {
            try value.encode(to: encoder)
            return
        }
        let node = EncodingNode(objects: context.node.objects)
        try value.encode(
            to: ArchiveEncodingContext(node: node, codingPath: context.codingPath, registry: context.registry))
        guard let keyed = node.keyed else {
            throw ArchiveError.invalidValue(
                keyPath: keyPathText(context.codingPath),
                reason: "the internal tag \"\(tag)\" puts the keys of the value of \(name) beside it, but its "
                    + "\(String(describing: Value.self)) is archived as \(node.finished.kindDescription), which has "
                    + "no keys; label the value, or tag the enum with .adjacent")
        }
        if keyed[tag] != nil {
            throw ArchiveError.invalidValue(
                keyPath: keyPathText(context.codingPath + [ArchiveCodingKey(stringValue: tag)]),
                reason: "the value of \(name) has a key \"\(tag)\" of its own, where the internal tag is written; "
                    + "choose another tag")
        }
        for (key, child) in keyed { context.node.keyed?[key] = child }
    }
}

/// The container a case's associated values are written into, by label.
public struct ArchivingEnumValues {
    var container: KeyedEncodingContainer<ArchiveCodingKey>

    /// Writes `value` under `key`.
    public mutating func encode<Value: Encodable>(_ value: Value, forKey key: String) throws {
        try container.encode(value, forKey: ArchiveCodingKey(stringValue: key))
    }

    /// Writes `value` under `key` unless it is nil: archives leave nil values out.
    public mutating func encode<Value: Encodable>(_ value: Value?, forKey key: String) throws {
        try container.encodeIfPresent(value, forKey: ArchiveCodingKey(stringValue: key))
    }
}
