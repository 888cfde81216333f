import Foundation
import OrderedCollections

/// Encodes `Encodable` values into ``ArchiveValue`` trees, the form every format writes.
///
/// Where an instance of an ``AutoCodable`` class stands in for its superclass, the encoder records
/// its class under the key `$class`, so decoding can create the same subclass (if it is allowed).
/// The root records its class always, so loading it as another class is detected.
///
/// A tree cannot hold a cycle: an instance met again inside itself is an ``EncodingCycle``.
/// ``encodeGraph(_:registry:)`` keeps the graph instead, for keyed archives.
enum ArchiveEncoder {
    static let classKey = "$class"

    static func encode<Value: Encodable>(_ value: Value, registry: ArchiveRegistry) throws -> ArchiveValue {
        let root = EncodingNode(objects: EncodedObjects(keepsReferences: false))
        try root.store(value, codingPath: [], registry: registry, recordsClass: true)
        return root.finished
    }

    /// The value with each class instance encoded once, as an object that every reference to it,
    /// cycles included, refers to by `.uid`: the form a keyed archive is written from.
    static func encodeGraph<Value: Encodable>(_ value: Value, registry: ArchiveRegistry) throws -> KeyedArchiveGraph {
        let objects = EncodedObjects(keepsReferences: true)
        let root = EncodingNode(objects: objects)
        try root.store(value, codingPath: [], registry: registry, recordsClass: true)
        return KeyedArchiveGraph(root: root.finished, objects: objects.finished)
    }
}

/// A value under construction. Containers write into nodes they share with their encoder, because
/// `Encoder` hands out containers that outlive the call that made them.
final class EncodingNode {
    var scalar: ArchiveValue?
    var keyed: OrderedDictionary<String, EncodingNode>?
    var unkeyed: [EncodingNode]?
    /// The class instances of the whole encoding, shared by all its nodes.
    let objects: EncodedObjects

    var finished: ArchiveValue {
        if let keyed { return .dictionary(keyed.mapValues(\.finished)) }
        if let unkeyed { return .array(unkeyed.map(\.finished)) }
        return scalar ?? .dictionary([:])
    }

    /// Encodes `value` into this node; Foundation's value types get their archive forms.
    func store<Value: Encodable>(
        _ value: Value, codingPath: [any CodingKey], registry: ArchiveRegistry, recordsClass: Bool = false
    ) throws {
        // What an `ArchiveValueCoding` writes as it is (timestamps, lenient numbers); the metatype
        // is compared first to keep the cast off every other value's path.
        if Value.self == ArchiveValue.self, let archived = value as? ArchiveValue {
            scalar = archived
            return
        }
        switch value {
        case let date as Date: scalar = .date(date)
        case let data as Data: scalar = .data(data)
        case let url as URL: scalar = .string(url.absoluteString)
        case let decimal as Decimal: scalar = .string(decimal.description)
        default:
            if Value.self is AnyObject.Type {
                try storeInstance(
                    value as AnyObject, value, codingPath: codingPath, registry: registry, recordsClass: recordsClass)
                return
            }
            try storeContents(value, codingPath: codingPath, registry: registry, recordsClass: recordsClass)
        }
    }

    /// Encodes the class instance `value`: once per encoding, referred to by `.uid` everywhere, when
    /// references are kept; else once per place, throwing where it would contain itself.
    private func storeInstance<Value: Encodable>(
        _ instance: AnyObject, _ value: Value, codingPath: [any CodingKey], registry: ArchiveRegistry,
        recordsClass: Bool
    ) throws {
        let identity = ObjectIdentifier(instance)
        if objects.keepsReferences {
            if let number = objects.number(of: identity) {
                scalar = .uid(UInt64(number))
                return
            }
            let (number, node) = objects.add(identity)
            scalar = .uid(UInt64(number))
            try node.storeContents(value, codingPath: codingPath, registry: registry, recordsClass: true)
            return
        }
        try objects.enter(identity, at: codingPath) {
            (instance as? any AutoCodable).map { registry.name(of: type(of: $0)) } ?? "\(type(of: instance))"
        }
        defer { objects.leave(identity) }
        try storeContents(value, codingPath: codingPath, registry: registry, recordsClass: recordsClass)
    }

    /// How deep encoding goes. It recurses once per level of the value, before any writer counts
    /// depth, so a deep enough value (a linked list of a few thousand objects, on a task's stack)
    /// would overflow the stack instead of failing. Twice the readers' default depth: every format
    /// but a keyed archive refuses far less, and a keyed archive, whose reader takes a chain of
    /// objects of any length, is written up to this depth.
    static let depthLimit = 2 * ArchiveLimits().maximumDepth

    private func storeContents<Value: Encodable>(
        _ value: Value, codingPath: [any CodingKey], registry: ArchiveRegistry, recordsClass: Bool
    ) throws {
        guard codingPath.count <= Self.depthLimit else {
            throw ArchiveError.invalidValue(
                keyPath: keyPathText(codingPath),
                reason: "it is nested more than \(Self.depthLimit) levels deep, deeper than Loom encodes (a chain of objects or containers that long)")
        }
        try value.encode(to: ArchiveEncodingContext(node: self, codingPath: codingPath, registry: registry))
        // Comparing metatypes first keeps the conformance lookup off the common path.
        if recordsClass || type(of: value) != Value.self, let object = value as? any AutoCodable & AnyObject {
            keyed?.updateValue(
                EncodingNode(.string(registry.name(of: type(of: object))), objects: objects),
                forKey: ArchiveEncoder.classKey, insertingAt: 0)
        }
    }

    init(_ scalar: ArchiveValue? = nil, objects: EncodedObjects) {
        self.scalar = scalar
        self.objects = objects
    }

    func child(forKey key: String) -> EncodingNode {
        let child = EncodingNode(objects: objects)
        if keyed == nil { becomeKeyed() }
        keyed?[key] = child
        return child
    }

    func appendChild() -> EncodingNode {
        let child = EncodingNode(objects: objects)
        if unkeyed == nil { becomeUnkeyed() }
        unkeyed?.append(child)
        return child
    }

    /// A node asked for a keyed container keeps what earlier keyed containers wrote (a subclass
    /// and its superclass share one dictionary).
    func becomeKeyed() {
        guard keyed == nil else { return }
        scalar = nil
        unkeyed = nil
        keyed = [:]
    }

    func becomeUnkeyed() {
        guard unkeyed == nil else { return }
        scalar = nil
        keyed = nil
        unkeyed = []
    }
}

struct ArchiveEncodingContext: Encoder {
    let node: EncodingNode
    let codingPath: [any CodingKey]
    let registry: ArchiveRegistry
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.becomeKeyed()
        return KeyedEncodingContainer(KeyedArchiveEncodingContainer<Key>(context: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.becomeUnkeyed()
        return UnkeyedArchiveEncodingContainer(context: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueArchiveEncodingContainer(context: self)
    }

    func nested(_ node: EncodingNode, key: any CodingKey) -> ArchiveEncodingContext {
        ArchiveEncodingContext(node: node, codingPath: codingPath + [key], registry: registry)
    }
}
