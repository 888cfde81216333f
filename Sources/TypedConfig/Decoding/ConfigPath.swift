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
