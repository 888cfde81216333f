/// The names type selectors match a view by: its class's and those of its superclasses up to
/// `View`, found by reflection once per class, so that `Label` matches every subclass of `Label`.
struct ViewClassNames {
    private var byClass: [ObjectIdentifier: [String]] = [:]

    mutating func names(of view: View) -> [String] {
        let key = ObjectIdentifier(type(of: view))
        if let names = byClass[key] { return names }
        let names = Self.classChain(of: view)
        byClass[key] = names
        return names
    }

    /// Swift on Linux has no `superclass` query for native classes; a mirror of the instance walks
    /// the chain. A class with a custom mirror is known only by its own name.
    private static func classChain(of view: View) -> [String] {
        let ownName = bareName(of: type(of: view))
        var mirror: Mirror? = Mirror(reflecting: view)
        guard mirror?.subjectType == type(of: view) else { return [ownName] }
        var names: [String] = []
        while let current = mirror {
            names.append(bareName(of: current.subjectType))
            if current.subjectType == View.self { break }
            mirror = current.superclassMirror
        }
        return names
    }

    /// `Card<Int>` is matched as `Card`: selectors have no syntax for generic arguments.
    private static func bareName(of type: Any.Type) -> String {
        let name = String(describing: type)
        return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
    }
}
