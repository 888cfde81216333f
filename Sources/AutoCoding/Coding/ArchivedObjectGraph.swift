import DocumentReading

/// The objects of a keyed archive while it is decoded: each becomes one instance (or one value),
/// however many references it has, and references that close a cycle are set once the object they
/// refer to is complete.
///
/// An archived object is a `.uid(index)` in the values decoded, its contents in `objects`. A class
/// instance cannot be handed out before its initializer returns, so a reference back to an object
/// still being decoded (a child's `parent`) is left out of the child's initializer and set
/// afterwards by merging that one key into the child: this works for a property that may be
/// absent (an optional, or one with an initial value) of a class.
///
/// References are not nesting: Apple's unarchiver reads a linked list of any length, and so does
/// this. A reference met `maximumDepth` levels into the objects being decoded is set in the same
/// way once its owner is complete, from the outermost object, so a chain of `next` references
/// takes bounded stack and, its key paths resuming from one key, linear work. A reference that
/// cannot be set afterwards (an array element, a constant) is ``ArchiveError/tooDeep(limit:at:)``.
final class ArchivedObjectGraph {
    private let objects: [Int: ArchiveValue]
    private let maximumDepth: Int
    /// The instance each object became, once complete.
    private var instances: [Int: AnyObject] = [:]
    /// The values that objects decoded as value types became, by object and type.
    private var values: [ObjectKey: Any] = [:]
    /// The objects being decoded, with where, for the messages of cycles that cannot be resolved.
    private var open: [Int: [any CodingKey]] = [:]
    /// References met while their object was open, to set once it completes.
    private var backReferences: [Int: [BackReference]] = [:]
    /// References met `maximumDepth` levels in, to set once the outermost object is complete, in order.
    private var deepReferences: [(reference: BackReference, target: Int)] = []
    private var isSettingDeepReferences = false
    /// Objects decoded from their contents: each at most once per type, which tests count.
    private(set) var decodedObjects = 0
    /// References resolved to what their object already became, which tells that a back reference was set.
    private var resolvedAgain = 0

    private struct ObjectKey: Hashable {
        let object: Int
        let type: ObjectIdentifier
    }

    /// A reference from `owner`'s `key` to an object that was still open.
    private struct BackReference {
        let owner: Int
        let key: String
        let codingPath: [any CodingKey]
    }

    init(objects: [Int: ArchiveValue], maximumDepth: Int) {
        self.objects = objects
        self.maximumDepth = maximumDepth
    }

    /// The object a `.uid` refers to, when it is one of the graph's.
    func object(_ value: ArchiveValue) -> Int? {
        guard case .uid(let uid) = value, let index = Int(exactly: uid), objects[index] != nil else { return nil }
        return index
    }

    /// The contents of object `index`, a dictionary whose `$class` names its class.
    func contents(of index: Int) -> ArchiveValue { objects[index] ?? .null }

    /// Makes `instance` the one object `index` stands for, before it is decoded: merging into an
    /// existing instance, references back to the root reach it.
    func adopt(_ instance: AnyObject, as index: Int) {
        instances[index] = instance
    }

    /// Object `index` as `type`: the instance it already became, the value it was already decoded
    /// to as `type`, or what `build` makes of its contents, found at `codingPath`; then the
    /// references back to it met meanwhile are set, decoded by `decoder`.
    func resolve<Result>(
        _ index: Int, as type: Result.Type, at codingPath: [any CodingKey], decoder: ArchiveDecoder,
        build: (ArchiveValue) throws -> Result
    ) throws -> Result {
        if let instance = instances[index] {
            guard let result = instance as? Result else {
                throw ArchiveError.typeMismatch(
                    keyPath: keyPathText(codingPath), expected: article(String(describing: type)),
                    actual: article(String(describing: Swift.type(of: instance))))
            }
            resolvedAgain += 1
            return result
        }
        let key = ObjectKey(object: index, type: ObjectIdentifier(type))
        // Unwrapped first: a missing `Any?` would cast to `Any`.
        if let value = values[key], let result = value as? Result {
            resolvedAgain += 1
            return result
        }
        if open[index] != nil {
            throw ArchiveGraphCycle(object: index, codingPath: codingPath)
        }
        guard codingPath.count < maximumDepth else {
            throw ArchiveGraphTooDeep(object: index, codingPath: codingPath, limit: maximumDepth)
        }
        open[index] = codingPath
        decodedObjects += 1
        let result: Result
        do {
            defer { open[index] = nil }
            result = try build(contents(of: index))
        }
        if Swift.type(of: result as Any) is AnyObject.Type {
            instances[index] = result as AnyObject
        } else {
            values[key] = result
        }
        try completeBackReferences(to: index, decoder: decoder)
        if open.isEmpty { try setDeepReferences(decoder: decoder) }
        return result
    }

    /// Records that `owner`'s `key` refers to `tooDeep`'s object, met too deep to decode in place:
    /// it is decoded and set once the outermost object is complete. False when `owner` is not an object.
    func deferReference(_ tooDeep: ArchiveGraphTooDeep, from owner: Int?, key: String) -> Bool {
        guard let owner else { return false }
        deepReferences.append(
            (BackReference(owner: owner, key: key, codingPath: tooDeep.codingPath), tooDeep.object))
        return true
    }

