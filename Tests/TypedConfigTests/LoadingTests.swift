import Foundation
import StringCoding
import Testing
import TypedConfig

struct Database: Decodable, Equatable {
    var host: String
    var port: Int
}

struct Mirror: Decodable, Equatable {
    var url: URL
    var weight: Int?
}

struct ServerConfig: Decodable, Equatable {
    var baseURL: URL
    var timeout: Duration
    var database: Database
    var mirrors: [Mirror]
    var tags: [String]
    var labels: [String: String]
    var verbose: Bool?
}

@Suite struct LoadingTests {
    static let baseYAML = """
        base_url: https://example.com/api
        timeout: 30s
        database:
          host: localhost
          port: 5432
        mirrors:
          - url: https://m1.example.com
            weight: 2
          - url: https://m2.example.com
        tags: [a, b]
        labels:
          team: core
          Owner-Name: ann
        """

    @Test func decodesNestedStructsArraysAndDictionariesFromYAML() async throws {
        let fixture = try ConfigFixture(["config.yaml": Self.baseYAML])
        let (loader, log) = fixture.loader()
        let config = try await loader.load(ServerConfig.self)
        #expect(
            config
                == ServerConfig(
                    baseURL: URL(string: "https://example.com/api")!, timeout: .seconds(30),
                    database: Database(host: "localhost", port: 5432),
                    mirrors: [
                        Mirror(url: URL(string: "https://m1.example.com")!, weight: 2),
                        Mirror(url: URL(string: "https://m2.example.com")!, weight: nil),
                    ],
                    tags: ["a", "b"], labels: ["team": "core", "Owner-Name": "ann"], verbose: nil))
        #expect(log.all.isEmpty)
    }

    @Test func layersOverrideInOrder() async throws {
        let fixture = try ConfigFixture([
            "config.yaml": Self.baseYAML,
            "config.default.json": #"{"database": {"port": 6000}, "timeout": "1m"}"#,
            "config.production.yaml": "database:\n  host: db.prod\n",
            ".env": "APP_DATABASE_PORT=7000\nAPP_TAGS=x, y\n",
            ".env.production": "APP_TIMEOUT=2m\n",
        ])
        let (loader, _) = fixture.loader(
            environment: "Production", variables: ["APP_DATABASE_PORT": "8000"], arguments: ["--verbose"],
            prefix: "APP")
        #expect(loader.environment == "production")
        let loaded = try await loader.loadWithProvenance(ServerConfig.self)
        #expect(loaded.value.database == Database(host: "db.prod", port: 8000))
        #expect(loaded.value.timeout == .seconds(120))
        #expect(loaded.value.tags == ["x", "y"])
        #expect(loaded.value.verbose == true)
        let provenance = loaded.provenance
        #expect(fixture.shortened("\(provenance.source(of: "database.host")!)") == "config.production.yaml:2:9")
        #expect("\(provenance.source(of: "database.port")!)" == "environment variable APP_DATABASE_PORT")
        #expect(fixture.shortened("\(provenance.source(of: "timeout")!)") == ".env.production:1:13 (APP_TIMEOUT)")
        #expect("\(provenance.source(of: "verbose")!)" == "command-line option --verbose (argument 1)")
        #expect(fixture.shortened("\(provenance.source(of: "mirrors[1].url")!)") == "config.yaml:9:10")
    }

    @Test func reportsEveryProblemAtOnce() async throws {
        let fixture = try ConfigFixture([
            "config.yaml": """
            base_url: https://example.com
            timeout: soon
            database:
              host: localhost
              port: fifty
            mirrors:
              - weight: 1
            tags: []
            labels: {}
            databse: {}
            """
        ])
        let (loader, _) = fixture.loader()
        let text = await fixture.errorText(loader, ServerConfig.self)
        #expect(
            text == """
                3 problems and 1 warning in the configuration:
                  config.yaml:2:10: 'timeout': expected Duration, given "soon": "s" is not a decimal digit
                  config.yaml:5:9: 'database.port': expected Int, given "fifty": "f" is not a decimal digit
                  config.yaml:7:5: 'mirrors[0].url': missing; expected URL
                  warning: config.yaml:10:1: 'databse' is not a known key (did you mean 'database'?)
                """)
    }
}
