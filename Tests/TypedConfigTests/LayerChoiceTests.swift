import AutoCoding
import Foundation
import StringCoding
import Testing
import TypedConfig

@AutoCodable struct AppSettings {
    var name = "app"
    var port = 8080
    var timeout: Duration = .seconds(30)
    var accent: Color = .black
    var hosts: [String] = []
}

struct Switches: Decodable, Equatable {
    var verbose: Bool?
    var dryRun: Bool?
    var title: String?
    var names: [String]?
}

struct MirrorList: Decodable {
    var mirrors: [Mirror]
}

@Suite struct LayerChoiceTests {
    @Test func autoCodableDefaultsFillWhatNoLayerGives() async throws {
        let fixture = try ConfigFixture(["config.yaml": "port: 9000\n"])
        let (loader, _) = fixture.loader(variables: ["ACCENT": "rebeccapurple"], arguments: ["--hosts", "a, b"])
        let loaded = try await loader.loadWithProvenance(AppSettings.self)
        #expect(loaded.value.name == "app")
        #expect(loaded.value.port == 9000)
        #expect(loaded.value.timeout == .seconds(30))
        #expect(loaded.value.accent == Color(red: 0x66 / 255, green: 0x33 / 255, blue: 0x99 / 255))
        #expect(loaded.value.hosts == ["a", "b"])
        #expect(loaded.provenance.source(of: "name") == nil)
        #expect(loaded.provenance.keyPaths == ["accent", "hosts", "port"])
    }

    @Test func firstFoundUsesOnlyTheMostSpecificFile() async throws {
        let fixture = try ConfigFixture([
            "config.yaml": "name: base\nport: 1\n", "config.default.yaml": "name: default\n",
            "config.staging.yaml": "port: 3\n",
        ])
        let merged = try await fixture.loader(environment: "staging").0.load(AppSettings.self)
        #expect((merged.name, merged.port) == ("default", 3))
        let first = try await fixture.loader(environment: "staging", selection: .firstFound).0.load(AppSettings.self)
        #expect((first.name, first.port) == ("app", 3))
        let fallback = try await fixture.loader(environment: "qa", selection: .firstFound).0.load(AppSettings.self)
        #expect((fallback.name, fallback.port) == ("default", 8080))
    }

    @Test func environmentNameComesFromTheArgumentThenVariablesThenDevelopment() throws {
        let directory = URL(filePath: "/tmp")
        #expect(ConfigLoader(directory: directory, environment: "QA", environmentVariables: [:]).environment == "qa")
        let both = ["LOOM_ENV": "Staging", "APP_ENV": "production"]
        #expect(ConfigLoader(directory: directory, environmentVariables: both).environment == "staging")
        #expect(ConfigLoader(directory: directory, environmentVariables: ["APP_ENV": "Prod"]).environment == "prod")
        #expect(ConfigLoader(directory: directory, environmentVariables: ["LOOM_ENV": ""]).environment == "development")
    }

