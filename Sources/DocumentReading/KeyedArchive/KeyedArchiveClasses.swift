import Foundation
import OrderedCollections

/// The Foundation classes whose archived instances become plain values.
enum KeyedArchiveFoundationClass {
    case string, collection, orderedSet, countedSet, dictionary, data, date, url, uuid, null

    init?(className: String) {
        switch className {
        case "NSCountedSet": self = .countedSet
        case "NSString", "NSMutableString": self = .string
        case "NSArray", "NSMutableArray", "NSSet", "NSMutableSet": self = .collection
        case "NSOrderedSet", "NSMutableOrderedSet": self = .orderedSet
        case "NSDictionary", "NSMutableDictionary": self = .dictionary
        case "NSData", "NSMutableData": self = .data
        case "NSDate": self = .date
        case "NSURL": self = .url
        case "NSUUID": self = .uuid
        case "NSNull": self = .null
        default: return nil
        }
    }
}

/// The class of an archived object, from the class description its `$class` refers to.
struct KeyedArchiveClass {
    /// `$classname`.
    let name: String
    /// The Foundation class it is or, failing that, the first of its `$classes` chain that is one.
    let foundationClass: KeyedArchiveFoundationClass?
}

/// An object of `$objects` that has a `$class`: an instance, with its fields.
struct KeyedArchiveInstance {
    let index: Int
    let fields: OrderedDictionary<String, ArchiveValue>
    let archivedClass: KeyedArchiveClass

    /// "NSURL object 7": how messages name the instance.
    var name: String { "\(archivedClass.name) object \(index)" }
}

/// Mapping archived objects to values, by class.
extension KeyedArchiveReader {
    /// Object `index` as an instance, or nil when it is not a dictionary with a `$class`.
    func instance(_ index: Int, label: KeyPathComponent?) throws -> KeyedArchiveInstance? {
        guard case .dictionary(let fields) = objects[index], let classReference = fields["$class"] else { return nil }
        let archivedClass = try archivedClass(of: index, classReference, label: label)
        return KeyedArchiveInstance(index: index, fields: fields, archivedClass: archivedClass)
    }

    /// The class of object `index`, whose `$class` is `reference`.
    private func archivedClass(
        of index: Int, _ reference: ArchiveValue, label: KeyPathComponent?
    ) throws
        -> KeyedArchiveClass
    {
        guard let classIndex = try self.reference(in: reference, label: label), classIndex != 0,
            case .dictionary(let description) = objects[classIndex],
            case .string(let name)? = description["$classname"]
        else {
            throw malformed(label, "the $class of object \(index) is not a class description with a $classname string")
        }
        var chain: [String] = []
        if let classes = description["$classes"] {
            guard case .array(let names) = classes else {
                throw malformed(
                    label, "the $classes of object \(index)'s class is \(classes.kindDescription), not an array")
            }
            for case let name in names {
                guard case .string(let name) = name else {
                    throw malformed(
                        label, "the $classes of object \(index)'s class hold \(name.kindDescription), not only strings")
                }
                chain.append(name)
            }
        }
        let foundationClass =
            KeyedArchiveFoundationClass(className: name)
            ?? chain.lazy.compactMap(KeyedArchiveFoundationClass.init(className:)).first
        return KeyedArchiveClass(name: name, foundationClass: foundationClass)
    }

    /// Reads `instance`: returns it when it is a plain value, or opens it as a container and returns nil.
    mutating func start(_ instance: KeyedArchiveInstance, label: KeyPathComponent?) throws -> ArchiveValue? {
        let (index, fields) = (instance.index, instance.fields)
        let value: ArchiveValue
        switch instance.archivedClass.foundationClass {
        case nil:
            // Keys "$0", "$1", … hold what the class encoded without a key (an NSValue's type and
            // contents, an old-style array's items): only "$class" is the archiver's own.
            let own = fields.filter { $0.key != "$class" }
            let container = KeyedArchiveContainer(
                object: index, label: label, keys: Array(own.keys), children: Array(own.values), isDictionary: true)
            try open(container, className: instance.archivedClass.name)
            try budget.countValue()
            return nil
        case .collection, .orderedSet, .countedSet:
            let items = try collectionItems(of: instance, label: label)
            try open(KeyedArchiveContainer(object: index, label: label, keys: [], children: items, isDictionary: false))
            return nil
        case .dictionary:
            let (keys, values) = try dictionaryEntries(of: instance, label: label)
            try open(
                KeyedArchiveContainer(object: index, label: label, keys: keys, children: values, isDictionary: true))
            return nil
        case .string:
            value = .string(try stringContents(of: instance, label: label))
        case .data:
            guard let data = try fields["NS.data"].flatMap({ try plainData($0, label: label) }) else {
                throw malformed(label, "\(instance.name) has no NS.data data")
            }
            value = .data(data)
        case .date:
            switch fields["NS.time"] {
            case .real(let seconds)?: value = .date(Date(timeIntervalSinceReferenceDate: seconds))
            case .integer(let seconds)?: value = .date(Date(timeIntervalSinceReferenceDate: Double(seconds)))
            default: throw malformed(label, "\(instance.name) has no NS.time number")
            }
        case .url:
            value = .string(try absoluteURL(of: instance, label: label))
        case .uuid:
            guard case .data(let bytes)? = fields["NS.uuidbytes"], bytes.count == 16 else {
                throw malformed(label, "\(instance.name) has no NS.uuidbytes of 16 bytes")
            }
            value = .string(UUID(uuid: bytes.withUnsafeBytes { $0.loadUnaligned(as: uuid_t.self) }).uuidString)
        case .null:
            value = .null
        }
        try budget.countValue()
        return value
    }

