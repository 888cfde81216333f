import Foundation
import OrderedCollections

/// The Foundation classes whose archived instances become plain values.
enum KeyedArchiveFoundationClass {
    case string, collection, orderedSet, dictionary, data, date, url, uuid, null

    init?(className: String) {
        switch className {
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

/// Mapping archived objects to values, by class.
extension KeyedArchiveReader {
    /// The class of object `index`, whose `$class` is `reference`.
    func archivedClass(
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

    /// Reads object `index`, an instance of `archivedClass` with `fields`: returns it when it is a
    /// plain value, or opens it as a container and returns nil.
    mutating func startInstance(
        _ index: Int, _ fields: OrderedDictionary<String, ArchiveValue>, of archivedClass: KeyedArchiveClass,
        label: KeyPathComponent?
    ) throws -> ArchiveValue? {
        let value: ArchiveValue
        switch archivedClass.foundationClass {
        case nil:
            let own = fields.filter { !$0.key.hasPrefix("$") }
            var container = KeyedArchiveContainer(
                object: index, label: label, keys: Array(own.keys), children: Array(own.values), isDictionary: true)
            container.entries["$class"] = .string(archivedClass.name)
            try open(container)
            try budget.countValue()
            return nil
        case .collection, .orderedSet:
            let items = try collectionItems(index, fields, of: archivedClass, label: label)
            try open(KeyedArchiveContainer(object: index, label: label, keys: [], children: items, isDictionary: false))
            return nil
        case .dictionary:
            let (keys, values) = try dictionaryEntries(index, fields, of: archivedClass, label: label)
            try open(
                KeyedArchiveContainer(object: index, label: label, keys: keys, children: values, isDictionary: true))
            return nil
        case .string:
            value = .string(try stringContents(index, fields, of: archivedClass, label: label))
        case .data:
            guard let data = try fields["NS.data"].flatMap({ try plainData($0, label: label) }) else {
                throw malformed(label, "\(archivedClass.name) object \(index) has no NS.data data")
            }
            value = .data(data)
        case .date:
            switch fields["NS.time"] {
            case .real(let seconds)?: value = .date(Date(timeIntervalSinceReferenceDate: seconds))
            case .integer(let seconds)?: value = .date(Date(timeIntervalSinceReferenceDate: Double(seconds)))
            default: throw malformed(label, "\(archivedClass.name) object \(index) has no NS.time number")
            }
        case .url:
            value = .string(try absoluteURL(index, fields, of: archivedClass, label: label))
        case .uuid:
            guard case .data(let bytes)? = fields["NS.uuidbytes"], bytes.count == 16 else {
                throw malformed(label, "\(archivedClass.name) object \(index) has no NS.uuidbytes of 16 bytes")
            }
            value = .string(Self.uuidString(bytes))
        case .null:
            value = .null
        }
        try budget.countValue()
        return value
    }

    /// `NS.objects`, or for ordered sets `NS.object.0`, `NS.object.1`, … as Foundation on Linux writes them.
    private func collectionItems(
        _ index: Int, _ fields: OrderedDictionary<String, ArchiveValue>, of archivedClass: KeyedArchiveClass,
        label: KeyPathComponent?
    ) throws -> [ArchiveValue] {
        switch fields["NS.objects"] {
        case .array(let items)?:
            return items
        case let other?:
            throw malformed(
                label, "NS.objects of \(archivedClass.name) object \(index) is \(other.kindDescription), not an array")
        case nil:
            guard archivedClass.foundationClass == .orderedSet else {
                throw malformed(label, "\(archivedClass.name) object \(index) has no NS.objects")
            }
            var items: [ArchiveValue] = []
            while let item = fields["NS.object.\(items.count)"] {
                items.append(item)
            }
            return items
        }
    }

    /// The keys (resolved to strings) and the values (still references) of an NSDictionary.
    private func dictionaryEntries(
        _ index: Int, _ fields: OrderedDictionary<String, ArchiveValue>, of archivedClass: KeyedArchiveClass,
        label: KeyPathComponent?
    ) throws -> (keys: [String], values: [ArchiveValue]) {
        guard case .array(let keyReferences)? = fields["NS.keys"], case .array(let values)? = fields["NS.objects"]
        else {
            throw malformed(label, "\(archivedClass.name) object \(index) lacks the arrays NS.keys and NS.objects")
        }
        guard keyReferences.count == values.count else {
            throw malformed(
                label,
                "\(archivedClass.name) object \(index) has \(keyReferences.count) NS.keys but \(values.count) NS.objects"
            )
        }
        var keys: [String] = []
        keys.reserveCapacity(keyReferences.count)
        for (position, keyReference) in keyReferences.enumerated() {
            guard let key = try string(from: keyReference, label: label) else {
                throw malformed(label, "key \(position) of \(archivedClass.name) object \(index) is not a string")
            }
            keys.append(key)
        }
        return (keys, values)
    }

    /// The text of an NSString or NSMutableString object: NS.string, or UTF-8 NS.bytes.
    private func stringContents(
        _ index: Int, _ fields: OrderedDictionary<String, ArchiveValue>, of archivedClass: KeyedArchiveClass,
        label: KeyPathComponent?
    ) throws -> String {
        if let string = try fields["NS.string"].flatMap({ try plainString($0, label: label) }) {
            return string
        }
        if let bytes = try fields["NS.bytes"].flatMap({ try plainData($0, label: label) }),
            let string = String(data: bytes, encoding: .utf8)
        {
            return string
        }
        throw malformed(label, "\(archivedClass.name) object \(index) has no NS.string string")
    }

    /// A string given directly, by reference to a string, or by reference to an NSString object.
    /// Looks no further, so strings need no cycle checks.
    private func string(from value: ArchiveValue, label: KeyPathComponent?) throws -> String? {
        if let string = try plainString(value, label: label) {
            return string
        }
        guard let index = try reference(in: value, label: label), index != 0,
            case .dictionary(let fields) = objects[index], let classReference = fields["$class"]
        else {
            return nil
        }
        let archivedClass = try archivedClass(of: index, classReference, label: label)
        guard archivedClass.foundationClass == .string else {
            return nil
        }
        return try stringContents(index, fields, of: archivedClass, label: label)
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
    private func absoluteURL(
        _ index: Int, _ fields: OrderedDictionary<String, ArchiveValue>, of archivedClass: KeyedArchiveClass,
        label: KeyPathComponent?
    ) throws -> String {
        var relatives: [String] = []
        var visited: Set<Int> = [index]
        var current = (index: index, fields: fields, className: archivedClass.name)
        while true {
            guard let relative = try current.fields["NS.relative"].flatMap({ try string(from: $0, label: label) })
            else {
                throw malformed(label, "\(current.className) object \(current.index) has no NS.relative string")
            }
            relatives.append(relative)
            guard let base = current.fields["NS.base"] else {
                break
            }
            guard let baseIndex = try reference(in: base, label: label) else {
                throw malformed(label, "the NS.base of \(current.className) object \(current.index) is not a reference")
            }
            if baseIndex == 0 {
                break
            }
            guard visited.insert(baseIndex).inserted else {
                throw malformed(
                    label,
                    "the NS.base chain of \(archivedClass.name) object \(index) comes back to object \(baseIndex)")
            }
            guard case .dictionary(let baseFields) = objects[baseIndex], let classReference = baseFields["$class"],
                case let baseClass = try self.archivedClass(of: baseIndex, classReference, label: label),
                baseClass.foundationClass == .url
            else {
                throw malformed(label, "the NS.base of \(current.className) object \(current.index) is not an NSURL")
            }
            current = (baseIndex, baseFields, baseClass.name)
        }
        var url: URL?
        for relative in relatives.reversed() {
            guard let resolved = URL(string: relative, relativeTo: url) else {
                throw malformed(label, "\(archivedClass.name) object \(index) holds '\(relative)', which is not a URL")
            }
            url = resolved
        }
        return url?.absoluteString ?? ""
    }

    /// "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", as `UUID.uuidString` writes it.
    static func uuidString(_ bytes: Data) -> String {
        var string = ""
        for (position, byte) in bytes.enumerated() {
            if [4, 6, 8, 10].contains(position) {
                string += "-"
            }
            let digits = String(byte, radix: 16, uppercase: true)
            string += digits.count == 1 ? "0" + digits : digits
        }
        return string
    }
}
