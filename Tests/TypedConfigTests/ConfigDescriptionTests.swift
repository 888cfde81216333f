import AutoCoding
import Foundation
import StringCoding
import Testing
import TypedConfig

/// A small service configuration, described from its type.
@AutoCodable @ConfigSchema struct ListenerSettings {
    /// The port to listen on.
    @Constraint(.range(1...65535)) var port = 8080
    /// The host name clients connect to.
    @Constraint(.nonEmpty, .pattern("[a-z][a-z0-9.-]*")) var host = "localhost"
    /// Sent as the X-API-Key header.
    var apiKey: Secret<String>
}

/// Nested, list, dictionary, optional, secret and enum keys.
@AutoCodable @ConfigSchema struct StorageSettings {
    /// Where the data lives.
    var database: StorageDatabase
    /// Copies to read from when the database is down.
    var mirrors: [StorageMirror] = []
    var tags: [String] = ["eu", "fast"]
    var labels: [String: String] = [:]
    /// A proxy for outgoing requests, or none.
    var proxy: URL? = nil
    @Constraint(.oneOf("debug", "info", "error")) var logLevel = "info"
    var mode: StorageMode = .readWrite
    var verbose = false
    /**
     How long a request may take.

     Longer requests are cancelled.
     */
    @Constraint(.range(Duration.seconds(1)...Duration.seconds(60))) var timeout: Duration = .seconds(30)
    var password = Secret("hunter2")
}

@AutoCodable @ConfigSchema struct StorageDatabase {
    /// The database server's host name.
    var host: String
    @Constraint(.range(1...65535)) var port = 5432
    var ratio: Double? = nil
}

@AutoCodable struct StorageMirror {
    var url: URL
    var weight = 1
}

enum StorageMode: StringCodableEnum, CodableAsString, Sendable {
    case readOnly, readWrite
}

/// A plain `Decodable` type, without `@ConfigSchema`: keys and defaults from the type alone.
struct PlainSettings: Decodable {
    var name: String
    var retries: Int? = nil
    var enabled: Bool = true

    enum CodingKeys: String, CodingKey {
        case name, retries, enabled
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        retries = try container.decodeIfPresent(Int.self, forKey: .retries)
        enabled = try container.decodeIfPresent(Bool.self, forKey: .enabled) ?? true
    }
}

@Suite struct ConfigDescriptionTests {
    let options = ConfigLoader.Options(environmentPrefix: "APP")

