import AutoCoding
import Foundation
import Testing
import TypedConfig

@AutoCodable @ConfigSchema struct ServiceSettings {
    @Constraint(.range(1...65535)) var port = 8080
    @Constraint(.nonEmpty, .pattern("[a-z][a-z0-9.-]*")) var host = "localhost"
    @Constraint(.oneOf("debug", "info", "error")) var logLevel = "info"
    @Constraint(.check("an even number") { $0 % 2 == 0 }) var workers = 4
    @Constraint(.nonEmpty, .pattern("[A-Za-z0-9]{8,}")) var apiKey = Secret("key12345")
    @Constraint(.range(0.1...)) var ratio: Double? = nil
    @Constraint(.nonEmpty) var mirrors: [String] = ["https://m1.example.com"]
    @ArchiveKey("request_timeout") @Constraint(.range(Duration.seconds(1)...Duration.seconds(60)))
    var timeout: Duration = .seconds(30)
}

/// A plain `Decodable` type: its key comes from `CodingKeys`.
@ConfigSchema struct PoolSettings: Decodable, Equatable {
    @Constraint(.range(1...)) var size: Int
    var name: String

    enum CodingKeys: String, CodingKey {
        case size = "pool_size"
        case name
    }
}

/// Checks across properties, without the macro.
struct PortRange: Codable, ValidatedConfig {
    var low: Int
    var high: Int

    func validate() throws {
        if low > high { throw ConfigViolation(key: "low", "must not be above high (\(high))") }
    }
}

@AutoCodable @ConfigSchema struct ReplicaSettings: ValidatedConfig {
    @Constraint(.range(0...)) var replicas = 1
    var host = "localhost"
    var ports = PortRange(low: 8000, high: 8999)

    func validate() throws {
        var violations: [ConfigViolation] = []
        if replicas > 1 && host == "localhost" {
            violations.append(ConfigViolation(key: "host", "must be reachable from every replica, not localhost"))
        }
        if replicas > 9 { violations.append(ConfigViolation("at most 9 replicas fit in one port range")) }
        if !violations.isEmpty { throw ConfigViolations(violations) }
    }
}

struct Deployment: Decodable {
    var service: ServiceSettings
    var pools: [PoolSettings]
    var replication: ReplicaSettings
}

