import Foundation
import OrderedCollections

@testable import DocumentReading

/// Archives made with Foundation's `NSKeyedArchiver`, as `ArchiveValue` property lists.
enum KeyedArchiveFixtures {
    enum Form: CaseIterable {
        /// Read by ``BinaryPropertyList``: references are `.uid`.
        case binary
        /// Read by ``XMLPlistTestParser``: references are `{CF$UID = n}` dictionaries.
        case xml
    }

    /// Archives `root` under `NSKeyedArchiveRootObjectKey`.
    static func archive(_ root: Any, form: Form) throws -> ArchiveValue {
        try archive(form: form) { $0.encode(root, forKey: NSKeyedArchiveRootObjectKey) }
    }

    /// Runs `encode` on a fresh archiver and returns the finished archive.
    static func archive(form: Form, _ encode: (NSKeyedArchiver) -> Void) throws -> ArchiveValue {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.outputFormat = form == .binary ? .binary : .xml
        archiver.setClassName("PMNote", for: ArchivedNote.self)
        archiver.setClassName("PMTag", for: ArchivedTag.self)
        encode(archiver)
        archiver.finishEncoding()
        let data = archiver.encodedData
        let value: ArchiveValue
        switch form {
        case .binary: value = try BinaryPropertyList.read(data, limits: ArchiveLimits())
        case .xml: value = try XMLPlistTestParser.parse(data)
        }
        return renamingSwiftClasses(value)
    }

    /// Foundation on Linux ignores `setClassName(_:for:)` and writes Swift's module-qualified
    /// class names; this gives them the Objective-C style names an Apple platform writes.
    static func renamingSwiftClasses(_ value: ArchiveValue) -> ArchiveValue {
        let names = [
            String(reflecting: ArchivedNote.self): "PMNote", String(reflecting: ArchivedTag.self): "PMTag",
        ]
        switch value {
        case .string(let string): return .string(names[string] ?? string)
        case .array(let items): return .array(items.map(renamingSwiftClasses))
        case .dictionary(let entries): return .dictionary(entries.mapValues(renamingSwiftClasses))
        default: return value
        }
    }

    /// The description of the `ArchiveError` reading `archive` throws; see ``errorDescription(_:)``.
    static func error(reading archive: ArchiveValue, limits: ArchiveLimits = ArchiveLimits()) -> String {
        errorDescription { try KeyedArchive.read(archive, limits: limits) }
    }

    /// `archive` with `$objects[index]` replaced by `change` applied to it.
    static func changingObject(
        _ index: Int, of archive: ArchiveValue, _ change: (inout ArchiveValue) -> Void
    ) -> ArchiveValue {
        guard case .dictionary(var entries) = archive, case .array(var objects)? = entries["$objects"] else {
            return archive
        }
        change(&objects[index])
        entries["$objects"] = .array(objects)
        return .dictionary(entries)
    }

    /// `$objects` of `archive`.
    static func objects(of archive: ArchiveValue) -> [ArchiveValue] {
        guard case .dictionary(let entries) = archive, case .array(let objects)? = entries["$objects"] else {
            return []
        }
        return objects
    }

    /// The index in `$objects` of the first object that satisfies `matches`.
    static func index(in archive: ArchiveValue, where matches: (ArchiveValue) -> Bool) -> Int? {
        objects(of: archive).firstIndex(where: matches)
    }

    /// The index of the first object whose class is named `className`.
    static func index(in archive: ArchiveValue, ofClass className: String) -> Int? {
        let objects = objects(of: archive)
        guard let classIndex = objects.firstIndex(where: { $0.field("$classname") == .string(className) }) else {
            return nil
        }
        return objects.firstIndex { $0.field("$class").flatMap(reference) == classIndex }
    }

    /// The object index in a `.uid` or `{CF$UID = n}` reference.
    static func reference(_ value: ArchiveValue) -> Int? {
        switch value {
        case .uid(let uid): Int(uid)
        case .dictionary(let entries):
            entries["CF$UID"].flatMap { if case .integer(let n) = $0 { Int(n) } else { nil } }
        default: nil
        }
    }

    /// A reference to object `index` in the form's own spelling.
    static func reference(to index: Int, form: Form) -> ArchiveValue {
        form == .binary ? .uid(UInt64(index)) : .dictionary(["CF$UID": .integer(Int64(index))])
    }

    /// A hand-made archive of `objects` whose root is object 1, as NSKeyedArchiver lays it out.
    static func handMade(_ objects: [ArchiveValue]) -> ArchiveValue {
        .dictionary([
            "$archiver": .string("NSKeyedArchiver"), "$version": .integer(100_000),
            "$objects": .array([.string("$null")] + objects), "$top": .dictionary(["root": .uid(1)]),
        ])
    }

    /// `value` with dictionary keys sorted, except that "$class" stays first: Foundation on Linux
    /// writes dictionaries in hash order, which changes from run to run.
    static func sorted(_ value: ArchiveValue) -> ArchiveValue {
        switch value {
        case .array(let items):
            return .array(items.map(sorted))
        case .dictionary(let entries):
            let pairs = entries.map { ($0.key, sorted($0.value)) }.sorted {
                ($0.0 == "$class" ? 0 : 1, $0.0) < ($1.0 == "$class" ? 0 : 1, $1.0)
            }
            return .dictionary(OrderedDictionary(uniqueKeysWithValues: pairs))
        default:
            return value
        }
    }
}

extension ArchiveValue {
    /// The value of `key` when this is a dictionary.
    func field(_ key: String) -> ArchiveValue? {
        if case .dictionary(let entries) = self { entries[key] } else { nil }
    }
}

/// A custom class that encodes its own keys, archived as "PMNote".
final class ArchivedNote: NSObject, NSCoding {
    var title: String
    var count: Int
    var ratio: Double
    var isDone: Bool
    var child: ArchivedNote?
    var tags: [ArchivedTag]
    weak var parent: ArchivedNote?

    init(
        title: String, count: Int = 0, ratio: Double = 0, isDone: Bool = false, child: ArchivedNote? = nil,
        tags: [ArchivedTag] = []
    ) {
        self.title = title
        self.count = count
        self.ratio = ratio
        self.isDone = isDone
        self.child = child
        self.tags = tags
    }

    init?(coder: NSCoder) {
        nil
    }

    func encode(with coder: NSCoder) {
        coder.encode(title, forKey: "title")
        coder.encode(count, forKey: "count")
        coder.encode(ratio, forKey: "ratio")
        coder.encode(isDone, forKey: "isDone")
        coder.encode(child, forKey: "child")
        coder.encode(tags, forKey: "tags")
        if let parent {
            coder.encode(parent, forKey: "parent")
        }
    }
}

/// A second custom class, archived as "PMTag".
final class ArchivedTag: NSObject, NSCoding {
    var name: String

    init(name: String) {
        self.name = name
    }

    init?(coder: NSCoder) {
        nil
    }

    func encode(with coder: NSCoder) {
        coder.encode(name, forKey: "name")
    }
}
