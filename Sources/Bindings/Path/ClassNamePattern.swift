/// A type name read into its structure, so that names written differently can be compared:
/// `Box<[Int]>` as the class `Box` with the argument `Array<Int>`, whatever modules qualify them.
///
/// A name a person writes is matched against the name Swift gives a class
/// (`String(reflecting:)`, e.g. `MyApp.Box<Swift.Array<Swift.Int>>`): each written qualified name
/// must be a trailing part of the real one, component by component (`CardView`, `MyApp.CardView`
/// and `Outer.Inner` match; `Card` does not match `CardView`), and generic arguments are compared
/// the same way when they are written (`Box` matches every `Box<…>`). The contexts Swift cannot
/// name, `(unknown context at $…)`, are skipped, so `MyApp.Hidden` names a private class.
struct ClassNamePattern: Equatable {
    /// A named type, `Swift.Optional<Swift.Int>`, or a tuple, `(Swift.Int, Swift.String)`.
    indirect enum Node: Equatable {
        case nominal([Component])
        case tuple([Node])
    }

    /// One dotted part of a qualified name with its generic arguments; `nil` arguments when none
    /// were written. A context Swift cannot name, `(unknown context at $…)`, is one component.
    struct Component: Equatable {
        var name: String
        var arguments: [Node]?

        var isOpaqueContext: Bool { name.hasPrefix("(") }
    }

    let root: Node

    /// Reads a type name; nil when it is not one (`My App`, `Box<`, an empty name).
    ///
    /// ```swift
    /// ClassNamePattern(parsing: "Box<[Int]>")?.root
    /// // .nominal([Component(name: "Box", arguments: [.nominal([Component(name: "Array", arguments: [Int])])])])
    /// ```
    init?(parsing text: String) {
        var steps = 0
        self.init(parsing: text, steps: &steps)
    }

    /// ``init(parsing:)``, adding the scalars it looks at to `steps`.
    init?(parsing text: String, steps: inout Int) {
        var reader = ClassNameReader(text)
        let root = reader.readName()
        steps += reader.steps
        guard let root else { return nil }
        self.root = root
    }

    /// Whether this written name names the type whose full name is `actual`.
    ///
    /// ```swift
    /// ClassNamePattern(parsing: "Box<Int>")?.matches(ClassNamePattern(parsing: "App.Box<Swift.Int>")!)   // true
    /// ```
    func matches(_ actual: ClassNamePattern) -> Bool {
        Self.matches(root, actual.root)
    }

    private static func matches(_ written: Node, _ actual: Node) -> Bool {
        switch (written, actual) {
        case (.nominal(let written), .nominal(let actual)):
            // `MyApp.Hidden` names `MyApp.(unknown context at $…).Hidden`, a private class.
            let actual = actual.filter { !$0.isOpaqueContext }
            guard written.count <= actual.count else { return false }
            return zip(written.reversed(), actual.reversed()).allSatisfy(matches)
        case (.tuple(let written), .tuple(let actual)):
            return written.count == actual.count && zip(written, actual).allSatisfy(matches)
        default:
            return false
        }
    }

    private static func matches(_ written: Component, _ actual: Component) -> Bool {
        guard written.name == actual.name else { return false }
        guard let arguments = written.arguments else { return true }
        let actualArguments = actual.arguments ?? []
        return arguments.count == actualArguments.count && zip(arguments, actualArguments).allSatisfy(matches)
    }
}