    @Test func anEnvironmentNameCannotLeaveTheDirectory() async throws {
        let fixture = try ConfigFixture()
        let text = await fixture.errorText(fixture.loader(environment: "../etc").0, AppSettings.self)
        #expect(
            text == """
                1 problem in the configuration:
                  the configuration: expected an environment name of letters, digits, '-' and '_', or several separated by commas, given "../etc"
                """)
    }

    @Test func commandLineFlagsNegationsAndRepeats() async throws {
        let fixture = try ConfigFixture()
        let arguments = ["--verbose", "--no-dry-run", "--title", "Smith, John", "--names=a", "--names", "b, c"]
        let (loader, log) = fixture.loader(arguments: arguments)
        let switches = try await loader.load(Switches.self)
        #expect(switches == Switches(verbose: true, dryRun: false, title: "Smith, John", names: ["a", "b, c"]))
        #expect(log.all.isEmpty)
        let (repeated, repeatedLog) = fixture.loader(arguments: ["--title", "a", "--title", "b"])
        #expect(try await repeated.load(Switches.self).title == "b")
        #expect(
            repeatedLog.all.map(\.description) == [
                "warning: command-line option --title (argument 3): 'title' is set more than once: given 2 times; the last one is used"
            ])
    }

    /// What an argument parser read goes in as it was given, flag and position included: the same
    /// values, negations, lists and report as when TypedConfig reads the arguments itself.
    @Test func optionsReadByAnArgumentParserAreTheCommandLineLayer() async throws {
        let fixture = try ConfigFixture()
        func loader(_ options: [ConfigLoader.ParsedOption]) -> (ConfigLoader, WarningLog) {
            let log = WarningLog()
            let loader = ConfigLoader(
                directory: fixture.directory, environmentVariables: [:], parsedOptions: options,
                options: ConfigLoader.Options(warningHandler: { log.append($0) }))
            return (loader, log)
        }
        let (parsed, log) = loader([
            .init(flag: "--verbose", value: nil, argumentIndex: 1),
            .init(flag: "--no-dry-run", value: nil, argumentIndex: 2),
            .init(flag: "--title", value: "Smith, John", argumentIndex: 3),
            .init(flag: "--names", value: "a", argumentIndex: 5),
            .init(flag: "--names", value: "b, c", argumentIndex: 6),
        ])
        #expect(parsed.arguments == [])
        let switches = try await parsed.loadWithProvenance(Switches.self)
        #expect(switches.value == Switches(verbose: true, dryRun: false, title: "Smith, John", names: ["a", "b, c"]))
        #expect("\(switches.provenance.source(of: "title")!)" == "command-line option --title (argument 3)")
        #expect(log.all.isEmpty)

        let (unknown, unknownLog) = loader([.init(flag: "--titel", value: "x", argumentIndex: 4)])
        _ = try await unknown.load(Switches.self)
        #expect(
            unknownLog.all.map(\.description) == [
                "warning: command-line option --titel (argument 4): not a known key (did you mean '--title'?)"
            ])
        let (bad, _) = loader([.init(flag: "--verbose", value: "maybe", argumentIndex: 7)])
        #expect(
            await fixture.errorText(bad, Switches.self) == """
                1 problem in the configuration:
                  command-line option --verbose (argument 7): 'verbose': expected Bool, given "maybe": expected a \
                boolean; valid values: true, false, yes, no, on, off, y, n, 1, 0
                """)
    }

    @Test func numberedEnvironmentVariablesMakeAListOfStructs() async throws {
        let fixture = try ConfigFixture(["config.yaml": "mirrors:\n  - url: https://file.example\n"])
        let variables = [
            "APP_MIRRORS_0_URL": "https://a.example", "APP_MIRRORS_1_URL": "https://b.example",
            "APP_MIRRORS_1_WEIGHT": "5",
        ]
        let (loader, _) = fixture.loader(variables: variables, prefix: "APP")
        let mirrors = try await loader.load(MirrorList.self).mirrors
        #expect(
            mirrors == [
                Mirror(url: URL(string: "https://a.example")!, weight: nil),
                Mirror(url: URL(string: "https://b.example")!, weight: 5),
            ])
    }

    @Test func environmentWithoutAPrefixIsNotReportedAsUnknown() async throws {
        let fixture = try ConfigFixture()
        let (loader, log) = fixture.loader(variables: ["PATH": "/bin", "PORT": "81"])
        #expect(try await loader.load(AppSettings.self).port == 81)
        #expect(log.all.isEmpty)
    }

    @Test func dotEnvProblemsAreReportedWithTheirLine() async throws {
        let fixture = try ConfigFixture([".env": "PORT=1\njust words\nPORT=2\nOTHER=3\n"])
        let (loader, _) = fixture.loader(prefix: "")
        let text = await fixture.errorText(loader, AppSettings.self)
        #expect(
            text == """
                1 problem and 2 warnings in the configuration:
                  .env:2:1: cannot read the file: expected NAME=value, found 'just words'
                  warning: .env:3:1: set more than once: 'PORT' is set again; line 1 is overridden
                  warning: .env:4:7 (OTHER): not a known key
                """)
    }

    @Test func dictionaryKeysFromVariablesAreSingleWords() async throws {
        let fixture = try ConfigFixture(["config.yaml": "databases:\n  main: {host: a, port: 1}\n"])
        let (loader, _) = fixture.loader(
            variables: [
                "APP_DATABASES_MAIN_PORT": "2", "APP_DATABASES_REPLICA_HOST": "b", "APP_DATABASES_REPLICA_PORT": "3",
            ],
            prefix: "APP")
        let databases = try await loader.load([String: [String: Database]].self)["databases"]
        #expect(databases == ["main": Database(host: "a", port: 2), "replica": Database(host: "b", port: 3)])
    }
}

struct Clusters: Decodable {
    var databases: [String: Database]
}

@Suite struct YAMLFeatureTests {
    @Test func mergeKeysFillInWhatAMappingDoesNotGive() async throws {
        let fixture = try ConfigFixture([
            "config.yaml": """
            x-shared: &base
              host: shared
              port: 1
            databases:
              main:
                <<: *base
                port: 2
              replica:
                <<: [*base]
            """
        ])
        let (loader, log) = fixture.loader()
        let config = try await loader.load(Clusters.self)
        #expect(
            config.databases == [
                "main": Database(host: "shared", port: 2), "replica": Database(host: "shared", port: 1),
            ])
        #expect(
            log.all.map { fixture.shortened($0.description) } == [
                "warning: config.yaml:1:1: 'x-shared' is not a known key"
            ])
    }

    @Test func aMergeKeyNeedsAMapping() async throws {
        let fixture = try ConfigFixture(["config.yaml": "a:\n  <<: 3\n"])
        let text = await fixture.errorText(fixture.loader().0, [String: [String: Int]].self)
        #expect(
            text == """
                1 problem in the configuration:
                  config.yaml:2:7: cannot read the file: a merge key ('<<') takes a mapping or a list of mappings
                """)
    }
}
