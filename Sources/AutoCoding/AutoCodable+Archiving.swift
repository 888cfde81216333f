import Foundation
import OrderedCollections

extension AutoCodable {
    /// Writes the value to `url` in `format`; atomically unless told otherwise.
    ///
    /// Atomic writing goes through a temporary file beside `url` that is flushed and renamed over it,
    /// so a reader, or the disk after a crash, sees the complete old file or the complete new one.
    ///
    /// ```swift
    /// try note.write(to: url)                    // binary property list
    /// try note.write(to: url, format: .json)
    /// ```
    ///
    /// Throws ``ArchiveError/file(path:reason:)`` naming `url`'s path when the file cannot be written.
    public func write(
        to url: URL, format: ArchiveFormat = .binaryPropertyList, atomically: Bool = true
    ) throws {
        try AtomicFile.write(archivedData(format: format), to: url, atomically: atomically)
    }

    /// The value as the bytes of `format`.
    ///
    /// `.keyedArchive` writes the object graph: an instance referred to from several places is
    /// written once, and a reference back to an instance that contains it (a child's `parent`) is
    /// kept. JSON and property lists are trees: a shared instance is written at each place, and an
    /// instance inside itself is refused with ``ArchiveError/unsupportedValue(_:keyPath:reason:)``
    /// naming the key path where the cycle closes.
    ///
    /// ```swift
    /// let json = try note.archivedData(format: .json)
    /// let graph = try folder.archivedData(format: .keyedArchive)
    /// ```
    public func archivedData(format: ArchiveFormat = .binaryPropertyList) throws -> Data {
        try ArchiveWriter.data(for: self, format: format)
    }

    /// Reads a value of this type from the file at `url`, whatever format it is in.
    ///
    /// The root and every nested value must have the declared types; a class recorded in the
    /// archive is created only if it is this type or a subclass registered with ``Archive/register(_:as:)``.
    ///
    /// ```swift
    /// let note = try Note.load(contentsOf: url)
    /// ```
    public static func load(contentsOf url: URL, limits: ArchiveLimits = ArchiveLimits()) throws -> Self {
        try load(from: ArchiveFile.read(url, limits: limits), limits: limits)
    }

    /// Reads a value of this type from `data`, whatever format it is in; see ``load(contentsOf:limits:)``.
    ///
    /// ```swift
    /// let note = try Note.load(from: data)
    /// ```
    public static func load(from data: Data, limits: ArchiveLimits = ArchiveLimits()) throws -> Self {
        guard let document = try ArchiveReader.read(data, limits: limits) else {
            throw ArchiveError.unrecognizedFormat(firstBytes: ArchiveReader.firstBytesDescription(of: data))
        }
        return try document.decoder(limits: limits).decode(Self.self, from: document.value)
    }

    /// Reads a value of this type from `data` known to be in `format`, skipping detection.
    ///
    /// ```swift
    /// let note = try Note.load(from: data, format: .json)
    /// ```
    public static func load(
        from data: Data, format: ArchiveFormat, limits: ArchiveLimits = ArchiveLimits()
    )
        throws -> Self
    {
        let document = try ArchiveReader.read(data, format: format, limits: limits)
        return try document.decoder(limits: limits).decode(Self.self, from: document.value)
    }

    /// Sets the properties whose keys the file at `url` holds, leaving the others as they are: the
    /// original's `setWithCoder:`. Several archives can be merged into one value in turn.
    ///
    /// ```swift
    /// var settings = Settings()
    /// try settings.merge(contentsOf: defaultsURL)
    /// try settings.merge(contentsOf: userURL)
    /// ```
    public mutating func merge(contentsOf url: URL, limits: ArchiveLimits = ArchiveLimits()) throws {
        try mergeArchive(ArchiveFile.read(url, limits: limits), into: &self, limits: limits)
    }

    /// Sets the properties whose keys `data` holds; see ``merge(contentsOf:limits:)-7eil9``.
    public mutating func merge(from data: Data, limits: ArchiveLimits = ArchiveLimits()) throws {
        try mergeArchive(data, into: &self, limits: limits)
    }

