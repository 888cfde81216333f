import OrderedCollections

/// The arrays and dictionaries a reader has opened and not yet closed, innermost last: what the
/// text readers and the binary property list and keyed archive readers fill.
///
/// The readers keep them here instead of recursing, so nesting is bounded by
/// ``ArchiveLimits/maximumDepth`` and not by the call stack. The innermost container must exist
/// whenever one is asked about: the readers only do so while they are inside one.
struct TextContainerStack {
    private struct Container {
        let isDictionary: Bool
        var elements: [ArchiveValue] = []
        var members: OrderedDictionary<String, ArchiveValue> = [:]
        var key = ""
        var keyOffset = 0
    }

    private var containers: [Container] = []

    var count: Int { containers.count }
    var isEmpty: Bool { containers.isEmpty }

    var innermostIsDictionary: Bool { containers[containers.count - 1].isDictionary }

    /// The key whose value the innermost dictionary is waiting for.
    var key: String { containers[containers.count - 1].key }

    /// Where `key` starts in the input, for errors that point at the key rather than its value.
    var keyOffset: Int { containers[containers.count - 1].keyOffset }

    /// Opens a container, with room for `capacity` children when its input says how many it has.
    mutating func open(isDictionary: Bool, reserving capacity: Int = 0) {
        var container = Container(isDictionary: isDictionary)
        if capacity > 0 && isDictionary {
            container.members.reserveCapacity(capacity)
        } else if capacity > 0 {
            container.elements.reserveCapacity(capacity)
        }
        containers.append(container)
    }

    /// Sets the key whose value the innermost dictionary reads next.
    mutating func setKey(_ key: String, at offset: Int = 0) {
        containers[containers.count - 1].key = key
        containers[containers.count - 1].keyOffset = offset
    }

    /// Adds a finished value to the innermost container: appended to an array, or set for `key` in a
    /// dictionary. A repeated key replaces the earlier value, as in CoreFoundation; the result is
    /// false then, for readers that reject repeated keys.
    @discardableResult
    mutating func add(_ value: ArchiveValue) -> Bool {
        let last = containers.count - 1
        guard containers[last].isDictionary else {
            containers[last].elements.append(value)
            return true
        }
        let key = containers[last].key
        return containers[last].members.updateValue(value, forKey: key) == nil
    }

    /// After ``add(_:)`` returned false: the spelling of the key already there when it differs from
    /// `key`'s, which Swift's `String` deems equal (precomposed and decomposed "é"); nil when the
    /// key was simply repeated.
    func earlierSpellingOfKey() -> String? {
        let container = containers[containers.count - 1]
        guard let index = container.members.index(forKey: container.key) else { return nil }
        let stored = container.members.keys[index]
        return stored.unicodeScalars.elementsEqual(container.key.unicodeScalars) ? nil : stored
    }

    /// ``add(_:)``, then why the key cannot be kept when it is equal, but for Unicode
    /// normalization, to one already in the dictionary (keeping either value would drop the other
    /// silently); nil when the value was added or a repeated key replaced it.
    mutating func addReportingKeyCollision(_ value: ArchiveValue) -> String? {
        guard !add(value), let earlier = earlierSpellingOfKey() else { return nil }
        return KeyText.collision(earlier, key)
    }

    /// Closes the innermost container and returns it as a value.
    mutating func close() -> ArchiveValue {
        let container = containers.removeLast()
        return container.isDictionary ? .dictionary(container.members) : .array(container.elements)
    }
}
