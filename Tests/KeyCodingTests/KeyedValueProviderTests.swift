import KeyCoding
import Testing

/// Supplies a fixed value when it has the requested type, and records what was asked for.
final class FixedValueProvider: KeyedValueProvider {
    let fixed: Any
    private(set) var requests: [String] = []

    init(_ fixed: Any) { self.fixed = fixed }

    func value<Value>(forKey key: String) throws -> Value {
        requests.append("\(key): \(typeName(Value.self))")
        guard let value = fixed as? Value else {
            throw KeyCodingError.typeMismatch(
                type: "provider", key: key, keyPath: key, expected: typeName(Value.self),
                actual: typeName(type(of: fixed)))
        }
        return value
    }

    func valueForUndefinedKey(_ key: String) throws -> Any? {
        requests.append("\(key): undefined")
        return fixed
    }
}

@Suite struct KeyedValueProviderTests {
    @Test func macroAsksForTheDeclaredTypeOfEachProperty() throws {
        var frame = Frame()
        let provider = FixedValueProvider(Point3(x: 1, y: 2, z: 3))
        try frame.setValue(from: provider, forKey: "origin")
        try frame.setValue(from: provider, forKey: "size")
        #expect(frame.origin == Point3(x: 1, y: 2, z: 3))
        #expect(frame.size == Point3(x: 1, y: 2, z: 3))
        #expect(provider.requests == ["origin: Point3", "size: Point3?"])
    }

    @Test func readOnlyPropertiesAreRefusedBeforeAskingTheProvider() {
        var frame = Frame()
        let provider = FixedValueProvider(2)
        let error = #expect(throws: KeyCodingError.self) { try frame.setValue(from: provider, forKey: "id") }
        #expect(error?.description == "cannot set Frame.id: the property is read-only")
        #expect(provider.requests.isEmpty)
    }

    @Test func unknownKeysReachTheUndefinedKeyHookWithTheProvidersValue() {
        var point = Point3()
        let provider = FixedValueProvider(1.0)
        let error = #expect(throws: KeyCodingError.self) { try point.setValue(from: provider, forKey: "yy") }
        #expect(error?.description == "Point3 has no key \"yy\"; did you mean \"y\"?")
        #expect(provider.requests == ["yy: undefined"])
    }

    @Test func subclassesChainToTheirSuperclass() throws {
        let circle = Circle()
        try circle.setValue(from: FixedValueProvider(2.5), forKey: "radius")
        try circle.setValue(from: FixedValueProvider("round"), forKey: "name")
        #expect(circle.radius == 2.5)
        #expect(circle.name == "round")
        let shape: Shape = circle
        try shape.setValue(from: FixedValueProvider(4.0), forKey: "radius")
        #expect(circle.radius == 4)
    }

    @Test func handWrittenConformancesUseThePropertyTable() throws {
        var temperature = Temperature()
        let provider = FixedValueProvider(21.5)
        try temperature.setValue(from: provider, forKey: "celsius")
        #expect(temperature.celsius == 21.5)
        let readOnly = #expect(throws: KeyCodingError.self) {
            try temperature.setValue(from: provider, forKey: "fahrenheit")
        }
        #expect(readOnly?.description == "cannot set Temperature.fahrenheit: the property is read-only")
        let unknown = #expect(throws: KeyCodingError.self) {
            try temperature.setValue(from: provider, forKey: "kelvin")
        }
        #expect(unknown?.description == "Temperature has no key \"kelvin\"")
        #expect(provider.requests == ["celsius: Double", "fahrenheit: Double", "kelvin: undefined"])
    }

    @Test func aValueOfTheWrongTypeIsTheProvidersError() {
        var point = Point3()
        let error = #expect(throws: KeyCodingError.self) {
            try point.setValue(from: FixedValueProvider("1"), forKey: "x")
        }
        #expect(error?.description == "cannot set provider.x: expected Double, got String")
    }
}
