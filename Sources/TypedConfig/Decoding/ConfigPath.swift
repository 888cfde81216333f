/// One step of a key path: a property key or a list index.
struct ConfigPathComponent: CodingKey, Sendable {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }

    init(_ key: some CodingKey) {
        stringValue = key.stringValue
        intValue = key.intValue
    }
}

extension [ConfigPathComponent] {
    /// `database.port`, `mirrors[1].url`: how problems and provenance name a value.
    var keyPathText: String {
        var text = ""
        for component in self {
            if let index = component.intValue {
                text += "[\(index)]"
            } else {
                if !text.isEmpty { text += "." }
                text += component.stringValue
            }
        }
        return text
    }
}

/// A key path as a chain of steps back to the root, its last step kept inline: the paths of a
/// container's keys share one chain for the container (its ``Prefix``) and cost no allocation
/// each; the components or text are made only when a report or provenance asks.
struct ConfigPath: Sendable {
    fileprivate final class Step: Sendable {
        let parent: Step?
        let component: ConfigPathComponent

        init(parent: Step?, component: ConfigPathComponent) {
            self.parent = parent
            self.component = component
        }
    }

    /// A path as a chain of steps, to make the paths of many keys below it.
    struct Prefix: Sendable {
        fileprivate let last: Step?
    }

    /// The steps before the last.
    private let parent: Step?
    /// The last step; nil only at the root.
    private let last: ConfigPathComponent?

    /// The configuration's root.
    static let root = ConfigPath(parent: nil, last: nil)

    private init(parent: Step?, last: ConfigPathComponent?) {
        self.parent = parent
        self.last = last
    }

    /// The path of `component` below `prefix`.
    init(_ prefix: Prefix, _ component: ConfigPathComponent) {
        self.init(parent: prefix.last, last: component)
    }

    /// This path as a chain of steps: one allocation, shared by every path made from it.
    var prefix: Prefix {
        Prefix(last: last.map { Step(parent: parent, component: $0) })
    }

    func appending(_ component: ConfigPathComponent) -> ConfigPath {
        ConfigPath(prefix, component)
    }

    /// The steps from the root.
    var components: [ConfigPathComponent] {
        guard let last else { return [] }
        var components = [last]
        var step = parent
        while let current = step {
            components.append(current.component)
            step = current.parent
        }
        return components.reversed()
    }

    var keyPathText: String { components.keyPathText }
}
