import SwiftSyntaxMacrosGenericTestSupport
import Testing

@Suite struct AutoCodableEnumMacroTests {
    /// The cases are read and written through ArchivedEnumCase and ArchivingEnumCase; the macro
    /// works out the names: a renamed case, `_0` for unlabelled values, optionals left out when nil,
    /// and the fallback case for names that are no case.
    @Test func anInternallyTaggedEnum() {
        assertExpansion(
            """
            @AutoCodable(tagging: .internal(tag: "type")) public enum Shape {
                case circle(radius: Double, label: String?)
                case disc(Disc)
                @ArchiveKey("rect") case rectangle(Double, Double)
                case empty
                @FallbackCase case unknown
            }
            """,
            expandedSource: """
                public enum Shape {
                    case circle(radius: Double, label: String?)
                    case disc(Disc)
                    case rectangle(Double, Double)
                    case empty
                    case unknown

                    public static var keyedProperties: KeyCoding.KeyedProperties {
                        []
                    }

                    public func value(forKey key: String) throws -> Any? {
                        try self.value(forUndefinedKey: key)
                    }

                    public mutating func setValue(_ value: Any?, forKey key: String) throws {
                        try self.setValue(value, forUndefinedKey: key)
                    }
                }

                extension Shape: KeyCoding.KeyCodable, AutoCoding.AutoCodable {
                    public init(from decoder: any Decoder) throws {
                        let archived = try AutoCoding.ArchivedEnumCase(from: decoder, of: Self.self, tagging: AutoCoding.ArchiveEnumTagging.internal(tag: "type"))
                        switch archived.name {
                        case "circle":
                            let values = try archived.values()
                            self = .circle(radius: try values.decode("radius"), label: try values.decodeIfPresent("label"))
                        case "disc":
                            self = .disc(try archived.soleValue())
                        case "rect":
                            let values = try archived.values()
                            self = .rectangle(try values.decode("_0"), try values.decode("_1"))
                        case "empty":
                            self = .empty
                        case "unknown":
                            self = .unknown
                        default:
                            self = archived.fallback(.unknown, among: ["circle", "disc", "rect", "empty", "unknown"])
                        }
                    }

                    public func encode(to encoder: any Encoder) throws {
                        let archiving = AutoCoding.ArchivingEnumCase(to: encoder, tagging: AutoCoding.ArchiveEnumTagging.internal(tag: "type"))
                        switch self {
                        case .circle(let value0, let value1):
                            var values = try archiving.values(named: "circle")
                            try values.encode(value0, forKey: "radius")
                            try values.encode(value1, forKey: "label")
                        case .disc(let value0):
                            try archiving.encodeSoleValue(value0, named: "disc")
                        case .rectangle(let value0, let value1):
                            var values = try archiving.values(named: "rect")
                            try values.encode(value0, forKey: "_0")
                            try values.encode(value1, forKey: "_1")
                        case .empty:
                            try archiving.encodeName("empty")
                        case .unknown:
                            try archiving.encodeName("unknown")
                        }
                    }

                    public mutating func mergeArchivedValues(from decoder: any Decoder) throws {
                        self = try Self(from: decoder)
                    }
                }
                """,
            conformances: ["KeyCodable", "AutoCodable"])
    }

