import KeyCoding
import Testing

/// What a key path walk sees of each property: the overloads the macro's code compiles against.
@Suite struct KeyedValueTests {
    private func describe(_ value: KeyedValue) -> String {
        switch value {
        case .keyCodable(let codable): "keyCodable(\(typeName(type(of: codable))))"
        case .value(let other): "value(\(other))"
        case .none: "none"
        }
    }

    @Test func keyCodablePropertiesArriveAsKeyCodable() throws {
        var frame = Frame()
        #expect(describe(try frame.keyedValue(forKey: "origin")) == "keyCodable(Point3)")
        #expect(describe(try frame.keyedValue(forKey: "size")) == "none")
        frame.size = Point3()
        #expect(describe(try frame.keyedValue(forKey: "size")) == "keyCodable(Point3)")
        #expect(describe(try frame.keyedValue(forKey: "id")) == "value(7)")
    }

    @Test func genericAndHandWrittenValuesAreLookedAtWhenTheWalkRuns() throws {
        let box = Box(content: Point3())
        #expect(describe(try box.keyedValue(forKey: "content")) == "keyCodable(Point3)")
        let optionalBox = Box<Point3?>(content: nil)
        #expect(describe(try optionalBox.keyedValue(forKey: "content")) == "none")
        #expect(describe(try Temperature().keyedValue(forKey: "celsius")) == "value(0.0)")
    }

    @Test func virtualKeysGoThroughTheUndefinedKeyHook() throws {
        let circle = Circle()
        #expect(describe(try circle.keyedValue(forKey: "diameter")) == "value(2.0)")
        #expect(describe(try circle.keyedValue(forKey: "frame")) == "keyCodable(Frame)")
        let error = #expect(throws: KeyCodingError.self) { try circle.keyedValue(forKey: "radiuss") }
        #expect(error?.description == "Circle has no key \"radiuss\"; did you mean \"radius\"?")
    }
}
