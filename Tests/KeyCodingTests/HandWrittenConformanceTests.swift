import KeyCoding
import Observation
import Synchronization
import Testing

/// The hand-written conformance from `KeyCodable`'s documentation, kept compiling and working.
struct Temperature: KeyCodable {
    var celsius = 0.0
    var fahrenheit: Double { celsius * 9 / 5 + 32 }

    static let keyedProperties: KeyedProperties = [
        KeyedProperty(name: "celsius", valueType: Double.self, isWritable: true),
        KeyedProperty(name: "fahrenheit", valueType: Double.self, isWritable: false),
    ]

    func value(forKey key: String) throws -> Any? {
        switch key {
        case "celsius": return celsius
        case "fahrenheit": return fahrenheit
        default: return try value(forUndefinedKey: key)
        }
    }

    mutating func setValue(_ value: Any?, forKey key: String) throws {
        switch key {
        case "celsius": celsius = try castKeyedValue(value, forKey: key, of: Self.self)
        case "fahrenheit": throw KeyCodingError.readOnly(type: "Temperature", key: key, keyPath: key)
        default: try setValue(value, forUndefinedKey: key)
        }
    }
}

@Observable @Keyed final class Album {
    var title = ""
    var year = 0
}

@Suite struct HandWrittenConformanceTests {
    @Test func handWrittenConformanceBehavesLikeTheMacro() throws {
        var temperature = Temperature()
        try temperature.setValue(100.0, forKeyPath: "celsius")
        #expect(try temperature.value(forKeyPath: "fahrenheit") as? Double == 212)
        let error = #expect(throws: KeyCodingError.self) { try temperature.setValue(1.0, forKeyPath: "fahrenheit") }
        #expect(error?.description == "cannot set Temperature.fahrenheit: the property is read-only")
        let unknown = #expect(throws: KeyCodingError.self) { try temperature.value(forKeyPath: "kelvin") }
        #expect(unknown?.description == "Temperature has no key \"kelvin\"")
    }

    @Test func observableClassesStayObservableThroughKeyedWrites() throws {
        let album = Album()
        #expect(Album.keyedProperties.names == ["title", "year"])
        let changed = Mutex(false)
        withObservationTracking {
            _ = album.title
        } onChange: {
            changed.withLock { $0 = true }
        }
        try album.setValue("Blue", forKeyPath: "title")
        #expect(album.title == "Blue")
        #expect(changed.withLock { $0 })
    }

    @Test func updateOwnersSeesEachOwnerOfTheLastKey() throws {
        var team = Team(members: [Member(name: "a"), Member(name: "b")])
        var seen: [String] = []
        try team.updateOwners(ofKeyPath: "members.name") { owner, key in
            seen.append("\(type(of: owner)).\(key)")
            let current = try owner.value(forKey: key) as? String ?? ""
            try owner.setValue(current.uppercased(), forKey: key)
        }
        #expect(seen == ["Member.name", "Member.name"])
        #expect(team.members.map(\.name) == ["A", "B"])
    }
}