    /// `NS.objects`, or for ordered sets `NS.object.0`, `NS.object.1`, … as Foundation on Linux
    /// writes them; a counted set's objects each as many times as it counts them.
    func collectionItems(of instance: KeyedArchiveInstance, label: KeyPathComponent?) throws -> [ArchiveValue] {
        if instance.archivedClass.foundationClass == .countedSet {
            return try countedSetItems(of: instance, label: label)
        }
        switch instance.fields["NS.objects"] {
        case .array(let items)?:
            return items
        case let other?:
            throw malformed(label, "NS.objects of \(instance.name) is \(other.kindDescription), not an array")
        case nil:
            guard instance.archivedClass.foundationClass == .orderedSet else {
                throw malformed(label, "\(instance.name) has no NS.objects")
            }
            var items: [ArchiveValue] = []
            while let item = instance.fields["NS.object.\(items.count)"] {
                items.append(item)
            }
            return items
        }
    }

    /// An NSCountedSet as Foundation encodes it: `NS.count` distinct objects, each `NS.object<i>`
    /// with its count `NS.count<i>`. The counts together stand for that many values, so they are
    /// checked against the value limit before any item is listed.
    private func countedSetItems(of instance: KeyedArchiveInstance, label: KeyPathComponent?) throws -> [ArchiveValue] {
        func count(_ key: String) throws -> Int {
            switch instance.fields[key] {
            case .integer(let count)? where count >= 0 && count <= Int64(budget.maximumValues):
                return Int(count)
            case .integer(let count)? where count > 0:
                throw ArchiveError.tooManyValues(limit: budget.maximumValues)
            case .unsignedInteger?:
                throw ArchiveError.tooManyValues(limit: budget.maximumValues)
            case let other?:
                throw malformed(label, "\(key) of \(instance.name) is \(other.kindDescription), not a count")
            case nil:
                throw malformed(label, "\(instance.name) has no \(key)")
            }
        }
        var items: [ArchiveValue] = []
        var total = 0
        for index in 0..<(try count("NS.count")) {
            guard let object = instance.fields["NS.object\(index)"] else {
                throw malformed(label, "\(instance.name) has no NS.object\(index)")
            }
            let times = try count("NS.count\(index)")
            total += times
            if total > budget.maximumValues {
                throw ArchiveError.tooManyValues(limit: budget.maximumValues)
            }
            items.append(contentsOf: repeatElement(object, count: times))
        }
        return items
    }

    /// The keys (resolved to strings) and the values (still references) of an NSDictionary.
    func dictionaryEntries(
        of instance: KeyedArchiveInstance, label: KeyPathComponent?
    ) throws -> (keys: [String], values: [ArchiveValue]) {
        guard case .array(let keyReferences)? = instance.fields["NS.keys"],
            case .array(let values)? = instance.fields["NS.objects"]
        else {
            throw malformed(label, "\(instance.name) lacks the arrays NS.keys and NS.objects")
        }
        guard keyReferences.count == values.count else {
            throw malformed(
                label, "\(instance.name) has \(keyReferences.count) NS.keys but \(values.count) NS.objects")
        }
        var keys: [String] = []
        keys.reserveCapacity(keyReferences.count)
        // Swift's String equality is canonical equivalence, so keys that Objective-C keeps apart
        // (precomposed and decomposed "é", the number 1 and the string "1") would become one.
        var positions: [String: Int] = [:]
        for (position, keyReference) in keyReferences.enumerated() {
            guard let key = try string(from: keyReference, label: label) ?? numberText(keyReference, label: label)
            else {
                throw malformed(label, "key \(position) of \(instance.name) is neither a string nor a number")
            }
            if let earlier = positions.updateValue(position, forKey: key) {
                throw malformed(
                    label,
                    "keys \(earlier) and \(position) of \(instance.name), \(KeyText.spelled(keys[earlier])) and "
                        + "\(KeyText.spelled(key)), would become one key")
            }
            keys.append(key)
        }
        return (keys, values)
    }

