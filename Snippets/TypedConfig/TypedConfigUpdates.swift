// snippet.hide
import AutoCoding
import Foundation
import TypedConfig

@AutoCodable struct AppConfig { var timeout: Duration = .seconds(10) }
try FileManager.default.createDirectory(atPath: "Config", withIntermediateDirectories: true)
try "timeout: 30s\n".write(toFile: "Config/config.yaml", atomically: true, encoding: .utf8)
let loader = ConfigLoader(directory: URL(filePath: "Config"), environmentVariables: [:], arguments: ["server"])
/// A server that takes the first configuration and stops there, so that the example ends.
struct Server {
    func apply(_ config: AppConfig) {
        precondition(config.timeout == .seconds(30), "the first update has timeout \(config.timeout)")
        exit(0)
    }
}
let server = Server()
// snippet.show
for await update in loader.updates(AppConfig.self, pollInterval: .seconds(5)) {
    if case .success(let loaded) = update { server.apply(loaded.value) }
}
// snippet.hide
preconditionFailure("the updates ended without a configuration")
