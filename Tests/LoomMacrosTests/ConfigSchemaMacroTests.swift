import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// `@ConfigSchema` and `@Constraint`, expanded as text; the conformances are the ones the compiler
/// would say the type lacks.
@Suite struct ConfigSchemaMacroTests {
    @Test func constraintsBecomeATableKeyedAsDecoded() {
        assertExpansion(
            """
            @ConfigSchema struct Server {
                @Constraint(.range(1...65535)) var port = 8080
                @ArchiveKey("host_name") @Constraint(.nonEmpty, .pattern("[a-z]+")) var host = "x"
                var plain = 1
                @Constraint(.check("an even number") { $0 % 2 == 0 }) var workers = 4
            }
            """,
            expandedSource: """
                struct Server {
                    var port = 8080
                    var host = "x"
                    var plain = 1
                    var workers = 4
                }

                extension Server: TypedConfig.ValidatedConfig, TypedConfig.DescribedConfig {
                    static let propertyConstraints: [ConfigPropertyConstraints<Server>] = [
                        ConfigPropertyConstraints(\\Server.port, key: "port", .range(1 ... 65535)),
                        ConfigPropertyConstraints(\\Server.host, key: "host_name", .nonEmpty, .pattern("[a-z]+")),
                        ConfigPropertyConstraints(\\Server.workers, key: "workers", .check("an even number") {
                                $0 % 2 == 0
                            }),
                    ]
                    static let propertyDescriptions: [ConfigPropertyDescription<Server>] = [
                        ConfigPropertyDescription(\\Server.port, key: "port", summary: nil, .range(1 ... 65535)),
                        ConfigPropertyDescription(\\Server.host, key: "host_name", summary: nil, .nonEmpty, .pattern("[a-z]+")),
                        ConfigPropertyDescription(\\Server.plain, key: "plain", summary: nil),
                        ConfigPropertyDescription(\\Server.workers, key: "workers", summary: nil),
                    ]
                }
                """,
            conformances: ["ValidatedConfig", "DescribedConfig"])
    }

    @Test func codingKeysNameThePlainDecodableKeysAndPublicTypesGetPublicTables() {
        assertExpansion(
            """
            @ConfigSchema public struct Pool: Decodable, ValidatedConfig {
                @Constraint(.range(1...)) public var size: Int
                enum CodingKeys: String, CodingKey {
                    case size = "pool_size"
                }
            }
            """,
            expandedSource: """
                public struct Pool: Decodable, ValidatedConfig {
                    public var size: Int
                    enum CodingKeys: String, CodingKey {
                        case size = "pool_size"
                    }
                }

                extension Pool: TypedConfig.DescribedConfig {
                    public static let propertyConstraints: [ConfigPropertyConstraints<Pool>] = [
                        ConfigPropertyConstraints(\\Pool.size, key: "pool_size", .range(1...)),
                    ]
                    public static let propertyDescriptions: [ConfigPropertyDescription<Pool>] = [
                        ConfigPropertyDescription(\\Pool.size, key: "pool_size", summary: nil, .range(1...)),
                    ]
                }
                """,
            conformances: ["DescribedConfig"])
    }

    @Test func aGenericTypeGetsAComputedTable() {
        assertExpansion(
            """
            @ConfigSchema struct Box<Value> {
                @Constraint(.nonEmpty) var name = "box"
            }
            """,
            expandedSource: """
                struct Box<Value> {
                    var name = "box"
                }

                extension Box: TypedConfig.ValidatedConfig, TypedConfig.DescribedConfig {
                    static var propertyConstraints: [ConfigPropertyConstraints<Box<Value>>] {
                        [
                            ConfigPropertyConstraints(\\Box<Value>.name, key: "name", .nonEmpty),
                        ]
                    }
                    static var propertyDescriptions: [ConfigPropertyDescription<Box<Value>>] {
                        [
                            ConfigPropertyDescription(\\Box<Value>.name, key: "name", summary: nil, .nonEmpty),
                        ]
                    }
                }
                """,
            conformances: ["ValidatedConfig", "DescribedConfig"])
    }

    @Test func misuseIsDiagnosed() {
        assertExpansion(
            """
            @ConfigSchema class Settings {
                var port = 1
            }
            struct Loose {
                @Constraint(.range(1...2)) var port = 1
            }
            @ConfigSchema struct Computed {
                @Constraint(.range(1...2)) var port: Int { 1 }
                @Constraint() var host = ""
            }
            """,
            expandedSource: """
                class Settings {
                    var port = 1
                }
                struct Loose {
                    var port = 1
                }
                struct Computed {
                    var port: Int { 1 }
                    var host = ""
                }

                extension Computed: TypedConfig.ValidatedConfig, TypedConfig.DescribedConfig {
                    static let propertyConstraints: [ConfigPropertyConstraints<Computed>] = []
                    static let propertyDescriptions: [ConfigPropertyDescription<Computed>] = [
                        ConfigPropertyDescription(\\Computed.host, key: "host", summary: nil),
                    ]
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "@ConfigSchema needs a struct or a final class: a subclass would inherit constraints "
                        + "typed for its superclass; mark the class final",
                    line: 1, column: 1),
                DiagnosticSpec(
                    message: "@Constraint is read by @ConfigSchema on the enclosing type, which has none; add "
                        + "@ConfigSchema to the type, or the constraint is never checked",
                    line: 5, column: 5),
                DiagnosticSpec(
                    message: "@Constraint applies to stored instance properties, which decoding fills; this one is "
                        + "not decoded",
                    line: 8, column: 36),
                DiagnosticSpec(
                    message: "@Constraint needs at least one constraint, such as @Constraint(.range(1...65535))",
                    line: 9, column: 5),
            ],
            conformances: ["ValidatedConfig", "DescribedConfig"])
    }

    @Test func docCommentsBecomeSummaries() {
        assertExpansion(
            """
            @ConfigSchema struct Server {
                /// The port to listen on,
                /// as a number.
                ///
                /// More about ports.
                @Constraint(.range(1...65535)) var port = 8080
                /**
                 * The host; see ``Host`` and "quotes".
                 */
                var host = "x"
                // Not a doc comment.
                static var shared = 1
                var id: Int { 1 }
            }
            """,
            expandedSource: """
                struct Server {
                    /// The port to listen on,
                    /// as a number.
                    ///
                    /// More about ports.
                    var port = 8080
                    /**
                     * The host; see ``Host`` and "quotes".
                     */
                    var host = "x"
                    // Not a doc comment.
                    static var shared = 1
                    var id: Int { 1 }
                }

                extension Server: TypedConfig.ValidatedConfig, TypedConfig.DescribedConfig {
                    static let propertyConstraints: [ConfigPropertyConstraints<Server>] = [
                        ConfigPropertyConstraints(\\Server.port, key: "port", .range(1 ... 65535)),
                    ]
                    static let propertyDescriptions: [ConfigPropertyDescription<Server>] = [
                        ConfigPropertyDescription(\\Server.port, key: "port", summary: "The port to listen on, as a number.", .range(1 ... 65535)),
                        ConfigPropertyDescription(\\Server.host, key: "host", summary: "The host; see `Host` and \\"quotes\\"."),
                    ]
                }
                """,
            conformances: ["ValidatedConfig", "DescribedConfig"])
    }
}