@Suite struct ConstraintTests {
    @Test func everyBrokenConstraintIsListedWithItsSource() async throws {
        let fixture = try ConfigFixture([
            "config.yaml": """
            port: 70000
            host: Local_Host
            logLevel: verbose
            request_timeout: 90s
            mirrors: []
            """
        ])
        let (loader, _) = fixture.loader(
            variables: ["APP_WORKERS": "3"], arguments: ["--ratio", "0.05"], prefix: "APP")
        let text = await fixture.errorText(loader, ServiceSettings.self)
        #expect(
            text == """
                7 problems in the configuration:
                  config.yaml:1:7: 'port': expected a value in 1...65535, given 70000
                  config.yaml:2:7: 'host': expected text matching [a-z][a-z0-9.-]*, given "Local_Host"
                  config.yaml:3:11: 'logLevel': expected one of debug, info, error, given "verbose"
                  environment variable APP_WORKERS: 'workers': expected an even number, given 3
                  command-line option --ratio (argument 1): 'ratio': expected at least 0.1, given 0.05
                  config.yaml:5:10: 'mirrors': expected a non-empty value, given []
                  config.yaml:4:18: 'request_timeout': expected a value in 1.0 seconds...60.0 seconds, given 90.0 seconds
                """)
    }

    @Test func aValueThatFollowsEveryConstraintLoads() async throws {
        let fixture = try ConfigFixture(["config.yaml": "port: 443\nhost: api.example.com\nlogLevel: error\n"])
        let settings = try await fixture.loader().0.load(ServiceSettings.self)
        #expect(settings.port == 443 && settings.host == "api.example.com" && settings.logLevel == "error")
    }

    @Test func secretValuesAreRedacted() async throws {
        let fixture = try ConfigFixture()
        let (loader, _) = fixture.loader(variables: ["APP_API_KEY": "short"], prefix: "APP")
        let text = await fixture.errorText(loader, ServiceSettings.self)
        #expect(
            text == """
                1 problem in the configuration:
                  environment variable APP_API_KEY: 'apiKey': expected text matching [A-Za-z0-9]{8,}, given <redacted>
                """)
    }

    @Test func aValueFromASecretSourceIsRedacted() async throws {
        let fixture = try ConfigFixture()
        let secrets = fixture.directory.appending(path: "secrets")
        try FileManager.default.createDirectory(at: secrets, withIntermediateDirectories: true)
        try Data("verbose".utf8).write(to: secrets.appending(path: "logLevel"))
        let loader = fixture.loader().0.addingLayer(.secretsDirectory(secrets), above: .files)
        let text = await fixture.errorText(loader, ServiceSettings.self)
        #expect(
            text == """
                1 problem in the configuration:
                  secret file secrets/logLevel: 'logLevel': expected one of debug, info, error, given <redacted>
                """)
    }

    /// A value is shown as the parsers show text: quotes and line breaks inside it are escaped, so
    /// that the report stays one line per problem and the value's end is where it seems.
    @Test func aBrokenValueWithQuotesAndLineBreaksIsShownEscaped() async throws {
        let fixture = try ConfigFixture(["config.yaml": #"host: "say \"hi\"\nto\tall""# + "\n"])
        let text = await fixture.errorText(fixture.loader().0, ServiceSettings.self)
        #expect(
            text == #"""
                1 problem in the configuration:
                  config.yaml:1:7: 'host': expected text matching [a-z][a-z0-9.-]*, given "say \"hi\"\nto\tall"
                """#)
    }

    @Test func aDefaultThatBreaksAConstraintSaysSo() async throws {
        let fixture = try ConfigFixture(["config.json": #"{"pools": [], "replication": {"replicas": -1}}"#])
        let text = await fixture.errorText(fixture.loader().0, Deployment.self)
        #expect(
            text == """
                2 problems in the configuration:
                  config.json:1:1: 'service': missing; expected ServiceSettings
                  config.json:1:43: 'replication.replicas': expected at least 0, given -1
                """)
    }

    @Test func aValueThatCannotBeReadIsNotCheckedAgain() async throws {
        let fixture = try ConfigFixture(["config.yaml": "port: many\nworkers: 3\n"])
        let text = await fixture.errorText(fixture.loader().0, ServiceSettings.self)
        #expect(
            text == """
                2 problems in the configuration:
                  config.yaml:1:7: 'port': expected Int, given "many": "m" is not a decimal digit
                  config.yaml:2:10: 'workers': expected an even number, given 3
                """)
    }

    @Test func keysComeFromCodingKeysAndListsNameTheElement() async throws {
        let fixture = try ConfigFixture([
            "config.yaml": """
            service: {}
            pools:
              - pool_size: 4
                name: a
              - pool_size: 0
                name: b
            replication: {}
            """
        ])
        let text = await fixture.errorText(fixture.loader().0, Deployment.self)
        #expect(
            text == """
                1 problem in the configuration:
                  config.yaml:5:16: 'pools[1].pool_size': expected at least 1, given 0
                """)
    }

    @Test func validateReportsEveryViolationAtItsSource() async throws {
        let fixture = try ConfigFixture([
            "config.yaml": """
            service: {}
            pools: []
            replication:
              replicas: 12
              ports:
                low: 9000
                high: 8000
            """
        ])
        let text = await fixture.errorText(fixture.loader().0, Deployment.self)
        #expect(
            text == """
                3 problems in the configuration:
                  config.yaml:6:10: 'replication.ports.low': must not be above high (8000)
                  'replication.host': must be reachable from every replica, not localhost
                  config.yaml:4:3: 'replication': at most 9 replicas fit in one port range
                """)
    }

    @Test func validateDoesNotRunWhenAPropertyIsAlreadyWrong() async throws {
        let fixture = try ConfigFixture(["config.yaml": "replicas: -3\n"])
        let text = await fixture.errorText(fixture.loader().0, ReplicaSettings.self)
        #expect(
            text == """
                1 problem in the configuration:
                  config.yaml:1:11: 'replicas': expected at least 0, given -3
                """)
    }

    @Test func provenanceLoadsPlaceViolationsToo() async throws {
        let fixture = try ConfigFixture(["config.yaml": "port: 0\n"])
        await #expect(throws: ConfigError.self) {
            try await fixture.loader().0.loadWithProvenance(ServiceSettings.self)
        }
        do {
            _ = try await fixture.loader().0.loadWithProvenance(ServiceSettings.self)
        } catch {
            #expect(error.problems.map(\.source) == [.file(path: fixture.path("config.yaml"), line: 1, column: 7)])
            #expect(error.problems.map(\.kind) == [.constraintViolation])
        }
    }

    @Test func eachConstraintSaysWhatItAllows() {
        #expect(ConfigConstraint<Int>.range(1..<10).expected == "a value in 1..<10")
        #expect(ConfigConstraint<Int>.range(...10).expected == "at most 10")
        #expect(ConfigConstraint<Int>.range(..<10).expected == "less than 10")
        #expect(
            ConfigConstraint<String>.pattern("[a-").expected
                == "text matching [a-, which is not a valid regular expression")
        #expect(!ConfigConstraint<String>.pattern("[a-").allows("a"))
        #expect(ConfigConstraint<String>.pattern("a|b").allows("b"))
        #expect(!ConfigConstraint<String>.pattern("a|b").allows("ab"))
        #expect(ConfigConstraint<[Int]>.nonEmpty.allows([1]))
        #expect(ConfigViolation(key: "low", "must be small").description == "'low': must be small")
    }
}
