import SwiftSyntaxMacrosGenericTestSupport
import Testing

@Suite struct KeyedMacroTests {
    @Test func structWithStoredComputedAndHiddenProperties() {
        assertExpansion(
            """
            @Keyed struct Frame {
                var x = 0.0, y = 0.0
                let id: Int
                var area: Double { x * y }
                private(set) var version = 1
                private var secret = ""
                @NotKeyed var cache = 0
                static var shared = 1
                var `default` = true
            }
            """,
            expandedSource: """
                struct Frame {
                    var x = 0.0, y = 0.0
                    let id: Int
                    var area: Double { x * y }
                    private(set) var version = 1
                    private var secret = ""
                    var cache = 0
                    static var shared = 1
                    var `default` = true

                    private static let _loomKeyedProperties_Frame: KeyCoding.KeyedProperties = KeyCoding.KeyedProperties([
                        KeyCoding.KeyedProperty(name: "x", keyPath: \\Frame.x, isWritable: true),
                        KeyCoding.KeyedProperty(name: "y", keyPath: \\Frame.y, isWritable: true),
                        KeyCoding.KeyedProperty(name: "id", keyPath: \\Frame.id, isWritable: false),
                        KeyCoding.KeyedProperty(name: "area", keyPath: \\Frame.area, isWritable: false),
                        KeyCoding.KeyedProperty(name: "version", keyPath: \\Frame.version, isWritable: false),
                        KeyCoding.KeyedProperty(name: "default", keyPath: \\Frame.`default`, isWritable: true),
                        ])

                    static var keyedProperties: KeyCoding.KeyedProperties {
                        _loomKeyedProperties_Frame
                    }

                    func value(forKey key: String) throws -> Any? {
                        switch key {
                        case "x":
                            return self.x
                        case "y":
                            return self.y
                        case "id":
                            return self.id
                        case "area":
                            return self.area
                        case "version":
                            return self.version
                        case "default":
                            return self.`default`
                        default:
                            return try self.value(forUndefinedKey: key)
                        }
                    }

                    func keyedValue(forKey key: String) throws -> KeyCoding.KeyedValue {
                        switch key {
                        case "x":
                            return KeyCoding.KeyedValue.wrapping(self.x)
                        case "y":
                            return KeyCoding.KeyedValue.wrapping(self.y)
                        case "id":
                            return KeyCoding.KeyedValue.wrapping(self.id)
                        case "area":
                            return KeyCoding.KeyedValue.wrapping(self.area)
                        case "version":
                            return KeyCoding.KeyedValue.wrapping(self.version)
                        case "default":
                            return KeyCoding.KeyedValue.wrapping(self.`default`)
                        default:
                            return KeyCoding.KeyedValue.wrapping(returnedValue: try self.value(forKey: key))
                        }
                    }

                    mutating func setValue(_ value: Any?, forKey key: String) throws {
                        switch key {
                        case "x":
                            self.x = try KeyCoding.castKeyedValue(value, forKey: key, of: Self.self)
                        case "y":
                            self.y = try KeyCoding.castKeyedValue(value, forKey: key, of: Self.self)
                        case "id":
                            throw KeyCoding.KeyCodingError.readOnly(type: KeyCoding.typeName(Self.self), key: key, keyPath: key)
                        case "area":
                            throw KeyCoding.KeyCodingError.readOnly(type: KeyCoding.typeName(Self.self), key: key, keyPath: key)
                        case "version":
                            throw KeyCoding.KeyCodingError.readOnly(type: KeyCoding.typeName(Self.self), key: key, keyPath: key)
                        case "default":
                            self.`default` = try KeyCoding.castKeyedValue(value, forKey: key, of: Self.self)
                        default:
                            try self.setValue(value, forUndefinedKey: key)
                        }
                    }

                    mutating func setValue(from provider: some KeyCoding.KeyedValueProvider, forKey key: String) throws {
                        switch key {
                        case "x":
                            self.x = try provider.value(forKey: key)
                        case "y":
                            self.y = try provider.value(forKey: key)
                        case "id":
                            throw KeyCoding.KeyCodingError.readOnly(type: KeyCoding.typeName(Self.self), key: key, keyPath: key)
                        case "area":
                            throw KeyCoding.KeyCodingError.readOnly(type: KeyCoding.typeName(Self.self), key: key, keyPath: key)
                        case "version":
                            throw KeyCoding.KeyCodingError.readOnly(type: KeyCoding.typeName(Self.self), key: key, keyPath: key)
                        case "default":
                            self.`default` = try provider.value(forKey: key)
                        default:
                            try self.setValue(provider.valueForUndefinedKey(key), forKey: key)
                        }
                    }
                }

                extension Frame: KeyCoding.KeyCodable {
                }
                """
        )
    }
}
