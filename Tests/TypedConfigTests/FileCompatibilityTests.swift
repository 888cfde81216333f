import Foundation
import Testing
import TypedConfig

/// CRUConfig's test fixture (CruGlobal/CRUConfig-ios, Example/Tests/test.plist) and the class its
/// test loads it into, as a Swift struct with each property's natural type.
private let cruConfigFixture = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>number_array</key>
    \t<array>
    \t\t<integer>1</integer>
    \t\t<integer>-1</integer>
    \t</array>
    \t<key>direction_dictionary</key>
    \t<dict>
    \t\t<key>negative</key>
    \t\t<string>-1</string>
    \t\t<key>positive</key>
    \t\t<string>1</string>
    \t</dict>
    \t<key>myBoolean</key>
    \t<true/>
    \t<key>DATAINTHEHOUSE</key>
    \t<data>bXkgYW1hemluZyBkYXRhIGJsb2I=</data>
    \t<key>date</key>
    \t<date>2017-05-24T19:46:02Z</date>
    \t<key>medium_number</key>
    \t<real>87342345</real>
    \t<key>myAmazingString</key>
    \t<string>my amazing string</string>
    </dict>
    </plist>
    """

// swift-format-ignore: AlwaysUseLowerCamelCase
// The property names are the fixture's keys: what is being tested.
private struct CRUEmptyConfigTest: Decodable, Equatable {
    var numberArray: [Int]
    var directionDictionary: [String: String]
    var myBoolean: Bool
    var DATAINTHEHOUSE: Data
    var date: Date
    var medium_number: Int
    var myAmazingString: String?
    var my_amazing_string: String?
}

/// The same keys, the snake-case property declared first: which property takes a key must not
/// depend on the order properties are decoded in.
// swift-format-ignore: AlwaysUseLowerCamelCase
// The property names are the fixture's keys: what is being tested.
private struct SnakeCaseFirst: Decodable, Equatable {
    var my_amazing_string: String?
    var myAmazingString: String?
}

private struct Counts: Decodable, Equatable {
    var count: Int
    var small: Int8?
    var ratio: Double?
}

private struct Floats: Decodable {
    var up: Double
    var down: Float
    var unknown: Double
}

private struct OptionalStrings: Decodable, Equatable {
    var values: [String?]
    var single: String?
}

@Suite struct FileCompatibilityTests {
    @Test func cruConfigFixtureLoadsIntoItsNaturalStruct() async throws {
        let fixture = try ConfigFixture(["config.plist": cruConfigFixture])
        let (loader, log) = fixture.loader()
        let config = try await loader.load(CRUEmptyConfigTest.self)
        #expect(
            config
                == CRUEmptyConfigTest(
                    numberArray: [1, -1], directionDictionary: ["negative": "-1", "positive": "1"], myBoolean: true,
                    DATAINTHEHOUSE: Data("my amazing data blob".utf8), date: Date(timeIntervalSince1970: 1_495_655_162),
                    medium_number: 87_342_345, myAmazingString: "my amazing string", my_amazing_string: nil))
        #expect(log.all.isEmpty)
    }

    @Test func aKeySpelledLikeAPropertyFillsOnlyThatProperty() async throws {
        let fixture = try ConfigFixture(["config.yaml": "myAmazingString: exact\n"])
        let (loader, _) = fixture.loader()
        #expect(
            try await loader.load(SnakeCaseFirst.self)
                == SnakeCaseFirst(my_amazing_string: nil, myAmazingString: "exact"))
        try fixture.write("config.yaml", "my_amazing_string: snake\n")
        #expect(
            try await loader.load(SnakeCaseFirst.self)
                == SnakeCaseFirst(my_amazing_string: "snake", myAmazingString: nil))
    }

    @Test func relaxedCaseMatchingStillAppliesWhereNoPropertyHasTheKeysSpelling() async throws {
        let fixture = try ConfigFixture(["config.yaml": "MY-AMAZING-STRING: relaxed\n"])
        let (loader, log) = fixture.loader()
        let loaded = try await loader.load(SnakeCaseFirst.self)
        // Neither property is spelled so: both would take it, which is the ambiguity it always was.
        #expect(loaded == SnakeCaseFirst(my_amazing_string: "relaxed", myAmazingString: "relaxed"))
        #expect(log.all.isEmpty)
    }

    @Test func anIntegralRealLoadsIntoAnInteger() async throws {
        let fixture = try ConfigFixture(["config.yaml": "count: 12.0\nsmall: -1.5e1\nratio: 2\n"])
        let (loader, _) = fixture.loader()
        #expect(try await loader.load(Counts.self) == Counts(count: 12, small: -15, ratio: 2))
        let json = try ConfigFixture(["config.json": #"{"count": 1e3, "small": 0.0}"#])
        #expect(try await json.loader().0.load(Counts.self) == Counts(count: 1000, small: 0, ratio: nil))
    }

    @Test func aRealWithAFractionOrOutOfRangeIsAnErrorThatSaysSo() async throws {
        let fixture = try ConfigFixture(["config.yaml": "count: 2.5\nsmall: 300.0\n"])
        let (loader, _) = fixture.loader()
        #expect(
            await fixture.errorText(loader, Counts.self) == """
                2 problems in the configuration:
                  config.yaml:1:8: 'count': expected Int, given "2.5": 2.5 is not a whole number; Int holds whole numbers only
                  config.yaml:2:8: 'small': expected Int8, given "300.0": 300.0 is outside the range of Int8 (-128...127)
                """)
    }

    @Test func yamlInfinityAndNotANumberLoadIntoFloatingPoint() async throws {
        let fixture = try ConfigFixture(["config.yaml": "up: .inf\ndown: -.Inf\nunknown: .NaN\n"])
        let (loader, _) = fixture.loader()
        let floats = try await loader.load(Floats.self)
        #expect(floats.up == .infinity)
        #expect(floats.down == -.infinity)
        #expect(floats.unknown.isNaN)
    }

    @Test func quotedStringsInYAMLAreNeverNil() async throws {
        let yaml = """
            values: ["null", "", "nil", 'null', null, ~, nil, plain]
            single: "null"
            """
        let fixture = try ConfigFixture(["config.yaml": yaml])
        let (loader, _) = fixture.loader()
        #expect(
            try await loader.load(OptionalStrings.self)
                == OptionalStrings(values: ["null", "", "nil", "null", nil, nil, "nil", "plain"], single: "null"))
    }

    @Test func quotedStringsInJSONAreNeverNil() async throws {
        let fixture = try ConfigFixture(["config.json": #"{"values": ["null", "", "nil", null], "single": ""}"#])
        let (loader, _) = fixture.loader()
        #expect(
            try await loader.load(OptionalStrings.self)
                == OptionalStrings(values: ["null", "", "nil", nil], single: ""))
    }

    @Test func textualNilStillAppliesToVariablesOptionsAndDotEnv() async throws {
        let fixture = try ConfigFixture([".env": "SINGLE=nil\n"])
        let (loader, _) = fixture.loader(arguments: ["--values", "null", "--values", "x"])
        let loaded = try await loader.load(OptionalStrings.self)
        #expect(loaded == OptionalStrings(values: [nil, "x"], single: nil))
    }

    @Test func aStringTagKeepsYAMLNullAsText() async throws {
        let fixture = try ConfigFixture(["config.yaml": "values: [!!str null, ! ~, null]\nsingle: !!str null\n"])
        let (loader, _) = fixture.loader()
        #expect(
            try await loader.load(OptionalStrings.self) == OptionalStrings(values: ["null", "~", nil], single: "null"))
    }
}
