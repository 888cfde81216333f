import KeyCoding
import Testing

/// Records the key path written after it, as Bindings' `bindTo` does, and every value set at its end.
private final class PathRecorder: KeyPathRecorder {
    final class Log {
        var writes: [(path: [String], value: Int?)] = []
    }

    static var keyedProperties: KeyedProperties { KeyedProperties([]) }
    let path: [String]
    let log: Log

    init(path: [String] = [], log: Log = Log()) {
        self.path = path
        self.log = log
    }

    func value(forKey key: String) throws -> Any? { PathRecorder(path: path + [key], log: log) }

    func setValue(_ value: Any?, forKey key: String) throws {
        log.writes.append((path + [key], value as? Int))
    }
}

/// An ordinary owner that leads to a recorder.
@Keyed private final class Form {
    var target = PathRecorder()
}

@Suite struct KeyPathRecorderTests {
    @Test(arguments: [
        ("selected.@each.name", ["selected", "@each", "name"]),
        ("items.@count", ["items", "@count"]),
        ("@distinctUnionOfObjects.name", ["@distinctUnionOfObjects", "name"]),
        ("@superview.dataObject.@sum.price", ["@superview", "dataObject", "@sum", "price"]),
    ])
    func aRecorderReceivesOperatorKeysAsWrittenWhenRead(keyPath: String, recorded: [String]) throws {
        let reached = try PathRecorder().value(forKeyPath: keyPath) as? PathRecorder
        #expect(reached?.path == recorded)
        let throughOwner = try Form().value(forKeyPath: "target." + keyPath) as? PathRecorder
        #expect(throughOwner?.path == recorded)
    }

    @Test func aRecorderReceivesOperatorKeysAsWrittenWhenSet() throws {
        let form = Form()
        try form.setValue(1, forKeyPath: "target.selected.@each.name")
        try form.setValue(2, forKeyPath: "target.items.@count")
        try form.setValue(3, forKeyPath: "target.@each")
        let recorder = PathRecorder(log: form.target.log)
        try recorder.setValue(4, forKeyPath: "@superview.@unionOfObjects")
        #expect(
            form.target.log.writes.map(\.path) == [
                ["selected", "@each", "name"], ["items", "@count"], ["@each"], ["@superview", "@unionOfObjects"],
            ])
        #expect(form.target.log.writes.map(\.value) == [1, 2, 3, 4])
    }

    /// Only a recorder takes them: an ordinary owner still refuses an operator, as it is no collection.
    @Test func anOwnerThatRecordsNothingStillRefusesOperators() {
        let error = #expect(throws: KeyCodingError.self) { try Form().value(forKeyPath: "@each.target") }
        #expect(error == .notACollection(type: "Form", operator: "@each", keyPath: "@each.target"))
    }
}