    @Test func helpTextListsEveryKeyOfASmallType() {
        let help = ConfigDescription(ListenerSettings.self, options: options).helpText()
        #expect(
            help == #"""
                CONFIGURATION KEYS:
                  port: Int = 8080
                      The port to listen on.
                      Allowed: a value in 1...65535.
                      Environment: APP_PORT
                      Option: --port
                  host: String = localhost
                      The host name clients connect to.
                      Allowed: a non-empty value; text matching [a-z][a-z0-9.-]*.
                      Environment: APP_HOST
                      Option: --host
                  apiKey: String (required, secret)
                      Sent as the X-API-Key header.
                      Environment: APP_API_KEY
                      Option: --api-key
                """#)
    }

    @Test func jsonSchemaOfASmallType() throws {
        let schema = try ConfigDescription(ListenerSettings.self, options: options).jsonSchema()
        #expect(
            schema == #"""
                {
                  "$schema": "https://json-schema.org/draft/2020-12/schema",
                  "title": "ListenerSettings",
                  "type": "object",
                  "properties": {
                    "port": {
                      "description": "The port to listen on.",
                      "type": "integer",
                      "default": 8080,
                      "minimum": 1,
                      "maximum": 65535
                    },
                    "host": {
                      "description": "The host name clients connect to.",
                      "type": "string",
                      "default": "localhost",
                      "minLength": 1,
                      "pattern": "^(?:[a-z][a-z0-9.-]*)$"
                    },
                    "apiKey": {
                      "description": "Sent as the X-API-Key header.",
                      "type": "string"
                    }
                  },
                  "required": [
                    "apiKey"
                  ]
                }
                """#)
    }

    @Test func helpTextOfNestedListOptionalSecretAndEnumKeys() {
        let help = ConfigDescription(StorageSettings.self, options: options).helpText()
        #expect(
            help == #"""
                CONFIGURATION KEYS:
                  database.host: String (required)
                      The database server's host name.
                      Environment: APP_DATABASE_HOST
                      Option: --database-host
                  database.port: Int = 5432
                      Allowed: a value in 1...65535.
                      Environment: APP_DATABASE_PORT
                      Option: --database-port
                  database.ratio: Double (optional)
                      Environment: APP_DATABASE_RATIO
                      Option: --database-ratio
                  mirrors[n].url: URL (required)
                      Environment: APP_MIRRORS_<n>_URL
                      Option: --mirrors-<n>-url
                  mirrors[n].weight: Int = 1
                      Environment: APP_MIRRORS_<n>_WEIGHT
                      Option: --mirrors-<n>-weight
                  tags: [String] = [eu, fast]
                      Environment: APP_TAGS
                      Option: --tags
                  labels: [String: String] = {}
                      Environment: APP_LABELS_<NAME>
                      Option: --labels-<name>
                  proxy: URL (optional)
                      A proxy for outgoing requests, or none.
                      Environment: APP_PROXY
                      Option: --proxy
                  logLevel: String = info
                      Allowed: one of debug, info, error.
                      Environment: APP_LOG_LEVEL
                      Option: --log-level
                  mode: StorageMode = readWrite
                      Allowed: readOnly, readWrite.
                      Environment: APP_MODE
                      Option: --mode
                  verbose: Bool = false
                      Environment: APP_VERBOSE
                      Options: --verbose, --no-verbose
                  timeout: Duration = 30s
                      How long a request may take.
                      Allowed: a value in 1.0 seconds...60.0 seconds.
                      Environment: APP_TIMEOUT
                      Option: --timeout
                  password: String (secret)
                      Environment: APP_PASSWORD
                      Option: --password
                """#)
    }

    @Test func jsonSchemaOfNestedListOptionalSecretAndEnumKeys() throws {
        var strict = options
        strict.strict = true
        let schema = try ConfigDescription(StorageSettings.self, options: strict).jsonSchema(title: "Storage")
        #expect(
            schema == #"""
                {
                  "$schema": "https://json-schema.org/draft/2020-12/schema",
                  "title": "Storage",
                  "type": "object",
                  "properties": {
                    "database": {
                      "description": "Where the data lives.",
                      "type": "object",
                      "properties": {
                        "host": {
                          "description": "The database server's host name.",
                          "type": "string"
                        },
                        "port": {
                          "type": "integer",
                          "default": 5432,
                          "minimum": 1,
                          "maximum": 65535
                        },
                        "ratio": {
                          "type": [
                            "number",
                            "null"
                          ]
                        }
                      },
                      "required": [
                        "host"
                      ],
                      "additionalProperties": false
                    },
                    "mirrors": {
                      "description": "Copies to read from when the database is down.",
                      "type": "array",
                      "default": [],
                      "items": {
                        "type": "object",
                        "properties": {
                          "url": {
                            "type": "string"
                          },
                          "weight": {
                            "type": "integer",
                            "default": 1
                          }
                        },
                        "required": [
                          "url"
                        ],
                        "additionalProperties": false
                      }
                    },
                    "tags": {
                      "type": "array",
                      "default": [
                        "eu",
                        "fast"
                      ],
                      "items": {
                        "type": "string"
                      }
                    },
                    "labels": {
                      "type": "object",
                      "default": {},
                      "additionalProperties": {
                        "type": "string"
                      }
                    },
                    "proxy": {
                      "description": "A proxy for outgoing requests, or none.",
                      "type": [
                        "string",
                        "null"
                      ]
                    },
                    "logLevel": {
                      "type": "string",
                      "default": "info",
                      "enum": [
                        "debug",
                        "info",
                        "error"
                      ]
                    },
                    "mode": {
                      "type": "string",
                      "default": "readWrite",
                      "enum": [
                        "readOnly",
                        "readWrite"
                      ]
                    },
                    "verbose": {
                      "type": "boolean",
                      "default": false
                    },
                    "timeout": {
                      "description": "How long a request may take.",
                      "type": "string",
                      "default": "30s"
                    },
                    "password": {
                      "type": "string"
                    }
                  },
                  "required": [
                    "database"
                  ],
                  "additionalProperties": false
                }
                """#)
    }

    @Test func helpTextFitsFortyColumns() {
        let help = ConfigDescription(StorageSettings.self, options: options).helpText(width: 40)
        #expect(help.split(separator: "\n").allSatisfy { $0.count <= 40 })
        #expect(
            help == #"""
                CONFIGURATION KEYS:
                  database.host: String (required)
                      The database server's host name.
                      Environment: APP_DATABASE_HOST
                      Option: --database-host
                  database.port: Int = 5432
                      Allowed: a value in 1...65535.
                      Environment: APP_DATABASE_PORT
                      Option: --database-port
                  database.ratio: Double (optional)
                      Environment: APP_DATABASE_RATIO
                      Option: --database-ratio
                  mirrors[n].url: URL (required)
                      Environment: APP_MIRRORS_<n>_URL
                      Option: --mirrors-<n>-url
                  mirrors[n].weight: Int = 1
                      Environment:
                      APP_MIRRORS_<n>_WEIGHT
                      Option: --mirrors-<n>-weight
                  tags: [String] = [eu, fast]
                      Environment: APP_TAGS
                      Option: --tags
                  labels: [String: String] = {}
                      Environment: APP_LABELS_<NAME>
                      Option: --labels-<name>
                  proxy: URL (optional)
                      A proxy for outgoing requests, or
                      none.
                      Environment: APP_PROXY
                      Option: --proxy
                  logLevel: String = info
                      Allowed: one of debug, info,
                      error.
                      Environment: APP_LOG_LEVEL
                      Option: --log-level
                  mode: StorageMode = readWrite
                      Allowed: readOnly, readWrite.
                      Environment: APP_MODE
                      Option: --mode
                  verbose: Bool = false
                      Environment: APP_VERBOSE
                      Options: --verbose, --no-verbose
                  timeout: Duration = 30s
                      How long a request may take.
                      Allowed: a value in 1.0
                      seconds...60.0 seconds.
                      Environment: APP_TIMEOUT
                      Option: --timeout
                  password: String (secret)
                      Environment: APP_PASSWORD
                      Option: --password
                """#)
    }

    @Test func aPlainDecodableTypeIsDescribedFromItsKeysAndPropertyNames() throws {
        let description = ConfigDescription(PlainSettings.self)
        #expect(description.keys.map(\.keyPath) == ["name", "retries", "enabled"])
        #expect(
            description.helpText() == #"""
                CONFIGURATION KEYS:
                  name: String (required)
                      Environment: NAME
                      Option: --name
                  retries: Int (optional)
                      Environment: RETRIES
                      Option: --retries
                  enabled: Bool = true
                      Environment: ENABLED
                      Options: --enabled, --no-enabled
                """#)
        #expect(
            try description.jsonSchema() == #"""
                {
                  "$schema": "https://json-schema.org/draft/2020-12/schema",
                  "title": "PlainSettings",
                  "type": "object",
                  "properties": {
                    "name": {
                      "type": "string"
                    },
                    "retries": {
                      "type": [
                        "integer",
                        "null"
                      ]
                    },
                    "enabled": {
                      "type": "boolean",
                      "default": true
                    }
                  },
                  "required": [
                    "name"
                  ]
                }
                """#)
    }

    @Test func theLoaderDescribesWithItsOwnOptions() throws {
        let loader = ConfigLoader(
            directory: URL(filePath: "/nonexistent"), environmentVariables: [:], arguments: ["app"],
            options: ConfigLoader.Options(environmentPrefix: "SVC"))
        let port = try #require(loader.describe(ListenerSettings.self).keys.first { $0.keyPath == "port" })
        #expect(port.typeName == "Int")
        #expect(port.summary == "The port to listen on.")
        #expect(port.defaultValue == "8080")
        #expect(!port.isRequired && !port.isOptional && !port.isSecret)
        #expect(port.environmentVariable == "SVC_PORT")
        #expect(port.options == ["--port"])
        #expect(port.allowedValues == nil)
        #expect(port.constraints == ["a value in 1...65535"])
    }
}
