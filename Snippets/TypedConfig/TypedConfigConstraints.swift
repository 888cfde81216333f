import AutoCoding
import Foundation
import TypedConfig

@AutoCodable @ConfigSchema struct ServerConfig {
    @Constraint(.range(1...65535)) var port = 8080
    @Constraint(.range(1...65535)) var adminPort = 8081
    @Constraint(.nonEmpty, .pattern("[a-z][a-z0-9.-]*")) var host = "localhost"
    @Constraint(.oneOf("debug", "info", "error")) var logLevel = "info"
    @Constraint(.check("an even number") { $0 % 2 == 0 }) var workers = 4

    func validate() throws {
        if adminPort == port { throw ConfigViolation(key: "adminPort", "must differ from port (\(port))") }
    }
}

let loader = ConfigLoader(directory: URL(filePath: "Config"))
do {
    let config = try await loader.load(ServerConfig.self)
    print("listening on \(config.host):\(config.port)")
} catch {
    print(error)
}
// snippet.hide
// The second report further down: every property follows its constraints, the two ports clash.
try "port: 9000\nadminPort: 9000\n".write(toFile: "Config/config.yaml", atomically: true, encoding: .utf8)
do {
    _ = try await loader.load(ServerConfig.self)
    preconditionFailure("the clashing ports loaded")
} catch {
    print(error)
}
