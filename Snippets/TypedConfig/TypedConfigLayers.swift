import AutoCoding
import Foundation
import TypedConfig

struct Database: Codable { var host: String; var port: Int }
struct Mirror: Codable { var url: URL; var weight: Int? }
@AutoCodable struct AppConfig {                 // or any Decodable; @AutoCodable keeps defaults
    var baseURL = URL(filePath: "/")
    var apiKey = Secret("")
    var timeout: Duration = .seconds(10)
    var database = Database(host: "localhost", port: 5432)
    var mirrors: [Mirror] = []
}

let loader = ConfigLoader(directory: URL(filePath: "Config"), options: .init(environmentPrefix: "APP"))
let config = try await loader.load(AppConfig.self)
// snippet.hide
precondition(config.baseURL == URL(string: "https://api.example.com"), "\(config.baseURL)")
precondition(config.apiKey.value == "" && config.timeout == .seconds(30), "\(config.apiKey) \(config.timeout)")
precondition(config.database.host == "localhost" && config.database.port == 5432, "\(config.database)")
let mirrors = config.mirrors.map { "\($0.url) \($0.weight ?? 0)" }
precondition(mirrors == ["https://m1.example.com 2"], "\(mirrors)")

// Started in production with a secret and two overrides, as the text shows next.
let production = try await ConfigLoader(
    directory: URL(filePath: "Config"),
    environmentVariables: ["APP_ENV": "production", "APP_API_KEY": "s3cret", "APP_DATABASE_HOST": "db.internal"],
    arguments: ["server", "--database-port", "6432", "--timeout", "1m"],
    options: .init(environmentPrefix: "APP")
).load(AppConfig.self)
precondition(production.apiKey.value == "s3cret" && production.timeout == .seconds(60), "\(production.timeout)")
precondition(production.database.host == "db.internal" && production.database.port == 6432, "\(production.database)")

// The report of problems further down: `timeout: soon` in config.yaml, a misspelled key on
// line 4 of a production file, and a port that is not a number.
let defaults = try String(contentsOfFile: "Config/config.yaml", encoding: .utf8)
try defaults.replacingOccurrences(of: "timeout: 30s", with: "timeout: soon")
    .write(toFile: "Config/config.yaml", atomically: true, encoding: .utf8)
try """
# Config/config.production.yaml
mirrors:
  - url: https://m2.example.com
databse:
  host: db.internal

""".write(toFile: "Config/config.production.yaml", atomically: true, encoding: .utf8)
let broken = ConfigLoader(
    directory: URL(filePath: "Config"), environmentVariables: ["APP_ENV": "production", "APP_DATABASE_PORT": "fifty"],
    options: .init(environmentPrefix: "APP"))
do {
    _ = try await broken.load(AppConfig.self)
    preconditionFailure("the broken configuration loaded")
} catch {
    print(error)
}
