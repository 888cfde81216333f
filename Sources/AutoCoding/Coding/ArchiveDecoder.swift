import DocumentReading
import Foundation
import OrderedCollections

/// Decodes `Decodable` values from ``ArchiveValue`` trees, checking every value against the type it
/// is decoded as.
///
/// Where a dictionary records a class (`$class`), the class is created only if it is the declared
/// type or a registered subclass of it; see ``ArchiveRegistry``.
struct ArchiveDecoder {
    let registry: ArchiveRegistry
    /// Set for OpenStep property lists, which have only strings: numbers and Booleans are parsed from them.
    var scalarsAreStrings = false
    /// For keyed archives, their objects, so that each is decoded once and cycles are resolved.
    var graph: ArchivedObjectGraph? = nil

    /// The decoder for values read from `format`, creating the shared registry's types.
    static func shared(for format: ArchiveFormat) -> ArchiveDecoder {
        ArchiveDecoder(registry: .shared, scalarsAreStrings: format == .openStepPropertyList)
    }

    func decode<Value: Decodable>(_ type: Value.Type, from value: ArchiveValue) throws -> Value {
        try translatingErrors { try ArchiveDecodingContext(value: value, codingPath: [], decoder: self).decode(type) }
    }

    /// Applies the keys present in `value` to `model`; see ``AutoCodable/mergeArchivedValues(from:)``.
    func merge<Model: AutoCodable>(_ value: ArchiveValue, into model: inout Model) throws {
        try translatingErrors {
            // References back to the root of a keyed archive reach the instance merged into.
            if let graph, let root = graph.object(value), Model.self is AnyObject.Type {
                graph.adopt(model as AnyObject, as: root)
            }
            let context = ArchiveDecodingContext(value: value, codingPath: [], decoder: self)
            try model.mergeArchivedValues(from: context)
        }
    }

    /// Errors thrown by `Decodable` implementations other than Loom's (an enum's raw value, say)
    /// become ``ArchiveError``s with the key path.
    func translatingErrors<Result>(_ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch let error as DecodingError {
            throw ArchiveError(error)
        } catch let tooDeep as ArchiveGraphTooDeep {
            throw ArchiveError.tooDeep(limit: tooDeep.limit, at: .keyPath(keyPathText(tooDeep.codingPath)))
        } catch let cycle as ArchiveGraphCycle {
            throw graph?.unresolvable(cycle)
                ?? ArchiveError.invalidValue(keyPath: keyPathText(cycle.codingPath), reason: "it closes a cycle")
        }
    }
}

extension ArchiveError {
    init(_ error: DecodingError) {
        switch error {
        case .typeMismatch(let type, let context):
            self = .typeMismatch(
                keyPath: keyPathText(context.codingPath), expected: article(String(describing: type)),
                actual: context.debugDescription)
        case .valueNotFound(let type, let context):
            self = .typeMismatch(
                keyPath: keyPathText(context.codingPath), expected: article(String(describing: type)), actual: "null")
        case .keyNotFound(let key, let context):
            self = .missingKey(keyPath: keyPathText(context.codingPath + [key]), type: "the archived type")
        case .dataCorrupted(let context):
            self = .invalidValue(keyPath: keyPathText(context.codingPath), reason: context.debugDescription)
        @unknown default:
            self = .invalidValue(keyPath: "", reason: String(describing: error))
        }
    }
}

/// `items[2].title` for a coding path.
func keyPathText(_ codingPath: [any CodingKey]) -> String {
    KeyPathComponent.keyPath(codingPath.lazy.map { $0.intValue.map(KeyPathComponent.index) ?? .key($0.stringValue) })
}

/// "a Note", "an Item": how messages name a type.
func article(_ name: String) -> String {
    let startsWithVowel = name.first.map { "AEIOUaeiou".contains($0) } ?? false
    return (startsWithVowel ? "an " : "a ") + name
}
