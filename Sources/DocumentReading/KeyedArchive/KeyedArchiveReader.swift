import OrderedCollections

/// Turns the object graph of a keyed archive into a tree.
///
/// Like ``BinaryPropertyListReader`` it walks with an explicit stack, so deep archives cannot
/// exhaust the thread's stack; it expands objects referenced from several places, counts every
/// value in a ``ValueBudget``, and rejects objects that contain themselves.
///
/// When it keeps identity, an object of a class that is not a Foundation one is not expanded: each
/// reference to it becomes `.uid(index)`, and the object is read once, by ``readReferencedObjects()``,
/// so that objects can be shared and form cycles.
struct KeyedArchiveReader {
    /// `$objects`, whose first entry the caller checked is "$null".
    let objects: [ArchiveValue]
    /// Where key paths start: "$top.root" or "$top", or where an object read on its own was first reached.
    private var origin: KeyedArchivePathOrigin
    var rootPath: String { origin.text }
    let keepsIdentity: Bool
    var budget: ValueBudget
    /// The arrays, dictionaries and objects being read, outermost first, and their values so far.
    private var stack: [KeyedArchiveContainer] = []
    private var containers = TextContainerStack()
    /// Whether each object is being read on the current path, to find cycles.
    private var isOpen: [Bool]
    /// When keeping identity, whether each object was referenced, and those still to read with
    /// the key path where they were first reached.
    private var isReferenced: [Bool]
    private var unread: [(index: Int, origin: KeyedArchivePathOrigin)] = []

    init(objects: [ArchiveValue], rootPath: String, limits: ArchiveLimits, keepsIdentity: Bool = false) {
        self.objects = objects
        origin = KeyedArchivePathOrigin(rootPath)
        self.keepsIdentity = keepsIdentity
        budget = ValueBudget(limits: limits)
        isOpen = [Bool](repeating: false, count: objects.count)
        isReferenced = keepsIdentity ? [Bool](repeating: false, count: objects.count) : []
    }

    /// Reads each object that a `.uid` the reader produced refers to, once, however many references
    /// it has, and whatever they come back to: cycles among them are the caller's to resolve.
    mutating func readReferencedObjects() throws -> [Int: ArchiveValue] {
        var read: [Int: ArchiveValue] = [:]
        var next = 0
        while next < unread.count {
            let (index, reachedAt) = unread[next]
            next += 1
            origin = reachedAt
            guard let instance = try instance(index, label: nil), try start(instance, label: nil) == nil else {
                throw malformed(nil, "object \(index) is not an object of its own class")  // checked when referenced
            }
            read[index] = try finish()
        }
        return read
    }

    /// Reads `value`, a reference or a plain value, and everything under it.
    mutating func read(_ value: ArchiveValue) throws -> ArchiveValue {
        if let finished = try start(value, label: nil) {
            return finished
        }
        return try finish()
    }

    /// Reads a dictionary of references and plain values, such as `$top`, into a dictionary.
    mutating func readEntries(of entries: OrderedDictionary<String, ArchiveValue>) throws -> ArchiveValue {
        try open(
            KeyedArchiveContainer(
                object: nil, label: nil, keys: Array(entries.keys), children: Array(entries.values),
                isDictionary: true))
        return try finish()
    }

    /// Reads the children of the open containers until the outermost one closes.
    private mutating func finish() throws -> ArchiveValue {
        // The stack is not empty here, and stays so until the outermost container closes.
        while true {
            let last = stack.count - 1
            let position = stack[last].next
            if position == stack[last].children.count {
                if let object = stack.removeLast().object {
                    isOpen[object] = false
                }
                let value = containers.close()
                if stack.isEmpty {
                    return value
                }
                containers.add(value)  // a repeated key keeps the last value
            } else {
                stack[last].next += 1
                let label: KeyPathComponent
                if stack[last].isDictionary {
                    label = .key(stack[last].keys[position])
                    containers.setKey(stack[last].keys[position])
                } else {
                    label = .index(position)
                }
                if let value = try start(stack[last].children[position], label: label) {
                    containers.add(value)
                }
            }
        }
    }

    /// Reads `value`, reached through `label` from the innermost open container: returns it when
    /// it is finished, or opens a container and returns nil.
    private mutating func start(_ value: ArchiveValue, label: KeyPathComponent?) throws -> ArchiveValue? {
        if let index = try reference(in: value, label: label) {
            return try startObject(index, label: label)
        }
        switch value {
        case .array(let items):
            try open(KeyedArchiveContainer(object: nil, label: label, keys: [], children: items, isDictionary: false))
            return nil
        case .dictionary(let entries):
            try open(
                KeyedArchiveContainer(
                    object: nil, label: label, keys: Array(entries.keys), children: Array(entries.values),
                    isDictionary: true))
            return nil
        default:
            try budget.countValue()
            return value
        }
    }

