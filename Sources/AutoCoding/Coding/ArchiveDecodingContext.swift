import DocumentReading
import Foundation
import OrderedCollections

/// One value being decoded, with where it is; the `Decoder` that `init(from:)` receives.
struct ArchiveDecodingContext: Decoder {
    let value: ArchiveValue
    let codingPath: [any CodingKey]
    let decoder: ArchiveDecoder
    /// The keyed archive object whose contents `value` is, if it is one: references back to an
    /// object still being decoded are set in it afterwards.
    var object: Int? = nil
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func child(_ value: ArchiveValue, key: any CodingKey) -> ArchiveDecodingContext {
        ArchiveDecodingContext(value: value, codingPath: codingPath + [key], decoder: decoder)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        if let contents = archivedObjectContents { return try contents.container(keyedBy: type) }
        guard case .dictionary(let dictionary) = value else { throw mismatch(expected: "a dictionary") }
        return KeyedDecodingContainer(KeyedArchiveDecodingContainer<Key>(context: self, dictionary: dictionary))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        if let contents = archivedObjectContents { return try contents.unkeyedContainer() }
        guard case .array(let elements) = value else { throw mismatch(expected: "an array") }
        return UnkeyedArchiveDecodingContainer(context: self, elements: elements)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    var keyPath: String { keyPathText(codingPath) }

    func mismatch(expected: String) -> ArchiveError {
        let actual = decoder.graph?.object(value).map { decoder.graph?.describe($0) ?? "" } ?? value.describedForErrors
        return .typeMismatch(keyPath: keyPath, expected: expected, actual: actual)
    }

    /// When `value` refers to an object of a keyed archive, a context for the object's contents,
    /// decoded as a value: a container asked of a reference is the object's.
    private var archivedObjectContents: ArchiveDecodingContext? {
        guard case .uid = value, let graph = decoder.graph, let index = graph.object(value) else { return nil }
        return ArchiveDecodingContext(
            value: graph.contents(of: index), codingPath: codingPath, decoder: decoder, object: index)
    }

    /// Decodes any type: Foundation's value types from their archive forms, recorded classes
    /// through the registry, everything else through its `init(from:)`. A reference to an object of
    /// a keyed archive decodes the object once: later references get the same instance.
    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        // An optional is left to decode its wrapped type, so that the instance is the wrapped one's.
        if case .uid = value, let graph = decoder.graph, let index = graph.object(value),
            !(Value.self is any ArchiveOptional.Type)
        {
            return try graph.resolve(index, as: type, at: codingPath, decoder: decoder) { contents in
                try ArchiveDecodingContext(value: contents, codingPath: codingPath, decoder: decoder, object: index)
                    .decode(type)
            }
        }
        // Strategies that take whatever the archive holds (timestamps, lenient numbers) get the value
        // itself, not one rebuilt by `init(from:)`.
        if Value.self == ArchiveValue.self, let archived = value as? Value { return archived }
        if Value.self == Date.self || Value.self == Data.self || Value.self == URL.self || Value.self == Decimal.self {
            return try decodeFoundationValue(type)
        }
        if case .dictionary(let dictionary) = value, case .string(let className)? = dictionary[ArchiveEncoder.classKey],
            let declared = Value.self as? any (AutoCodable & AnyObject).Type
        {
            return try decodeRecordedClass(named: className, declared: declared, as: type)
        }
        return try Value(from: self)
    }

    private func decodeFoundationValue<Value: Decodable>(_ type: Value.Type) throws -> Value {
        let decoded: Any?
        switch value {
        case .date(let date) where Value.self == Date.self: decoded = date
        case .string(let text) where Value.self == Date.self: decoded = ArchiveDateText.date(from: text)
        case .data(let data) where Value.self == Data.self: decoded = data
        case .string(let text) where Value.self == Data.self: decoded = Data(base64Encoded: text)
        case .string(let text) where Value.self == URL.self: decoded = URL(string: text)
        case .string(let text) where Value.self == Decimal.self: decoded = Decimal(string: text, locale: nil)
        case .integer(let number) where Value.self == Decimal.self: decoded = Decimal(number)
        case .real(let number) where Value.self == Decimal.self: decoded = Decimal(number)
        default: decoded = nil
        }
        guard let result = decoded as? Value else { throw mismatch(expected: article(String(describing: type))) }
        return result
    }

    /// Creates the class the archive records, if it is `declared` or an allowed subclass of it.
    private func decodeRecordedClass<Value: Decodable>(
        named className: String, declared: any (AutoCodable & AnyObject).Type, as type: Value.Type
    ) throws -> Value {
        let registry = decoder.registry
        if registry.name(className, denotes: declared) { return try Value(from: self) }
        guard let registered = registry.type(named: className) else {
            throw ArchiveError.classNotAllowed(
                keyPath: keyPath, expected: article(registry.name(of: declared)), actual: className)
        }
        // Checked before anything is created: a registered class that is not a subclass of the
        // declared one must not run its initializer here.
        guard let subclass = registered as? Value.Type else {
            throw ArchiveError.typeMismatch(
                keyPath: keyPath, expected: article(registry.name(of: declared)), actual: article(className))
        }
        return try subclass.init(from: self)
    }
}

extension ArchiveDecodingContext: SingleValueDecodingContainer {
    func decodeNil() -> Bool { value == .null }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard let flag = value.bool(readingText: decoder.scalarsAreStrings) else { throw mismatch(expected: "a Bool") }
        return flag
    }

    func decode(_ type: String.Type) throws -> String {
        guard case .string(let text) = value else { throw mismatch(expected: "a String") }
        return text
    }

    func decode(_ type: Double.Type) throws -> Double { try floatingPoint(type) }
    func decode(_ type: Float.Type) throws -> Float { try floatingPoint(type) }
    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    private func integer<Integer: FixedWidthInteger>(_ type: Integer.Type) throws -> Integer {
        guard let converted = value.integer(type, readingText: decoder.scalarsAreStrings) else {
            throw mismatch(expected: article(String(describing: type)))
        }
        return converted
    }

    private func floatingPoint<Number: BinaryFloatingPoint & LosslessStringConvertible>(
        _ type: Number.Type
    ) throws
        -> Number
    {
        guard let converted = value.floatingPoint(type, readingText: decoder.scalarsAreStrings) else {
            throw mismatch(expected: article(String(describing: type)))
        }
        return converted
    }
}

extension ArchiveValue {
    /// What a value is, for "but was actually …": the kind, and short values themselves.
    var describedForErrors: String {
        switch self {
        case .string(let text):
            let shown = text.count > 40 ? text.prefix(40) + "…" : Substring(text)
            return "a string (\"\(shown)\")"
        case .integer(let number): return "an integer (\(number))"
        case .unsignedInteger(let number): return "an integer (\(number))"
        case .real(let number): return "a real number (\(number))"
        case .bool(let flag): return "a Boolean (\(flag))"
        case .dictionary(let dictionary):
            if case .string(let className)? = dictionary[ArchiveEncoder.classKey] { return article(className) }
            return kindDescription
        default: return kindDescription
        }
    }
}

/// Optional, told apart from the type it wraps.
protocol ArchiveOptional {}
extension Optional: ArchiveOptional {}
