import AutoCoding
import Foundation
import TypedConfig

@AutoCodable @ConfigSchema struct ServiceConfig {
    /// The port to listen on.
    @Constraint(.range(1...65535)) var port = 8080
    /// How much is logged.
    @Constraint(.oneOf("debug", "info", "error")) var logLevel = "info"
    /// Sent as the X-API-Key header.
    var apiKey: Secret<String>
    /// Mirrors to read from, nearest first.
    var mirrors: [String] = []
}

let loader = ConfigLoader(directory: URL(filePath: "Config"), options: .init(environmentPrefix: "APP"))
let description = loader.describe(ServiceConfig.self)
print(description.helpText(width: 60))
print(try description.jsonSchema())
