import Foundation
import KeyCoding
import StringCoding
import Testing

@Keyed struct Insets {
    var padding = EdgeInsets.zero
    var tint: Color? = .red
    var weights: [Double] = []
}

@Keyed struct Theme {
    var insets = Insets()
    var rows: [Insets] = [Insets(), Insets()]
    var anything: Any? = nil
    var margin = 0.0
    var colorsByState: [String: Color] = [:]
}

/// A custom string setter for one key wins over the property's own type.
@Keyed struct Gauge: CustomStringSettable {
    var level = 0.0
    var unit = ""

    mutating func setValue(fromString string: String, forCustomKey key: String) throws -> Bool {
        guard key == "level", string.hasSuffix("%") else { return false }
        level = try Double(parsing: String(string.dropLast())) / 100
        return true
    }

    mutating func setValue(_ value: Any?, forUndefinedKey key: String) throws {
        guard key == "reading", let text = value as? String else {
            throw KeyCodingError.unknownKey(for: Self.self, key: key, virtualKeys: ["reading"])
        }
        let parts = text.split(separator: " ")
        level = try Double(parsing: String(parts.first ?? ""))
        unit = parts.dropFirst().joined(separator: " ")
    }
}

@Suite struct StringSettingTests {
    /// A dictionary step names one entry, as in Cocoa; the string converts to the dictionary's value type.
    @Test func aDictionaryEntryIsSetFromAString() throws {
        var theme = Theme()
        try theme.setValue(fromString: "#ff0000", forKeyPath: "colorsByState.highlighted")
        #expect(theme.colorsByState == ["highlighted": Color(red: 1, green: 0, blue: 0)])
        let sheet = try Stylesheet(data: Data(#"{"colorsByState.normal": "blue"}"#.utf8), source: "theme.json")
        try sheet.apply(to: &theme)
        #expect(theme.colorsByState.keys.sorted() == ["highlighted", "normal"])
        let error = #expect(throws: (any Error).self) {
            try theme.setValue(fromString: "nocolor", forKeyPath: "colorsByState.normal")
        }
        #expect(error.map { "\($0)" }?.contains("nocolor") == true)
    }

    @Test func parsesIntoTheDeclaredTypeThroughNestedValues() throws {
        var theme = Theme()
        try theme.setValue(fromString: "{1, 2, 3, 4}", forKeyPath: "insets.padding")
        try theme.setValue(fromString: "nil", forKeyPath: "insets.tint")
        try theme.setValue(fromString: "0.5, 1.5", forKeyPath: "insets.weights")
        try theme.setValue(fromString: "8", forKeyPath: "margin")
        #expect(theme.insets.padding == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(theme.insets.tint == nil)
        #expect(theme.insets.weights == [0.5, 1.5])
        #expect(theme.margin == 8)
    }

    @Test func fansOutThroughCollections() throws {
        var theme = Theme()
        try theme.setValue(fromString: "#00ff00", forKeyPath: "rows.tint")
        #expect(theme.rows.map(\.tint) == [.init(red: 0, green: 1, blue: 0), .init(red: 0, green: 1, blue: 0)])
    }

    /// Whether an owner has custom setters is remembered for the last type asked about; taking
    /// turns between a type with them and one without must still ask each its own answer.
    @Test func alternatingOwnerTypesKeepTheirOwnCustomSetters() throws {
        var gauge = Gauge()
        var theme = Theme()
        for round in 1...3 {
            try gauge.setValue(fromString: "\(round * 10)%", forKeyPath: "level")
            try theme.setValue(fromString: "\(round)", forKeyPath: "margin")
            #expect(gauge.level == Double(round) / 10)
            #expect(theme.margin == Double(round))
        }
        #expect(throws: StringCodingError.self) { try theme.setValue(fromString: "10%", forKeyPath: "margin") }
    }

    @Test func customSetterWinsAndFallsBackToTheType() throws {
        var gauge = Gauge()
        try gauge.setValue(fromString: "50%", forKeyPath: "level")
        #expect(gauge.level == 0.5)
        try gauge.setValue(fromString: "0.25", forKeyPath: "level")
        #expect(gauge.level == 0.25)
    }

    @Test func virtualKeysReceiveTheStringItself() throws {
        var gauge = Gauge()
        try gauge.setValue(fromString: "3.5 bar", forKeyPath: "reading")
        #expect(gauge.level == 3.5)
        #expect(gauge.unit == "bar")
        let error = #expect(throws: KeyCodingError.self) { try gauge.setValue(fromString: "1", forKeyPath: "readng") }
        #expect(error?.description == "Gauge has no key \"readng\"; did you mean \"reading\"?")
    }

    @Test func parseErrorsNameTheKeyPath() {
        var theme = Theme()
        let error = #expect(throws: StringCodingError.self) {
            try theme.setValue(fromString: "#12345", forKeyPath: "insets.tint")
        }
        #expect(error?.keyPath == "insets.tint")
        #expect(error?.description.hasPrefix("cannot read \"#12345\" as Color? for key path \"insets.tint\"") == true)
    }

    @Test func aTypeThatCannotBeReadFromAStringSaysHowToFixIt() {
        var theme = Theme()
        let error = #expect(throws: StringCodingError.self) {
            try theme.setValue(fromString: "x", forKeyPath: "anything")
        }
        #expect(
            error?.description == """
                cannot read "x" as Any? for key path "anything": Theme.anything cannot be set from a string: Any? is not \
                StringDecodable; conform it, or make Theme CustomStringSettable
                """)
    }

    @Test func classesNeedNoVar() throws {
        let label = Label()
        try label.setValue(fromString: "right", forKeyPath: "textAlignment")
        #expect(label.textAlignment == .right)
    }
}
