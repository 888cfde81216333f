import DocumentReading
import KeyCoding

/// The case an archived enum value names, and where its associated values are: what the
/// `init(from:)` that `@AutoCodable` writes for an enum reads through.
///
/// ```swift
/// let archived = try ArchivedEnumCase(from: decoder, of: Shape.self, tagging: .internal(tag: "type"))
/// switch archived.name {
/// case "circle": self = .circle(radius: try archived.values().decode("radius"))
/// default: throw archived.unknownCase(among: ["circle"])
/// }
/// ```
public struct ArchivedEnumCase {
    /// The case's name as the archive writes it.
    public let name: String
    private let decoder: any Decoder
    private let container: KeyedDecodingContainer<ArchiveCodingKey>
    private let tagging: ArchiveEnumTagging
    private let typeName: String

    /// Reads the case's name from `decoder`, which holds a value of `type` archived with `tagging`.
    ///
    /// Throws when the value is not a dictionary, when an external tag's dictionary does not have
    /// exactly one key, and when the tag is missing or not a string.
    public init<Enum>(from decoder: any Decoder, of type: Enum.Type, tagging: ArchiveEnumTagging) throws {
        self.decoder = decoder
        self.tagging = tagging
        typeName = String(describing: type)
        container = try decoder.container(keyedBy: ArchiveCodingKey.self)
        switch tagging {
        case .external:
            let keys = container.allKeys.filter { $0.stringValue != ArchiveEncoder.classKey }
            guard keys.count == 1 else {
                let names = keys.map { "\"\($0.stringValue)\"" }.joined(separator: ", ")
                throw ArchiveError.typeMismatch(
                    keyPath: keyPathText(container.codingPath),
                    expected: "a dictionary with one key, the case of \(article(typeName))",
                    actual: keys.isEmpty ? "an empty dictionary" : "a dictionary with \(keys.count) keys (\(names))")
            }
            name = keys[0].stringValue
        case .internal(let tag), .adjacent(let tag, _):
            let key = ArchiveCodingKey(stringValue: tag)
            guard container.contains(key) else {
                throw ArchiveError.missingKey(keyPath: keyPathText(container.codingPath + [key]), type: typeName)
            }
            name = try container.decode(String.self, forKey: key)
        }
    }

    /// The case's associated values, by label.
    ///
    /// Throws when they are missing (an adjacent tag without its content) or not a dictionary.
    public func values() throws -> ArchivedEnumValues {
        switch tagging {
        case .external:
            return ArchivedEnumValues(
                container: try container.nestedContainer(
                    keyedBy: ArchiveCodingKey.self, forKey: ArchiveCodingKey(stringValue: name)),
                owner: "\(typeName).\(name)")
        case .internal:
            return ArchivedEnumValues(container: container, owner: "\(typeName).\(name)")
        case .adjacent(_, let content):
            let key = try contentKey(content)
            return ArchivedEnumValues(
                container: try container.nestedContainer(keyedBy: ArchiveCodingKey.self, forKey: key),
                owner: "\(typeName).\(name)")
        }
    }

    /// The one unlabelled value of a case: under `_0` with an external tag, the dictionary itself
    /// (beside the tag) with an internal one, and the content with an adjacent one.
    public func soleValue<Value: Decodable>(_ type: Value.Type = Value.self) throws -> Value {
        switch tagging {
        case .external: return try values().decode("_0")
        case .internal: return try decoder.singleValueContainer().decode(Value.self)
        case .adjacent(_, let content): return try container.decode(Value.self, forKey: contentKey(content))
        }
    }

    /// The error for a name that is none of `names`, the names of the enum's cases: it names what
    /// was given, where, the closest valid name and every valid name.
    public func unknownCase(among names: [String]) -> ArchiveError {
        let given: String =
            switch tagging {
            case .external: "the key \"\(name)\" is not a case of \(typeName)"
            case .internal, .adjacent: "\"\(name)\" is not a case of \(typeName)"
            }
        let report = ProblemReport(
            problem: given, suggestion: closestMatch(to: name, in: names), validValues: names)
        return .invalidValue(keyPath: keyPathText(namePath), reason: report.singleLine)
    }

    /// `fallback`, the case marked `@FallbackCase`, for a name that is none of `names`; recorded
    /// as an ``ArchiveRecovery`` when the caller collects them.
    public func fallback<Enum>(_ fallback: Enum, among names: [String]) -> Enum {
        ArchiveRecoveryLog.current?.record(
            ArchiveRecovery(
                action: .usedFallbackCase, keyPath: keyPathText(namePath), reason: unknownCase(among: names)))
        return fallback
    }

    /// Where the name is: the tag's key, or the dictionary whose key it is.
    private var namePath: [any CodingKey] {
        switch tagging {
        case .external: container.codingPath
        case .internal(let tag), .adjacent(let tag, _): container.codingPath + [ArchiveCodingKey(stringValue: tag)]
        }
    }

    private func contentKey(_ content: String) throws -> ArchiveCodingKey {
        let key = ArchiveCodingKey(stringValue: content)
        guard container.contains(key) else {
            throw ArchiveError.missingKey(
                keyPath: keyPathText(container.codingPath + [key]), type: "\(typeName).\(name)")
        }
        return key
    }
}

/// The associated values of an archived enum case, by label.
///
/// ```swift
/// self = .rectangle(width: try values.decode("width"), note: try values.decodeIfPresent("note"))
/// ```
public struct ArchivedEnumValues {
    let container: KeyedDecodingContainer<ArchiveCodingKey>
    /// `Shape.circle`: the case, for the message when a value is missing.
    let owner: String

    /// The value under `key`, which must be there.
    public func decode<Value: Decodable>(_ key: String) throws -> Value {
        let codingKey = ArchiveCodingKey(stringValue: key)
        guard container.contains(codingKey) else {
            throw ArchiveError.missingKey(keyPath: keyPathText(container.codingPath + [codingKey]), type: owner)
        }
        return try container.decode(Value.self, forKey: codingKey)
    }

    /// The value under `key`, or nil when it is missing or null: an optional associated value.
    public func decodeIfPresent<Value: Decodable>(_ key: String) throws -> Value? {
        try container.decodeIfPresent(Value.self, forKey: ArchiveCodingKey(stringValue: key))
    }
}