    /// Reads object `index` of `$objects`.
    private mutating func startObject(_ index: Int, label: KeyPathComponent?) throws -> ArchiveValue? {
        if index == 0 {
            try budget.countValue()
            return .null
        }
        if let instance = try instance(index, label: label) {
            if keepsIdentity && instance.archivedClass.foundationClass == nil {
                try budget.countValue()
                if !isReferenced[index] {
                    isReferenced[index] = true
                    unread.append(
                        (index, KeyedArchivePathOrigin(origin, stack.compactMap(\.label) + [label].compactMap { $0 })))
                }
                return .uid(UInt64(index))
            }
            return try start(instance, label: label)
        }
        let object = objects[index]
        switch object {
        case .dictionary:
            throw malformed(label, "object \(index) is a dictionary without a $class")
        case .array, .uid:
            throw malformed(
                label, "object \(index) is \(object.kindDescription); expected a plain value or an object with a $class"
            )
        default:
            try budget.countValue()
            return object
        }
    }

    /// Counts and opens `container`, unless its object is already open further out. `className`
    /// becomes the first entry, `$class`, of an object of a class that is not a Foundation one.
    mutating func open(_ container: KeyedArchiveContainer, className: String? = nil) throws {
        if let object = container.object, isOpen[object], let outer = stack.firstIndex(where: { $0.object == object }) {
            let outerPath = KeyPathComponent.keyPath(stack[...outer].compactMap(\.label), after: rootPath)
            throw malformed(
                container.label, "object \(object) refers back to itself; it is the object at '\(outerPath)'")
        }
        try budget.countValue()
        try budget.checkDepth(openContainers: stack.count, at: .keyPath(path(container.label)))
        if let object = container.object {
            isOpen[object] = true
        }
        let capacity = budget.reservation(for: container.children.count)
        containers.open(isDictionary: container.isDictionary, reserving: capacity)
        if let className {
            containers.setKey("$class")
            containers.add(.string(className))
        }
        stack.append(container)
    }

    /// The object index `value` refers to, checked against `$objects`, or nil when `value` is
    /// not a reference: `.uid(n)` or, in XML archives, a dictionary whose only key is "CF$UID".
    func reference(in value: ArchiveValue, label: KeyPathComponent?) throws -> Int? {
        let index: UInt64
        switch value {
        case .uid(let uid):
            index = uid
        case .dictionary(let entries) where entries.count == 1:
            guard let uid = entries["CF$UID"] else {
                return nil
            }
            switch uid {
            case .integer(let integer) where integer >= 0: index = UInt64(integer)
            case .unsignedInteger(let integer): index = integer
            case .integer(let integer):
                throw malformed(label, "CF$UID must be a non-negative integer, but is \(integer)")
            default:
                throw malformed(label, "CF$UID must be a non-negative integer, but is \(uid.kindDescription)")
            }
        default:
            return nil
        }
        guard index < UInt64(objects.count) else {
            throw malformed(
                label, "a reference to object \(index), but the last object of $objects is \(objects.count - 1)")
        }
        return Int(index)
    }

    /// The key path of the child reached through `label` from the innermost open container.
    func path(_ label: KeyPathComponent?) -> String {
        var components = stack.compactMap(\.label)
        if let label {
            components.append(label)
        }
        return KeyPathComponent.keyPath(components, after: rootPath)
    }

    func malformed(_ label: KeyPathComponent?, _ reason: String) -> ArchiveError {
        KeyedArchive.malformed(at: path(label), reason)
    }
}

/// An array or dictionary, plain or from an object of `$objects`, whose children are being read.
struct KeyedArchiveContainer {
    /// The index in `$objects`, or nil for a plain array or dictionary.
    let object: Int?
    /// How the container is reached from the one around it; nil for the outermost.
    let label: KeyPathComponent?
    /// For dictionaries, the key of each child.
    let keys: [String]
    /// References and plain values, still to be read.
    let children: [ArchiveValue]
    let isDictionary: Bool
    /// The position of the next child to read.
    var next = 0
}

/// Where an object read on its own was first reached: the components from where its referrer's
/// key paths start. Kept as a chain and spelled only for an error, so that reading a long chain of
/// references (a linked list's `next`) takes linear time and memory, not a path per object.
final class KeyedArchivePathOrigin {
    private let start: String
    private let parent: KeyedArchivePathOrigin?
    private let components: [KeyPathComponent]

    init(_ start: String) {
        self.start = start
        parent = nil
        components = []
    }

    init(_ parent: KeyedArchivePathOrigin, _ components: [KeyPathComponent]) {
        start = ""
        self.parent = parent
        self.components = components
    }

    /// "$top.root.next.next": the whole key path, spelled from the outermost origin in.
    var text: String {
        var chain: [KeyedArchivePathOrigin] = []
        var origin: KeyedArchivePathOrigin? = self
        while let current = origin {
            chain.append(current)
            origin = current.parent
        }
        return KeyPathComponent.keyPath(chain.reversed().lazy.flatMap(\.components), after: chain.last?.start ?? "")
    }
}
