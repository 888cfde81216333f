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

/// A key path as a chain of steps back to the root: appending a step is one small allocation, with
/// nothing copied, and the components or text are made only when a report or provenance asks.
struct ConfigPath: Sendable {
    private final class Step: Sendable {
        let parent: Step?
        let component: ConfigPathComponent

        init(parent: Step?, component: ConfigPathComponent) {
            self.parent = parent
            self.component = component
        }
    }

    private let last: Step?

    /// The configuration's root.
    static let root = ConfigPath(last: nil)

    private init(last: Step?) {
        self.last = last
    }

    func appending(_ component: ConfigPathComponent) -> ConfigPath {
        ConfigPath(last: Step(parent: last, component: component))
    }

    /// The steps from the root.
    var components: [ConfigPathComponent] {
        var components: [ConfigPathComponent] = []
        var step = last
        while let current = step {
            components.append(current.component)
            step = current.parent
        }
        return components.reversed()
    }

    var keyPathText: String { components.keyPathText }
}
