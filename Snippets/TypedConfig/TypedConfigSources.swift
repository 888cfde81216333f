import Configuration
import Foundation
import TypedConfig

// snippet.hide
// The secrets directory as Docker would mount it, here beside Config/.
try FileManager.default.createDirectory(atPath: "run/secrets", withIntermediateDirectories: true)
try "hunter2\n".write(toFile: "run/secrets/database_password", atomically: true, encoding: .utf8)
// snippet.show
struct Database: Decodable { var host: String; var port: Int; var password: Secret<String> }
struct AppConfig: Decodable {
    var title: String
    var timeout: Duration
    var database: Database
}

let overrides = InMemoryProvider(name: "overrides", values: ["timeout": "5s"])
let loader = ConfigLoader(directory: URL(filePath: "Config"))
    .addingLayer(.secretsDirectory(URL(filePath: "run/secrets")), above: .files)
    .addingLayer(.provider(overrides), above: .commandLine)
let loaded = try await loader.loadWithProvenance(AppConfig.self)
for keyPath in ["title", "database.port", "database.password", "timeout"] {
    print(keyPath, "from", loaded.provenance.source(of: keyPath)?.description ?? "the type's default")
}
// snippet.hide
precondition(loaded.value.database.password.value == "hunter2" && loaded.value.timeout == .seconds(5))
precondition(loaded.value.title == "demo" && loaded.value.database.port == 5432)

// The report further down: a port in the secrets directory that is not a number.
try "fifty\n".write(toFile: "run/secrets/database_port", atomically: true, encoding: .utf8)
do {
    _ = try await loader.load(AppConfig.self)
    preconditionFailure("the broken configuration loaded")
} catch {
    print(error)
}
