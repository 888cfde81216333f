import KeyCoding

/// What window stylesheets set on one view: for each key path, the value the property had before a
/// sheet first set it, and the value a sheet set last. When no rule sets the key path any more (a
/// theme switch, a class removed), the property goes back to its first value, unless the app has
/// changed it since the sheet set it: then the app's value stays.
///
/// Values are compared when they are `Equatable` (colors, fonts, numbers, strings, enums); a value
/// that is not, or a key path that cannot be read (a set-only virtual key), is not remembered, and
/// keeps what the last sheet set.
@MainActor final class StyledValues {
    private struct Entry {
        var original: Any?
        var styled: Any?
    }

    private var entries: [String: Entry] = [:]

    /// Sets `value` at `keyPath` as written, remembering the value before the first sheet set it.
    func set(_ value: WrittenValue, forKeyPath keyPath: String, on view: View) throws {
        let original = entries[keyPath] == nil ? Self.read(keyPath, of: view) : nil
        try view.setValue(fromWritten: value, forKeyPath: keyPath)
        if var entry = entries[keyPath] {
            entry.styled = Self.read(keyPath, of: view) ?? nil
            entries[keyPath] = entry
        } else if let original, let styled = Self.read(keyPath, of: view) {
            entries[keyPath] = Entry(original: original, styled: styled)
        }
    }

    /// Puts back the first value of every remembered key path not in `kept`, and forgets them.
    func restore(except kept: Set<String>, on view: View) {
        for (keyPath, entry) in entries where !kept.contains(keyPath) {
            entries[keyPath] = nil
            guard let current = Self.read(keyPath, of: view), Self.same(current, entry.styled) else { continue }
            try? view.setValue(entry.original, forKeyPath: keyPath)
        }
    }

    /// The value at `keyPath`, or nil when it cannot be read (so a read nil is `.some(nil)`).
    private static func read(_ keyPath: String, of view: View) -> Any?? {
        do {
            return .some(try view.value(forKeyPath: keyPath))
        } catch {
            return nil
        }
    }

    /// Whether two values read by key are equal, through their `Optional` layers (a property of type
    /// `Color?`); values that are not `Equatable` never are.
    static func same(_ lhs: Any?, _ rhs: Any?) -> Bool {
        switch (lhs.flatMap(flattenOptional), rhs.flatMap(flattenOptional)) {
        case (nil, nil): return true
        case (let lhs?, let rhs?):
            guard let lhs = lhs as? any Equatable else { return false }
            return lhs.isSame(as: rhs)
        default: return false
        }
    }
}

extension Equatable {
    fileprivate func isSame(as other: Any) -> Bool {
        (other as? Self) == self
    }
}
