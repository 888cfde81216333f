import KeyCoding
import Synchronization

/// The lowercased names (and aliases) a type's values are written with, built once per type, for
/// case-insensitive lookup with optional type prefixes (`NSTextAlignmentLeft`, `TextAlignment.left`).
///
/// It is `@unchecked Sendable` because it only holds the type's own constant values (payload-free
/// enum cases, option-set bit patterns), built once and never mutated afterwards, so sharing it
/// between threads is safe even when the type itself does not declare `Sendable`.
package struct NameTable<Value>: @unchecked Sendable {
    /// Every name a user may write, as declared: names first, then aliases alphabetically.
    package let validNames: [String]
    private let values: [String: Value]
    private let prefixes: [String]

    /// A table of `names` (in declaration order) and `aliases`; a name wins over an alias spelled the same.
    package init(names: [(String, Value)], aliases: [String: Value], typePrefixes: [String]) {
        var values: [String: Value] = [:]
        for (name, value) in names where values[name.lowercased()] == nil {
            values[name.lowercased()] = value
        }
        let aliasNames = aliases.keys.sorted()
        for alias in aliasNames where values[alias.lowercased()] == nil {
            values[alias.lowercased()] = aliases[alias]
        }
        self.values = values
        self.validNames = names.map(\.0) + aliasNames
        // Longest first, so "NSTextAlignment" is stripped whole rather than matching a shorter prefix.
        self.prefixes = typePrefixes.map { $0.lowercased() }.sorted { $0.count > $1.count }
    }

    /// The value named `word`, ignoring case, a leading `.`, and a type prefix with an optional `.`.
    package func value(named word: some StringProtocol) -> Value? {
        let lowercased = word.lowercased()
        if let value = values[lowercased] { return value }
        return values[unprefixed(lowercased)]
    }

    /// The valid name closest to `word`, looking past any type prefix.
    package func suggestion(for word: some StringProtocol) -> String? {
        closestMatch(to: unprefixed(word.lowercased()), in: validNames)
    }

    private func unprefixed(_ lowercased: String) -> String {
        var name = Substring(lowercased)
        if let prefix = prefixes.first(where: { name.hasPrefix($0) && name.count > $0.count }) {
            name = name.dropFirst(prefix.count)
        }
        if name.hasPrefix("."), name.count > 1 { name = name.dropFirst() }
        return String(name)
    }
}

/// The prefixes a type's names may carry by default: its name, with `NS` and `UI` variants.
///
/// ```swift
/// derivedTypePrefixes(for: TextAlignment.self)   // ["TextAlignment", "NSTextAlignment", "UITextAlignment"]
/// ```
package func derivedTypePrefixes(for type: Any.Type) -> [String] {
    var name = Substring(String(describing: type))
    if let genericStart = name.firstIndex(of: "<") { name = name[..<genericStart] }
    if let lastDot = name.lastIndex(of: ".") { name = name[name.index(after: lastDot)...] }
    return [String(name), "NS\(name)", "UI\(name)"]
}

/// Name tables of every ``StringCodableEnum`` and ``StringCodableOptionSet`` type read so far, so
/// lowercasing and indexing their names happens once per type rather than on every parse.
package final class NameTableCache: Sendable {
    package static let shared = NameTableCache()

    private let tables = Mutex<[ObjectIdentifier: any Sendable]>([:])

    /// The cached table for `type`, building it with `build` the first time.
    package func table<Value>(for type: Any.Type, build: () -> NameTable<Value>) -> NameTable<Value> {
        let key = ObjectIdentifier(type)
        if let cached = tables.withLock({ $0[key] }) as? NameTable<Value> { return cached }
        // Built outside the lock: `build` runs the type's own code, which must not be able to deadlock us.
        let table = build()
        tables.withLock { $0[key] = table }
        return table
    }
}