    /// A number key (valid in Objective-C) as the text a string key would have: "0", "2.5", "true".
    private func numberText(_ value: ArchiveValue, label: KeyPathComponent?) throws -> String? {
        switch try plainValue(value, label: label) {
        case .integer(let integer)?: "\(integer)"
        case .unsignedInteger(let integer)?: "\(integer)"
        case .real(let real)?: Int64(exactly: real).map { "\($0)" } ?? "\(real)"
        case .bool(let bool)?: "\(bool)"
        default: nil
        }
    }

    /// The text of an NSString or NSMutableString object: NS.string, or UTF-8 NS.bytes.
    private func stringContents(of instance: KeyedArchiveInstance, label: KeyPathComponent?) throws -> String {
        if let string = try instance.fields["NS.string"].flatMap({ try plainString($0, label: label) }) {
            return string
        }
        if let bytes = try instance.fields["NS.bytes"].flatMap({ try plainData($0, label: label) }),
            let string = String(data: bytes, encoding: .utf8)
        {
            return string
        }
        throw malformed(label, "\(instance.name) has no NS.string string")
    }

    /// A string given directly, by reference to a string, or by reference to an NSString object.
    /// Looks no further, so strings need no cycle checks.
    private func string(from value: ArchiveValue, label: KeyPathComponent?) throws -> String? {
        if let string = try plainString(value, label: label) {
            return string
        }
        guard let index = try reference(in: value, label: label), index != 0,
            let instance = try instance(index, label: label), instance.archivedClass.foundationClass == .string
        else {
            return nil
        }
        return try stringContents(of: instance, label: label)
    }

    /// A string given directly or by reference to a plain string object.
    private func plainString(_ value: ArchiveValue, label: KeyPathComponent?) throws -> String? {
        guard case .string(let string)? = try plainValue(value, label: label) else {
            return nil
        }
        return string
    }

    /// Data given directly or by reference to a plain data object.
    private func plainData(_ value: ArchiveValue, label: KeyPathComponent?) throws -> Data? {
        guard case .data(let data)? = try plainValue(value, label: label) else {
            return nil
        }
        return data
    }

    /// `value` itself, or the object it refers to; nil for a reference to "$null".
    private func plainValue(_ value: ArchiveValue, label: KeyPathComponent?) throws -> ArchiveValue? {
        guard let index = try reference(in: value, label: label) else {
            return value
        }
        return index == 0 ? nil : objects[index]
    }

    /// An NSURL's NS.relative resolved against its chain of NS.base URLs.
    private func absoluteURL(of instance: KeyedArchiveInstance, label: KeyPathComponent?) throws -> String {
        var relatives: [String] = []
        var visited: Set<Int> = [instance.index]
        var current = instance
        while true {
            guard let relative = try current.fields["NS.relative"].flatMap({ try string(from: $0, label: label) })
            else {
                throw malformed(label, "\(current.name) has no NS.relative string")
            }
            relatives.append(relative)
            guard let base = current.fields["NS.base"] else {
                break
            }
            guard let baseIndex = try reference(in: base, label: label) else {
                throw malformed(label, "the NS.base of \(current.name) is not a reference")
            }
            if baseIndex == 0 {
                break
            }
            guard visited.insert(baseIndex).inserted else {
                throw malformed(label, "the NS.base chain of \(instance.name) comes back to object \(baseIndex)")
            }
            guard let base = try self.instance(baseIndex, label: label), base.archivedClass.foundationClass == .url
            else {
                throw malformed(label, "the NS.base of \(current.name) is not an NSURL")
            }
            current = base
        }
        var url: URL?
        for relative in relatives.reversed() {
            guard let resolved = URL(string: relative, relativeTo: url) else {
                throw malformed(label, "\(instance.name) holds '\(relative)', which is not a URL")
            }
            url = resolved
        }
        return url?.absoluteString ?? ""
    }
}
