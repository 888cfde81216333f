/// How many values a keyed archive's root expands to, counted over `$objects` without building
/// anything.
///
/// Objects refer to each other by index, so 40 arrays that each hold the next one twice describe
/// 2⁴⁰ values in a couple of kilobytes, and ``KeyedArchiveReader`` expands every reference. This
/// pass visits each object once, in the reader's order, and sums sizes bottom-up, as
/// ``BinaryPropertyListExpansion`` does: the time is linear in `$objects`, however it is shared, and
/// sums stop growing just past the limit.
///
/// It counts what the reader produces: one per value, one more for the `$class` entry of an object
/// of a class that is not a Foundation one; an NSDictionary's keys are not values. An object it
/// cannot make sense of counts as one value and a reference back to an object being counted as
/// none: the reader reports both, with their key paths, when it reaches them.
///
/// When the reader keeps identity, a reference to an object of a class that is not a Foundation
/// one is one value, and that object's contents are counted once, on their own, as the reader
/// reads them once: cycles among such objects cost nothing more.
struct KeyedArchiveExpansion {
    private enum State: UInt8 { case unvisited, open, counted }

    /// An object, or an array or dictionary written inside one, whose children are being counted.
    private struct Frame {
        let object: Int?
        let children: [ArchiveValue]
        var next = 0
        var sum: Int
    }

    private let reader: KeyedArchiveReader
    private let limit: Int
    private let cap: Int
    private var sizes: [Int]
    private var states: [State]
    private var stack: [Frame] = []
    /// When keeping identity, the objects referenced whose contents are still to count.
    private var uncounted: [Int] = []
    /// Values visited: tests compare it across inputs to show linearity.
    private(set) var steps = 0

    /// Throws ``ArchiveError/tooManyValues(limit:)`` when `root` would expand to more than
    /// `limit` values; `asEntries` counts it as the reader's `readEntries` reads `$top`.
    static func check(_ root: ArchiveValue, asEntries: Bool, reader: KeyedArchiveReader, limit: Int) throws {
        var expansion = KeyedArchiveExpansion(reader: reader, limit: limit)
        try expansion.count(root, asEntries: asEntries)
    }

    /// The values ``check(_:asEntries:reader:limit:)`` visits for `root`, whether it passes or refuses.
    static func steps(counting root: ArchiveValue, reader: KeyedArchiveReader, limit: Int) -> Int {
        var expansion = KeyedArchiveExpansion(reader: reader, limit: limit)
        try? expansion.count(root, asEntries: false)
        return expansion.steps
    }

    private init(reader: KeyedArchiveReader, limit: Int) {
        self.reader = reader
        self.limit = limit
        cap = limit < Int.max ? max(limit, 0) + 1 : Int.max
        sizes = [Int](repeating: 0, count: reader.objects.count)
        states = [State](repeating: .unvisited, count: reader.objects.count)
    }

    private mutating func count(_ root: ArchiveValue, asEntries: Bool) throws {
        var total: Int
        if asEntries, case .dictionary(let entries) = root {
            total = try size(opening: Frame(object: nil, children: Array(entries.values), sum: 1))
        } else {
            total = try start(root) ?? sizeOfOpenFrames()
        }
        while let object = uncounted.popLast(), total <= limit {
            let children = reader.objects[object].fieldsBesideClass
            total = capped(total, try size(opening: Frame(object: nil, children: children, sum: 2)), cap)
        }
        if total > limit {
            throw ArchiveError.tooManyValues(limit: limit)
        }
    }

    private mutating func size(opening frame: Frame) throws -> Int {
        stack.append(frame)
        return try sizeOfOpenFrames()
    }

    /// Counts the children of the open frames until the outermost closes, and returns its size.
    private mutating func sizeOfOpenFrames() throws -> Int {
        while let last = stack.indices.last {
            let frame = stack[last]
            if frame.next == frame.children.count {
                stack.removeLast()
                if let object = frame.object {
                    states[object] = .counted
                    sizes[object] = frame.sum
                }
                guard let parent = stack.indices.last else {
                    return frame.sum
                }
                stack[parent].sum = capped(stack[parent].sum, frame.sum, cap)
                continue
            }
            stack[last].next += 1
            if let size = start(frame.children[frame.next]) {
                stack[last].sum = capped(frame.sum, size, cap)
            }
            if stack[last].sum > limit {
                throw ArchiveError.tooManyValues(limit: limit)
            }
        }
        return 0
    }

    /// The size of `value` when it is known at once, or nil after opening a frame for its children.
    private mutating func start(_ value: ArchiveValue) -> Int? {
        steps += 1
        let reference: Int?
        do {
            reference = try reader.reference(in: value, label: nil)
        } catch {
            return 1
        }
        guard let index = reference else {
            switch value {
            case .array(let items):
                stack.append(Frame(object: nil, children: items, sum: 1))
                return nil
            case .dictionary(let entries):
                stack.append(Frame(object: nil, children: Array(entries.values), sum: 1))
                return nil
            default:
                return 1
            }
        }
        switch states[index] {
        case .counted: return sizes[index]
        case .open: return 0
        case .unvisited: break
        }
        if reader.keepsIdentity, index != 0,
            let instance = try? reader.instance(index, label: nil), instance.archivedClass.foundationClass == nil
        {
            states[index] = .counted
            sizes[index] = 1
            uncounted.append(index)
            return 1
        }
        guard index != 0, let (own, children) = contents(of: index) else {
            states[index] = .counted
            sizes[index] = 1
            return 1
        }
        states[index] = .open
        stack.append(Frame(object: index, children: children, sum: own))
        return nil
    }

    /// The values object `index` produces itself, and its children, when it is a container.
    private func contents(of index: Int) -> (own: Int, children: [ArchiveValue])? {
        guard let instance = try? reader.instance(index, label: nil) else { return nil }
        switch instance.archivedClass.foundationClass {
        case nil:
            return (2, reader.objects[index].fieldsBesideClass)
        case .collection, .orderedSet, .countedSet:
            return (try? reader.collectionItems(of: instance, label: nil)).map { (1, $0) }
        case .dictionary:
            return (try? reader.dictionaryEntries(of: instance, label: nil)).map { (1, $0.values) }
        default:
            return nil
        }
    }
}

extension ArchiveValue {
    /// The values of an object's fields other than `$class`: what the reader reads of it.
    fileprivate var fieldsBesideClass: [ArchiveValue] {
        guard case .dictionary(let fields) = self else { return [] }
        return fields.filter { $0.key != "$class" }.map(\.value)
    }
}
