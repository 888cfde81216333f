import DocumentReading
import KeyCoding
import StringCoding

/// How a bound value becomes a value of the view property's type, decided once from the declared
/// types when the binding is resolved, so that applying a value is a cast or a conversion that
/// is known to fit.
struct BindingConversion {
    /// What to do with a non-nil value.
    enum Step {
        /// The value already has the target type (or a subtype of it).
        case cast
        /// The value is `StringEncodable`; the target is `String`.
        case toString
        /// The value is a `String`; the target type is `StringDecodable`.
        case parse(any StringDecodable.Type)
        /// The source's declared type does not say (`Any`, an existential): checked per value.
        case dynamic
    }

    let transformer: BindingTransformer?
    let step: Step
    /// The view property's type without `Optional`.
    let targetType: Any.Type
    let targetIsOptional: Bool

    /// Chooses the conversion from `sourceType` (the data path's declared type) through an optional
    /// transformer to `targetType` (the view property's declared type), or says why there is none.
    init(
        from sourceType: Any.Type, through transformer: BindingTransformer?, to targetType: Any.Type
    ) throws(ConversionError) {
        var source = unwrappedOptional(sourceType)
        if let transformer {
            let input = unwrappedOptional(transformer.inputType)
            guard isSubtype(source, of: input) || input == Any.self || isExistential(source) else {
                throw ConversionError(
                    "the transformer \"\(transformer.name)\" takes \(typeName(transformer.inputType)), not \(typeName(source))"
                )
            }
            source = unwrappedOptional(transformer.outputType)
        }
        self.transformer = transformer
        self.targetType = unwrappedOptional(targetType)
        self.targetIsOptional = targetType is any OptionalMetatype.Type
        if isSubtype(source, of: self.targetType) {
            step = .cast
        } else if self.targetType == String.self, source is any StringEncodable.Type {
            step = .toString
        } else if source == String.self, let decodable = self.targetType as? any StringDecodable.Type {
            step = .parse(decodable)
        } else if isExistential(source) {
            step = .dynamic
        } else {
            throw ConversionError(Self.mismatchReason(source: source, target: self.targetType))
        }
    }

    private static func mismatchReason(source: Any.Type, target: Any.Type) -> String {
        let (from, to) = (typeName(source), typeName(target))
        if target == String.self { return "\(from) is not a String and cannot be written as one (not StringEncodable)" }
        if source == String.self { return "a String cannot be read as \(to) (not StringDecodable)" }
        return "\(from) is not \(to); only String converts to and from other types"
    }

    /// The value for the view property, or nil when it is nil (the caller then uses the placeholder).
    func convert(_ value: Any?) throws(ConversionError) -> Any?? {
        // Sources hand over values without Optional layers already.
        guard let transformer else { return try converted(value) }
        let output: Any?
        do {
            output = try transformer.apply(value).flatMap(flattenOptional)
        } catch {
            throw ConversionError("the transformer \"\(transformer.name)\" failed: \(error)")
        }
        do {
            return try converted(output)
        } catch {
            let shown = output.map(BoundValueText.shownWithType) ?? "nil"
            throw ConversionError("the transformer \"\(transformer.name)\" gave \(shown): \(error.reason)")
        }
    }

    private func converted(_ value: Any?) throws(ConversionError) -> Any?? {
        guard let value else { return .some(nil) }
        switch step {
        case .cast:
            // The declared types already showed that every value of the source is one of the target.
            return value
        case .dynamic:
            // The declared type did not say; the value's own type decides, as the declared one would.
            if isInstance(value, of: targetType) { return value }
            if targetType == String.self, let encodable = value as? any StringEncodable {
                return encodable.stringRepresentation
            }
            if let text = value as? String, let type = targetType as? any StringDecodable.Type {
                return try Self.parse(text, as: type)
            }
            throw ConversionError(Self.mismatchReason(source: Swift.type(of: value), target: targetType))
        case .toString:
            guard let encodable = value as? any StringEncodable else {
                throw ConversionError(
                    "\(typeName(type(of: value))) cannot be written as a String (not StringEncodable)")
            }
            return encodable.stringRepresentation
        case .parse(let type):
            guard let text = value as? String else {
                throw ConversionError("\(typeName(Swift.type(of: value))) is not a String")
            }
            return try Self.parse(text, as: type)
        }
    }

    private static func parse(_ text: String, as type: any StringDecodable.Type) throws(ConversionError) -> Any {
        do {
            return try type.init(parsing: text)
        } catch {
            throw ConversionError(reason(for: error))
        }
    }

    /// Why a value did not convert, for a binding's message, which shows the value already: a
    /// StringCoding error gives its reason, position, suggestion and valid values on one line,
    /// without repeating the input; any other error its description.
    static func reason(for error: any Error) -> String {
        guard let error = error as? StringCodingError else { return String(describing: error) }
        return ProblemReport(
            problem: error.reason, column: error.offset.map { $0 + 1 }, suggestion: error.suggestion,
            validValues: error.validValues ?? []
        ).singleLine
    }
}

/// Why a value cannot be converted; the binding wraps it in a ``BindingError``.
struct ConversionError: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}

/// Lets an `Optional` metatype give its wrapped type.
protocol OptionalMetatype {
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalMetatype {
    static var wrappedType: Any.Type { Wrapped.self }
}

/// `type` without every level of `Optional`.
func unwrappedOptional(_ type: Any.Type) -> Any.Type {
    var type = type
    while let optional = type as? any OptionalMetatype.Type { type = optional.wrappedType }
    return type
}

/// Whether values of `type` are values of `supertype`: the same type, a subclass, or a type
/// conforming to a protocol `supertype` is the existential of.
func isSubtype(_ type: Any.Type, of supertype: Any.Type) -> Bool {
    func check<Super>(_: Super.Type) -> Bool { type is Super.Type }
    // Opened explicitly: passing `supertype` as it is would make `Super` the static type `Any`.
    return _openExistential(supertype, do: check)
}

/// Whether `value` is a value of `type`.
func isInstance(_ value: Any, of type: Any.Type) -> Bool {
    func check<Target>(_: Target.Type) -> Bool { value is Target }
    return _openExistential(type, do: check)
}

/// Whether `type` is an existential (`Any`, `any P`) whose values' own types decide, per value.
func isExistential(_ type: Any.Type) -> Bool {
    type == Any.self || type == AnyObject.self || type == (any KeyCodable).self
        || String(describing: type).hasPrefix("any ")
}
