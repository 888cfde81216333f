import Foundation
import StringCoding
import Testing
import TypedConfig

struct Credentials: Decodable {
    var user: String
    var apiKey: Secret<String>
    var pin: Secret<Int>
}

enum Level: String, Decodable, CaseIterable {
    case low, high
}

struct Tuning: Decodable {
    var level: Level
    var color: Color
    var retries: Int
}

@Suite struct ProblemReportTests {
    @Test func malformedJSONNamesTheFileLineAndColumn() async throws {
        let fixture = try ConfigFixture(["config.json": "{\n  \"retries\": 3,,\n}"])
        let text = await fixture.errorText(fixture.loader().0, Tuning.self)
        #expect(
            text == """
                1 problem in the configuration:
                  config.json:2:16: cannot read the file: expected a string key after ',' in an object, found ','
                """)
    }

    @Test func malformedYAMLNamesTheFileLineAndColumn() async throws {
        let fixture = try ConfigFixture(["config.default.yaml": "retries: 3\nlevel: [low\n"])
        let text = await fixture.errorText(fixture.loader().0, Tuning.self)
        #expect(
            text == """
                1 problem in the configuration:
                  config.default.yaml:3:1: cannot read the file: did not find expected ',' or ']'
                """)
    }

    @Test func malformedPropertyListNamesTheFileLineAndColumn() async throws {
        let fixture = try ConfigFixture(["config.plist": "<?xml version=\"1.0\"?><plist><dict><key>a</key></plist>"])
        let text = await fixture.errorText(fixture.loader().0, Tuning.self)
        #expect(
            text == """
                1 problem in the configuration:
                  config.plist:1:47: cannot read the file: invalid property list (a <key> must be followed by a value; \
                expected a value element, found </plist>)
                """)
    }

    @Test func twoFormatsAtOneLevelAreAnError() async throws {
        let fixture = try ConfigFixture(["config.json": "{}", "config.yaml": "retries: 1"])
        let text = await fixture.errorText(fixture.loader().0, [String: Int].self)
        #expect(
            text == """
                1 problem in the configuration:
                  config.json: cannot read the file: config.json and config.yaml are both at this level; keep one
                """)
    }

    @Test func wrongTypesAndMissingValuesAreAllListed() async throws {
        let fixture = try ConfigFixture(["config.yaml": "level: loud\ncolor: '#ff88zz'\n"])
        let (loader, _) = fixture.loader(variables: ["RETRIES": "many"])
        let text = await fixture.errorText(loader, Tuning.self)
        #expect(
            text == """
                3 problems in the configuration:
                  config.yaml:1:8: 'level': expected Level, given "loud": Cannot initialize Level from invalid String value loud
                  config.yaml:2:8: 'color': expected Color, given "#ff88zz": "z" is not a hex digit
                  environment variable RETRIES: 'retries': expected Int, given "many": "m" is not a decimal digit
                """)
    }

    @Test func missingRequiredValuesNameTheEnclosingMapping() async throws {
        let fixture = try ConfigFixture(["config.yaml": "database:\n  host: x\n"])
        let text = await fixture.errorText(fixture.loader().0, [String: Database].self)
        #expect(
            text == """
                1 problem in the configuration:
                  config.yaml:2:3: 'database.port': missing; expected Int
                """)
    }

    @Test func aValueInPlaceOfAMappingIsOneProblem() async throws {
        let fixture = try ConfigFixture(["config.yaml": "database: 5\n"])
        let text = await fixture.errorText(fixture.loader().0, [String: Database].self)
        #expect(
            text == """
                1 problem in the configuration:
                  config.yaml:1:11: 'database': expected Database, given "5": expected a mapping
                """)
    }

    @Test func secretsAreRedactedInProblems() async throws {
        let fixture = try ConfigFixture(["config.yaml": "user: ann\napi_key: [hunter2]\npin: hunter2\n"])
        let text = await fixture.errorText(fixture.loader().0, Credentials.self)
        #expect(text?.contains("hunter2") == false)
        #expect(
            text == """
                2 problems in the configuration:
                  config.yaml:2:10: 'apiKey': expected String, given a list
                  config.yaml:3:6: 'pin': expected Int, given <redacted>: the value is not valid
                """)
    }

    @Test func secretsNeverPrint() async throws {
        let fixture = try ConfigFixture(["config.yaml": "user: ann\napi_key: hunter2\npin: 1234\n"])
        let config = try await fixture.loader().0.load(Credentials.self)
        #expect(config.apiKey.value == "hunter2")
        #expect("\(config.apiKey)" == "<redacted>")
        #expect(String(reflecting: config.apiKey) == "Secret(<redacted>)")
        var dumped = ""
        dump(config, to: &dumped)
        #expect(!dumped.contains("hunter2") && !dumped.contains("1234"))
    }

    @Test func unknownKeysWarnWithSuggestionsAndFailInStrictMode() async throws {
        let fixture = try ConfigFixture(["config.yaml": "level: low\ncolor: red\nretries: 2\nretires: 3\n"])
        let (loader, log) = fixture.loader(
            variables: ["APP_COLOUR": "blue", "OTHER": "x"], arguments: ["--retires", "4", "extra"], prefix: "APP")
        _ = try await loader.load(Tuning.self)
        #expect(
            log.all.map { fixture.shortened($0.description) } == [
                "warning: command-line option extra (argument 3): not a known key: configuration options start with '--'",
                "warning: config.yaml:4:1: 'retires' is not a known key (did you mean 'retries'?)",
                "warning: environment variable APP_COLOUR: not a known key (did you mean 'APP_COLOR'?)",
                "warning: command-line option --retires (argument 1): not a known key (did you mean '--retries'?)",
            ])
        let (strictLoader, _) = fixture.loader(strict: true)
        let text = await fixture.errorText(strictLoader, Tuning.self)
        #expect(
            text == """
                1 problem in the configuration:
                  config.yaml:4:1: 'retires' is not a known key (did you mean 'retries'?)
                """)
    }

    @Test func twoSpellingsOfOneKeyAreAnError() async throws {
        let fixture = try ConfigFixture(["config.yaml": "retries: 1\nRETRIES: 2\nlevel: low\ncolor: red\n"])
        let text = await fixture.errorText(fixture.loader().0, Tuning.self)
        #expect(
            text == """
                1 problem in the configuration:
                  config.yaml:2:1: 'RETRIES' is given more than once: another spelling of the same key is also given; keep one
                """)
        let noExact = try ConfigFixture(["config.yaml": "max_count: 1\nmax-count: 2\n"])
        let noExactText = await noExact.errorText(noExact.loader().0, Limits.self)
        #expect(
            noExactText == """
                1 problem in the configuration:
                  config.yaml:1:1: 'maxCount' is given more than once: 'max_count' (line 1) and 'max-count' (line 2) both name it; keep one
                """)
    }

    @Test func anAmbiguousRequiredKeyIsOneProblemNotAlsoMissing() async throws {
        let fixture = try ConfigFixture(["config.yaml": "base_url: a\nbase-url: b\n"])
        let text = await fixture.errorText(fixture.loader().0, RequiredURL.self)
        #expect(
            text == """
                1 problem in the configuration:
                  config.yaml:1:1: 'baseURL' is given more than once: 'base_url' (line 1) and 'base-url' (line 2) both name it; keep one
                """)
    }

    @Test func longerVariableNamesWhereAValueIsNeededArePointedAt() async throws {
        let fixture = try ConfigFixture()
        let (loader, _) = fixture.loader(variables: ["APP_LABELS_TEAM_NAME": "core"], prefix: "APP")
        let text = await fixture.errorText(loader, [String: [String: String]].self)
        #expect(
            text == """
                1 problem in the configuration:
                  environment variable APP_LABELS_TEAM_NAME: 'labels.team': expected String, given a mapping
                """)
    }

    @Test func oneVariableNamingTwoPropertiesIsAnError() async throws {
        let fixture = try ConfigFixture()
        let (loader, _) = fixture.loader(variables: ["APP_BASE_URL": "x"], prefix: "APP")
        let text = await fixture.errorText(loader, Clash.self)
        #expect(
            text == """
                1 problem in the configuration:
                  environment variable APP_BASE_URL: 'base.url' is given more than once: APP_BASE_URL names both 'baseURL' and 'base.url'; rename one of the properties
                """)
    }
}

struct RequiredURL: Decodable {
    var baseURL: String
}

struct Limits: Decodable {
    var maxCount: Int?
}

struct Clash: Decodable {
    struct Base: Decodable { var url: String? }
    var baseURL: String?
    var base: Base?
}
