import Bindings

/// The names type selectors match a view by: its class's and those of its superclasses up to
/// `View`, found by reflection once per class, so that `Label` matches every subclass of `Label`.
struct ViewClassNames {
    private var byClass: [ObjectIdentifier: [String]] = [:]

    mutating func names(of view: View) -> [String] {
        let key = ObjectIdentifier(type(of: view))
        if let names = byClass[key] { return names }
        // The chain that bindings' class names match (a class with a custom mirror is seen
        // through it), up to `View`.
        var names: [String] = []
        for type in classChain(of: view) {
            names.append(Self.bareName(of: type))
            if type == View.self { break }
        }
        byClass[key] = names
        return names
    }

    /// `Card<Int>` is matched as `Card`: selectors have no syntax for generic arguments.
    private static func bareName(of type: Any.Type) -> String {
        let name = String(describing: type)
        return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
    }
}