    /// A deep copy of the archived state: a new instance of the same type (for a class, the same
    /// subclass) decoded from the value's archive form. Properties that are not archived get their
    /// initial values. Instances the value refers to from several places are copied once, and
    /// references back to an instance that contains them (a child's `parent`) are kept.
    ///
    /// ```swift
    /// let draft = try note.copy()
    /// ```
    public func copy() throws -> Self {
        // The graph, not a tree: instances shared in the value are shared in the copy, and cycles are copied.
        let graph = try ArchiveEncoder.encodeGraph(self, registry: .shared)
        var decoder = ArchiveDecoder(registry: .shared)
        let objects = ArchivedObjectGraph(objects: graph.objects, maximumDepth: .max)
        decoder.graph = objects
        // The instance's own type, not the static one: no registration is needed to copy a subclass.
        let model = type(of: self)
        return try decoder.translatingErrors { [decoder] in
            guard let root = objects.object(graph.root) else {
                return try model.init(from: ArchiveDecodingContext(value: graph.root, codingPath: [], decoder: decoder))
            }
            return try objects.resolve(root, as: model, at: [], decoder: decoder) { contents in
                try model.init(
                    from: ArchiveDecodingContext(value: contents, codingPath: [], decoder: decoder, object: root))
            }
        }
    }

    /// The archived properties and their values, in declaration order (a superclass's first), with
    /// nil values left out and nested models, arrays and dictionaries in their archive form.
    ///
    /// ```swift
    /// note.dictionaryRepresentation   // ["title": "Groceries", "body_text": "milk", "tags": ["home"]]
    /// ```
    public var dictionaryRepresentation: OrderedDictionary<String, Any> {
        guard case .dictionary(let dictionary)? = try? ArchiveEncoder.encode(self, registry: .shared) else {
            return [:]
        }
        return dictionary.orderedPlainDictionary(droppingClass: true)
    }
}

extension AutoCodable where Self: AnyObject {
    /// Sets the properties whose keys the file at `url` holds; see ``AutoCodable/merge(contentsOf:limits:)-1ymva``.
    ///
    /// ```swift
    /// let note = Note()
    /// try note.merge(contentsOf: url)
    /// ```
    public func merge(contentsOf url: URL, limits: ArchiveLimits = ArchiveLimits()) throws {
        var reference = self
        try mergeArchive(ArchiveFile.read(url, limits: limits), into: &reference, limits: limits)
    }

    /// Sets the properties whose keys `data` holds; see ``AutoCodable/merge(contentsOf:limits:)-1ymva``.
    public func merge(from data: Data, limits: ArchiveLimits = ArchiveLimits()) throws {
        var reference = self
        try mergeArchive(data, into: &reference, limits: limits)
    }
}

/// One implementation for values and for class instances, which merge without `mutating`.
private func mergeArchive<Model: AutoCodable>(_ data: Data, into model: inout Model, limits: ArchiveLimits) throws {
    guard let document = try ArchiveReader.read(data, limits: limits) else {
        throw ArchiveError.unrecognizedFormat(firstBytes: ArchiveReader.firstBytesDescription(of: data))
    }
    try document.decoder(limits: limits).merge(document.value, into: &model)
}

extension OrderedDictionary<String, ArchiveValue> {
    /// The dictionary with plain values, nested dictionaries ordered too.
    func orderedPlainDictionary(droppingClass: Bool) -> OrderedDictionary<String, Any> {
        var result: OrderedDictionary<String, Any> = [:]
        for (key, value) in self where !(droppingClass && key == ArchiveEncoder.classKey) {
            result[key] = value.orderedPlainValue
        }
        return result
    }
}

extension ArchiveValue {
    fileprivate var orderedPlainValue: Any {
        plainValue(
            array: { $0.map(\.orderedPlainValue) }, dictionary: { $0.orderedPlainDictionary(droppingClass: true) })
    }
}