    /// Decodes the references met too deep, each from a coding path that starts again with one key
    /// for where it was met, so the stack stays as deep as ``maximumDepth`` allows; those they meet
    /// in turn are appended and set by this loop, not by a deeper call.
    private func setDeepReferences(decoder: ArchiveDecoder) throws {
        guard !isSettingDeepReferences else { return }
        isSettingDeepReferences = true
        defer { isSettingDeepReferences = false }
        var next = 0
        while next < deepReferences.count {
            let (reference, target) = deepReferences[next]
            next += 1
            let tooDeep = ArchiveError.tooDeep(limit: maximumDepth, at: .keyPath(keyPathText(reference.codingPath)))
            guard let owner = instances[reference.owner] as? any AutoCodable & AnyObject else { throw tooDeep }
            let resolvedBefore = resolvedAgain + decodedObjects
            var model = owner
            let context = ArchiveDecodingContext(
                value: .dictionary([reference.key: .uid(UInt64(target))]),
                codingPath: [ArchiveKeyPathPrefix(reference.codingPath.dropLast())], decoder: decoder,
                object: reference.owner)
            try model.mergeArchivedValues(from: context)
            // A constant is not merged: the reference was not set.
            if resolvedAgain + decodedObjects == resolvedBefore { throw tooDeep }
        }
        deepReferences.removeAll()
    }

    /// Records that `owner`'s `key`, at `codingPath`, refers to `cycle`'s object, which is open:
    /// the reference is set when that object is complete. False when `owner` is not an object.
    func deferReference(_ cycle: ArchiveGraphCycle, from owner: Int?, key: String) -> Bool {
        guard let owner else { return false }
        backReferences[cycle.object, default: []].append(
            BackReference(owner: owner, key: key, codingPath: cycle.codingPath))
        return true
    }

    /// Sets the references met while object `index` was open, now that it is complete, by merging
    /// each one's key into its owner; `decoder` decodes them.
    private func completeBackReferences(to index: Int, decoder: ArchiveDecoder) throws {
        guard let references = backReferences.removeValue(forKey: index) else { return }
        for reference in references {
            guard let owner = instances[reference.owner] as? any AutoCodable & AnyObject else {
                throw unresolvable(
                    reference.codingPath, to: index, why: "it is in a value, not in an instance of an AutoCodable class"
                )
            }
            let resolvedBefore = resolvedAgain
            var model = owner
            let context = ArchiveDecodingContext(
                value: .dictionary([reference.key: .uid(UInt64(index))]),
                codingPath: reference.codingPath.dropLast(), decoder: decoder, object: reference.owner)
            try model.mergeArchivedValues(from: context)
            if resolvedAgain == resolvedBefore {
                throw unresolvable(
                    reference.codingPath, to: index, why: "its property is a constant, which only the initializer sets")
            }
        }
    }

    /// Why a reference back to an open object could not be set where it was met.
    func unresolvable(_ cycle: ArchiveGraphCycle) -> ArchiveError {
        unresolvable(
            cycle.codingPath, to: cycle.object,
            why: "it is not an optional property, or one with an initial value, of a registered AutoCodable class")
    }

    private func unresolvable(_ codingPath: [any CodingKey], to target: Int, why: String) -> ArchiveError {
        let outer = open[target].map(keyPathText) ?? ""
        return .invalidValue(
            keyPath: keyPathText(codingPath),
            reason: "it refers back to \(describe(target)) at \(outer.isEmpty ? "the root" : "'\(outer)'"), "
                + "which contains it and is not complete yet; a reference that closes a cycle can only be set "
                + "afterwards, and \(why): declare it as an optional var (such as 'weak var parent: Node?')")
    }

    /// "a Node": object `index` by the class it records.
    func describe(_ index: Int) -> String {
        guard case .dictionary(let fields) = contents(of: index),
            case .string(let className)? = fields[ArchiveEncoder.classKey]
        else { return "object \(index)" }
        return article(className)
    }
}

/// A reference to an object met `limit` levels deep: thrown where it is met, and caught by the
/// keyed container that can set it later (see ``ArchivedObjectGraph/deferReference(_:from:key:)``),
/// or turned into ``ArchiveError/tooDeep(limit:at:)``.
struct ArchiveGraphTooDeep: Error {
    let object: Int
    let codingPath: [any CodingKey]
    let limit: Int
}

/// The key path to where decoding a deferred reference resumed, as one key, so that coding paths
/// along a long chain of references are not copied at every step; errors still name the whole path.
struct ArchiveKeyPathPrefix: CodingKey {
    let path: [any CodingKey]
    var stringValue: String { keyPathText(path) }
    var intValue: Int? { nil }

    init(_ path: some Sequence<any CodingKey>) { self.path = Array(path) }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { nil }
}

/// A reference to an object that is still being decoded further out: thrown where it is met, and
/// caught by the keyed container that can set it later, or turned into an ``ArchiveError``.
struct ArchiveGraphCycle: Error {
    let object: Int
    let codingPath: [any CodingKey]
}
