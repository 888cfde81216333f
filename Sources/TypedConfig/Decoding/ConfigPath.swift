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

/// A value's place in the configuration: its keys and list indexes from the root.
struct ConfigPath: Sendable {
    /// The steps from the root.
    private(set) var components: [ConfigPathComponent] = []

    /// The configuration's root.
    static let root = ConfigPath()

    func appending(_ component: ConfigPathComponent) -> ConfigPath {
        var path = self
        path.components.append(component)
        return path
    }

    var keyPathText: String { components.keyPathText }
}
