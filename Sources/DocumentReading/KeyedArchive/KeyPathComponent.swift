/// One step of a key path: a dictionary key or an array position.
package enum KeyPathComponent {
    case key(String)
    case index(Int)

    /// "items[2].title" for `[.key("items"), .index(2), .key("title")]`; `prefix` for no components.
    package static func keyPath(_ components: some Sequence<KeyPathComponent>, after prefix: String = "") -> String {
        var path = prefix
        for component in components {
            switch component {
            case .key(let key): path += path.isEmpty ? key : "." + key
            case .index(let index): path += "[\(index)]"
            }
        }
        return path
    }
}