    /// Without `tagging:` the form is Swift's synthesized one, where one unlabelled value is
    /// under `_0` too; without a fallback an unknown name is an error.
    @Test func externalTaggingIsTheDefault() {
        let expanded = expandedMember(
            "init(from", of: "@AutoCodable enum Mode {\n    case fixed(Int)\n    case automatic\n}")
        #expect(
            expanded == """
                init(from decoder: any Decoder) throws {
                    let archived = try AutoCoding.ArchivedEnumCase(from: decoder, of: Self.self, tagging: AutoCoding.ArchiveEnumTagging.external)
                    switch archived.name {
                    case "fixed":
                        let values = try archived.values()
                        self = .fixed(try values.decode("_0"))
                    case "automatic":
                        self = .automatic
                    default:
                        throw archived.unknownCase(among: ["fixed", "automatic"])
                    }
                }
                """)
    }

    /// `keys:` spells case names and labels, not the `_0` of unlabelled values; `@ArchiveKey`'s
    /// name is one string, dots included.
    @Test func keyStylesApplyToCaseNamesAndLabels() {
        let expanded = expandedMember(
            "func encode",
            of: """
                @AutoCodable(keys: .snakeCase, tagging: .adjacent(tag: "kind", content: "data")) enum Event {
                    case userJoined(userID: Int, String)
                    @ArchiveKey("ping.sent") case heartbeatSent
                }
                """)
        #expect(
            expanded == """
                func encode(to encoder: any Encoder) throws {
                    let archiving = AutoCoding.ArchivingEnumCase(to: encoder, tagging: AutoCoding.ArchiveEnumTagging.adjacent(tag: "kind", content: "data"))
                    switch self {
                    case .userJoined(let value0, let value1):
                        var values = try archiving.values(named: "user_joined")
                        try values.encode(value0, forKey: "user_id")
                        try values.encode(value1, forKey: "_1")
                    case .heartbeatSent:
                        try archiving.encodeName("ping.sent")
                    }
                }
                """)
    }

    @Test func anUnlabelledValueWithoutKeysBesideAnInternalTagIsRefusedWithAFixIt() {
        assertExpansion(
            "@AutoCodable(tagging: .internal(tag: \"type\")) enum Reading {\n    case count(Int)\n}",
            expandedSource: """
                enum Reading {
                    case count(Int)
                }

                extension Reading: KeyCoding.KeyCodable, AutoCoding.AutoCodable {
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "internal tagging writes the keys of 'count''s unlabelled value beside the tag 'type', "
                        + "but Int has no keys of its own; label the value, or use .adjacent(tag:content:) tagging",
                    line: 2, column: 16,
                    fixIts: [FixItSpec(message: "label the value 'value', so that it is archived under that key")])
            ],
            conformances: ["KeyCodable", "AutoCodable"])
    }

    @Test(arguments: [
        (
            "@AutoCodable(tagging: .internal(tag: \"type\")) enum E {\n    case a([String])\n}",
            "internal tagging writes the keys of 'a''s unlabelled value beside the tag 'type', but [String] has no "
                + "keys of its own; label the value, or use .adjacent(tag:content:) tagging"
        ),
        (
            "@AutoCodable(tagging: .internal(tag: \"type\")) enum E {\n    case a(type: String)\n}",
            "a value of the case 'a' is archived under 'type', the key of the internal tag; rename its label or "
                + "choose another tag"
        ),
        (
            "@AutoCodable(tagging: .adjacent(tag: \"t\", content: \"t\")) enum E {\n    case a\n}",
            "adjacent tagging needs two keys, but the tag and the content are both 't'"
        ),
        (
            "@AutoCodable(tagging: tagging) enum E {\n    case a\n}",
            "@AutoCodable(tagging:) needs one of ArchiveEnumTagging's cases written out with string literals "
                + "(.external, .internal(tag: \"type\"), .adjacent(tag: \"type\", content: \"value\")): the tagging is "
                + "read when the macro expands"
        ),
        (
            "@AutoCodable(tagging: .external) struct S {\n    var a = 0\n}",
            "@AutoCodable(tagging:) says how an enum's case is archived; a struct or class archives its properties "
                + "by key, so leave the argument out"
        ),
        (
            "@AutoCodable enum E {}",
            "an enum without cases has no value to archive; add a case, or leave out @AutoCodable"
        ),
        (
            "@AutoCodable enum E {\n    case a\n    @ArchiveKey(\"a\") case b\n}",
            "two cases are archived under the name 'a'; give one of them another @ArchiveKey"
        ),
        (
            "@AutoCodable(keys: .snakeCase) enum E {\n    case a(userID: Int, userId: Int)\n}",
            "two values of the case 'a' are archived under the key 'user_id'; rename one of their labels"
        ),
        (
            "@AutoCodable enum E {\n    @FallbackCase case a\n    @FallbackCase case b\n}",
            "only one case can be the @FallbackCase that unknown names are read as; remove the marker from the others"
        ),
        (
            "@AutoCodable enum E {\n    case a\n    @FallbackCase case other(String)\n}",
            "@FallbackCase 'other' stands for cases this version does not know, whose values it cannot read; "
                + "declare it without associated values"
        ),
        (
            "@AutoCodable enum E {\n    @ArchiveKey(\"x\") case a, b\n}",
            "@ArchiveKey and @FallbackCase describe one case; declare each case on its own line"
        ),
        (
            "@AutoCodable struct S {\n    @FallbackCase var kind = 0\n}",
            "@FallbackCase marks the case of an enum that unknown case names are read as; a property keeps its "
                + "initial value when its archived value does not decode with @DefaultOnMismatch"
        ),
        (
            "@AutoCodable enum E {\n    @LegacyKeys(\"x\") case a\n}",
            "@LegacyKeys describes a stored property, not an enum case; a case takes @ArchiveKey and @FallbackCase"
        ),
    ])
    func misuseIsDiagnosed(source: String, message: String) {
        #expect(expansionDiagnostics(source) == [message])
    }
}
