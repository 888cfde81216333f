import Foundation

/// Loading archives whose type is not known in advance, and the registry of model types that
/// archives may create by name.
///
/// ```swift
/// Archive.register(Checklist.self)                  // may now stand wherever a Note is expected
/// Archive.register(Note.self, as: "PMNote")          // the class name an Objective-C app archived
/// let anything = try Archive.load(contentsOf: url)   // a model, a property-list value, or Data
/// ```
public enum Archive {
    /// Allows archives to create `type` by name.
    ///
    /// A registered class is created where the archive records it and the declared type is one of
    /// its superclasses, and by ``load(contentsOf:limits:)`` at any level. `names` are the class
    /// names it is found under (the first is the one it is written under); without names, its Swift
    /// name (`String(describing:)`). Register renamed classes under their old names too.
    public static func register(_ type: any AutoCodable.Type, as names: String...) {
        ArchiveRegistry.shared.register(type, names: names)
    }

    /// Reads the file at `url` in any format AutoCoding reads.
    ///
    /// Returns a model when the archive's root records a registered class; otherwise the property-list
    /// value (`[String: Any]`, `[Any]`, `String`, `Int`, `UInt64`, `Double`, `Bool`, `Date`, `Data`,
    /// and `NSNull()` for JSON's null) with registered models inside it decoded; and the raw `Data`
    /// when the file is in no format AutoCoding reads.
    ///
    /// ```swift
    /// if let note = try Archive.load(contentsOf: url) as? Note { … }
    /// ```
    public static func load(contentsOf url: URL, limits: ArchiveLimits = ArchiveLimits()) throws -> Any {
        try load(from: ArchiveFile.read(url, limits: limits), limits: limits)
    }

    /// Reads `data` in any format AutoCoding reads; see ``load(contentsOf:limits:)``.
    public static func load(from data: Data, limits: ArchiveLimits = ArchiveLimits()) throws -> Any {
        guard let document = try ArchiveReader.read(data, limits: limits) else { return data }
        let decoder = document.decoder(limits: limits)
        return try decoder.translatingErrors {
            try PlainValueBuilder(decoder: decoder).plainValue(of: document.value, codingPath: [])
        }
    }
}

/// Turns archive values into the values property lists are made of, creating registered models.
struct PlainValueBuilder {
    let decoder: ArchiveDecoder

    /// `value` as a plain value; `object` is the keyed archive object it is the contents of.
    func plainValue(of value: ArchiveValue, codingPath: [any CodingKey], object: Int? = nil) throws -> Any {
        if let graph = decoder.graph, let index = graph.object(value) {
            return try graph.resolve(index, as: Any.self, at: codingPath, decoder: decoder) { contents in
                try plainValue(of: contents, codingPath: codingPath, object: index)
            }
        }
        return try value.plainValue(
            array: { elements in
                try elements.enumerated().map { index, element in
                    try plainValue(of: element, codingPath: codingPath + [ArchiveIndexKey(index)])
                }
            },
            dictionary: { dictionary in
                if case .string(let className)? = dictionary[ArchiveEncoder.classKey],
                    let model = decoder.registry.type(named: className)
                {
                    let context = ArchiveDecodingContext(
                        value: value, codingPath: codingPath, decoder: decoder, object: object)
                    return try decoder.translatingErrors { try model.init(from: context) }
                }
                var result: [String: Any] = [:]
                for (key, element) in dictionary {
                    let keyPath = codingPath + [ArchiveCodingKey(stringValue: key)]
                    result[key] = try plainValue(of: element, codingPath: keyPath)
                }
                return result
            })
    }
}
