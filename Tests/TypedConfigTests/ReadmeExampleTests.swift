import AutoCoding
import Foundation
import Testing
import TypedConfig

/// The README's TypedConfig example, kept compiling and true.
enum ReadmeExample {
    struct Database: Codable, Equatable { var host: String; var port: Int }
    struct Mirror: Codable, Equatable { var url: URL; var weight: Int? }
    @AutoCodable struct AppConfig {
        var baseURL = URL(filePath: "/")
        var apiKey = Secret("")
        var timeout: Duration = .seconds(10)
        var database = Database(host: "localhost", port: 5432)
        var mirrors: [Mirror] = []
    }
}

@Suite struct ReadmeExampleTests {
    @Test func theTwelveFactorExampleLoadsAsDescribed() async throws {
        let fixture = try ConfigFixture([
            "config.yaml": """
            base_url: https://api.example.com
            timeout: 30s
            database:
              host: localhost
              port: 5432
            mirrors:
              - url: https://m1.example.com
            """,
            "config.production.yaml": "database:\n  host: db.production\n",
        ])
        let (loader, log) = fixture.loader(
            variables: ["APP_ENV": "production", "APP_API_KEY": "s3cret", "APP_DATABASE_HOST": "db.internal"],
            arguments: ["--database-port", "6432", "--timeout", "1m"], prefix: "APP")
        let config = try await loader.load(ReadmeExample.AppConfig.self)
        #expect(config.baseURL == URL(string: "https://api.example.com"))
        #expect(config.apiKey.value == "s3cret")
        #expect(config.timeout == .seconds(60))
        #expect(config.database == ReadmeExample.Database(host: "db.internal", port: 6432))
        #expect(config.mirrors == [ReadmeExample.Mirror(url: URL(string: "https://m1.example.com")!, weight: nil)])
        #expect(log.all.isEmpty)
    }
}
