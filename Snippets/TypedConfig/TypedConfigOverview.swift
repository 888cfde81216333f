import Foundation
import TypedConfig

// snippet.hide
try FileManager.default.createDirectory(atPath: "Config", withIntermediateDirectories: true)
try """
base_url: https://staging.example.com
api_key: s3cret
timeout: 30s
database:
  host: db.staging
  port: 5432

""".write(toFile: "Config/config.staging.yaml", atomically: true, encoding: .utf8)
// snippet.show
struct Database: Decodable { var host: String; var port: Int }
struct AppConfig: Decodable {
    var baseURL: URL
    var apiKey: Secret<String>
    var timeout: Duration
    var database: Database
}

let loader = ConfigLoader(directory: URL(filePath: "Config"), environment: "staging")
let config = try await loader.load(AppConfig.self)
// snippet.hide
precondition(config.baseURL == URL(string: "https://staging.example.com"), "\(config.baseURL)")
precondition(config.apiKey.value == "s3cret" && config.timeout == .seconds(30), "\(config.timeout)")
precondition(config.database.host == "db.staging" && config.database.port == 5432, "\(config.database)")
