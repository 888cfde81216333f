import Foundation
import StringCoding

/// What a configuration type reads at one place: a value written as one scalar or text, a mapping
/// of keys, a list or a dictionary, found from the type alone by ``ConfigShapeReader``.
struct ConfigShape {
    indirect enum Kind {
        /// One scalar or text; `scalar` is what a file writes it as (`Int` for a port, `String` for
        /// a `Duration` or a `URL`).
        case value(scalar: Any.Type)
        /// A mapping whose keys are the type's properties.
        case object([Field])
        case list(element: ConfigShape)
        /// A mapping whose keys are data (`[String: V]`).
        case dictionary(value: ConfigShape)
        /// A type met again inside itself; described where it first appears.
        case recursive
    }

    /// One key of a mapping.
    struct Field {
        var key: String
        var shape: ConfigShape
        /// Whether a load without this key fails: the type asked for it with `decode`, not
        /// `decodeIfPresent` (which a property with a default or an optional uses).
        var isRequired: Bool
    }

    var kind: Kind
    /// The type, without the `Optional` and `Secret` around it.
    var type: Any.Type
    var isOptional = false
    var isSecret = false
    /// A value of the type made from its defaults and stand-ins (``ConfigShapeReader``), where
    /// the defaults of a list element's or a dictionary value's properties are read.
    var sample: Any?

    /// The spellings an enum's cases are read from, when it lists them (`CaseIterable` and
    /// `StringEncodable`); nil for other types.
    var caseNames: [String]? {
        guard let enumerable = type as? any CaseIterable.Type else { return nil }
        return caseNames(of: enumerable)
    }

    private func caseNames<E: CaseIterable>(of type: E.Type) -> [String]? {
        let names = type.allCases.compactMap { ($0 as? any StringEncodable)?.stringRepresentation }
        return names.isEmpty || names.count != type.allCases.count ? nil : names
    }
}

/// Finds the ``ConfigShape`` of a `Decodable` type by letting it decode itself from a decoder that
/// holds no values and notes what is asked: which keys, as what types, with `decode` or
/// `decodeIfPresent`. Along the way it builds a sample value, in which each property with a default
/// holds it, which is where defaults are read from.
final class ConfigShapeReader {
    /// The types being read, outermost first, to stop at a type that contains itself.
    private var typesBeingRead: [ObjectIdentifier] = []

    /// The shape of `type`, and a value of it made from defaults and stand-ins; nil when the type
    /// could not be made (a required property of a type with no stand-in).
    func read<T: Decodable>(_ type: T.Type) -> (shape: ConfigShape, sample: T?) {
        var read = readUnsampled(T.self)
        read.shape.sample = read.sample
        return read
    }

    private func readUnsampled<T: Decodable>(_ type: T.Type) -> (shape: ConfigShape, sample: T?) {
        if let wrapper = T.self as? any ConfigShapeWrapper.Type {
            return (wrapper.readShape(with: self), configPlaceholder(for: T.self))
        }
        if let parsable = T.self as? any StringDecodable.Type {
            return (
                ConfigShape(kind: .value(scalar: scalarType(of: parsable)), type: T.self),
                configPlaceholder(for: T.self)
            )
        }
        let id = ObjectIdentifier(T.self)
        if typesBeingRead.contains(id) { return (ConfigShape(kind: .recursive, type: T.self), nil) }
        typesBeingRead.append(id)
        defer { typesBeingRead.removeLast() }
        let recorder = ConfigShapeRecorder()
        let sample = try? T(from: ConfigShapeDecoder(reader: self, recorder: recorder))
        var shape = recorder.shape(of: T.self)
        shape.type = T.self
        return (shape, sample ?? configPlaceholder(for: T.self))
    }

    /// What a file writes a value parsed from text as: numbers and booleans as themselves, the rest as text.
    private func scalarType(of type: any StringDecodable.Type) -> Any.Type {
        ConfigScalarKind(type) == nil ? String.self : type
    }
}

/// The JSON type a scalar is written as in a file.
enum ConfigScalarKind: String {
    case boolean, integer, number, string

    /// Nil for text.
    init?(_ type: Any.Type) {
        switch type {
        case is Bool.Type: self = .boolean
        case is any FixedWidthInteger.Type: self = .integer
        case is any BinaryFloatingPoint.Type, is Decimal.Type: self = .number
        default: return nil
        }
    }

    init(scalar type: Any.Type) {
        self = ConfigScalarKind(type) ?? .string
    }
}

/// A type that holds one other, whose shape is that other's: `Optional`, `Secret`, a list, a dictionary.
protocol ConfigShapeWrapper {
    static func readShape(with reader: ConfigShapeReader) -> ConfigShape
}

extension Optional: ConfigShapeWrapper where Wrapped: Decodable {
    static func readShape(with reader: ConfigShapeReader) -> ConfigShape {
        var shape = reader.read(Wrapped.self).shape
        shape.isOptional = true
        return shape
    }
}

extension Secret: ConfigShapeWrapper where Value: Decodable {
    static func readShape(with reader: ConfigShapeReader) -> ConfigShape {
        var shape = reader.read(Value.self).shape
        shape.isSecret = true
        return shape
    }
}

extension Array: ConfigShapeWrapper where Element: Decodable {
    static func readShape(with reader: ConfigShapeReader) -> ConfigShape {
        ConfigShape(kind: .list(element: reader.read(Element.self).shape), type: Self.self)
    }
}

extension Set: ConfigShapeWrapper where Element: Decodable {
    static func readShape(with reader: ConfigShapeReader) -> ConfigShape {
        ConfigShape(kind: .list(element: reader.read(Element.self).shape), type: Self.self)
    }
}

extension Dictionary: ConfigShapeWrapper where Key == String, Value: Decodable {
    static func readShape(with reader: ConfigShapeReader) -> ConfigShape {
        ConfigShape(kind: .dictionary(value: reader.read(Value.self).shape), type: Self.self)
    }
}
