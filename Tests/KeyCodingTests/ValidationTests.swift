import KeyCoding
import Testing

@Suite struct ValidationTests {
    @Test func theHookMayReplaceTheValue() throws {
        let person = Person()
        try person.setValidatedValue(200, forKeyPath: "age")
        #expect(person.age == 150)
        try person.setValidatedValue(42, forKeyPath: "age")
        #expect(person.age == 42)
    }

    @Test func aRefusalReachesTheCallerAndLeavesTheModelUnchanged() {
        let person = Person()
        person.age = 7
        let error = #expect(throws: KeyCodingError.self) { try person.setValidatedValue(-3, forKeyPath: "age") }
        #expect(error?.description == "invalid value for Person.age: -3 is negative")
        #expect(person.age == 7)
        let employee = Employee()
        employee.manager = person
        let nested = #expect(throws: KeyCodingError.self) {
            try employee.setValidatedValue(-1, forKeyPath: "manager.age")
        }
        #expect(nested?.description == "invalid value for Person.age in key path \"manager.age\": -1 is negative")
        #expect(person.age == 7)
    }

    @Test func subclassesOverrideTheHook() throws {
        let employee = Employee()
        try employee.setValidatedValue("  Ada ", forKeyPath: "name")
        #expect(employee.name == "Ada")
        #expect(throws: KeyCodingError.self) { try employee.setValidatedValue(-1, forKeyPath: "age") }
    }

    @Test func anyErrorTypeReachesTheCallerAsThrown() {
        var reading = Reading()
        #expect(throws: ValidationRefusal(key: "celsius")) {
            try reading.setValidatedValue(-300.0, forKeyPath: "celsius")
        }
        #expect(reading.celsius == 0)
    }

    @Test func plainSettingDoesNotValidate() throws {
        let person = Person()
        try person.setValue(-3, forKeyPath: "age")
        #expect(person.age == -3)
    }

    @Test func typeMismatchIsStillCheckedAfterValidation() {
        let person = Person()
        let error = #expect(throws: KeyCodingError.self) { try person.setValidatedValue("old", forKeyPath: "age") }
        #expect(error?.description == "cannot set Person.age: expected Int, got String")
    }
}
