import KeyCoding
import StringCoding

/// Lists of any element type, which an option given several times fills one value per occurrence.
protocol ConfigListValue {}
extension Array: ConfigListValue {}
extension Set: ConfigListValue {}

extension DecodingSession {
    /// Decodes the value at `cursor`; on a problem, records it and returns a stand-in, or throws
    /// ``ConfigDecodingStopped`` when none exists.
    func decode<T: Decodable>(_ type: T.Type, at cursor: ConfigCursor) throws -> T {
        try decode(T.self, at: cursor, leaf: leaf(at: cursor))
    }

    /// Decodes the value at `cursor`, whose leaf the caller has already looked up.
    func decode<T: Decodable>(_ type: T.Type, at cursor: ConfigCursor, leaf: ConfigLeaf?) throws -> T {
        let traits = traits(of: T.self)
        if traits.isSecret, !cursor.isSecret {
            var secret = cursor
            secret.isSecret = true
            return try decode(T.self, at: secret, leaf: leaf)
        }
        guard let leaf else { return try missing(T.self, at: cursor) }
        if case .scalar(let text, let source) = leaf, let parsable = traits.parsable {
            // A file's scalar is never a textual nil ("null", "", "nil"): only the file's own null is.
            if source.isFile, let wrapped = traits.wrappedParsable {
                return try parse(text, as: wrapped, source: source, at: cursor)
            }
            return try parse(text, as: parsable, source: source, at: cursor)
        }
        if case .repeated(let values, let sources) = leaf, !traits.isList, let parsable = traits.parsable,
            let text = values.last, let source = sources.last
        {
            record(
                ConfigProblem(
                    kind: .overridden, severity: .warning, keyPath: cursor.path.keyPathText, source: source,
                    reason: "given \(values.count) times; the last one is used"))
            return try parse(text ?? "true", as: parsable, source: source, at: cursor)
        }
        switch leaf {
        case .list, .mapping, .nestedNames:
            guard traits.isStringLike else { break }
            if case .nestedNames = leaf { markNamesUsed(below: cursor) }
            return try fail(
                T.self, at: cursor,
                problem: invalid(
                    T.self, at: cursor, source: leaf.source, given: leaf.givenDescription(secret: cursor.isSecret),
                    reason: nil))
        case .null(let source):
            guard !traits.isOptional, traits.parsable != nil || traits.hasPlaceholder else { break }
            return try fail(
                T.self, at: cursor, problem: invalid(T.self, at: cursor, source: source, given: "null", reason: nil))
        default:
            break
        }
        return try decodeStructured(T.self, at: cursor, leaf: leaf)
    }

    /// Asks the type to decode itself from a decoder at `cursor`, turning its errors into problems.
    func decodeStructured<T: Decodable>(_ type: T.Type, at cursor: ConfigCursor, leaf: ConfigLeaf?) throws -> T {
        recordContainerSource(leaf?.source, for: cursor.path)
        let problemsBefore = problems.count
        do {
            let value = try T(from: ConfigValueDecoder(session: self, cursor: cursor, type: T.self))
            checkConstraints(of: value, at: cursor, problemsBefore: problemsBefore)
            return value
        } catch let stopped as ConfigDecodingStopped {
            // The type gave up part-way: keys it did not get to are not unknown, only unchecked.
            markAllKeysUsed(at: cursor)
            throw stopped
        } catch {
            let reason =
                cursor.isSecret || leaf?.source?.isSecret == true ? "the value is not valid" : Self.reason(for: error)
            return try fail(
                T.self, at: cursor,
                problem: invalid(
                    T.self, at: cursor, source: leaf?.source, given: leaf?.givenDescription(secret: cursor.isSecret),
                    reason: reason))
        }
    }

    func parse<T>(
        _ text: String, as parsable: any StringDecodable.Type, source: ConfigSource, at cursor: ConfigCursor
    )
        throws -> T
    {
        do {
            if let value = try parsable.init(parsing: text) as? T {
                recordSource(source, for: cursor.path)
                return value
            }
            return try fail(
                T.self, at: cursor,
                problem: invalid(T.self, at: cursor, source: source, given: nil, reason: "unsupported type"))
        } catch let stopped as ConfigDecodingStopped {
            throw stopped
        } catch {
            return try parseFailed(T.self, text: text, error: error, source: source, at: cursor)
        }
    }

    /// `text` as a `T` when it is a number spelling the type's parser refused (``NumberSpellings``);
    /// else records why `text` is not a `T` and returns a stand-in, or throws ``ConfigDecodingStopped``.
    func parseFailed<T>(
        _ type: T.Type, text: String, error: any Error, source: ConfigSource, at cursor: ConfigCursor
    ) throws -> T {
        var reason = Self.reason(for: error)
        switch NumberSpellings.read(text, as: T.self) {
        case .value(let value):
            recordSource(source, for: cursor.path)
            return value
        case .refused(let why): reason = why
        case .other: break
        }
        // A value from a secret source (a secrets directory, a provider's secret) is as secret as a `Secret`.
        let isSecret = cursor.isSecret || source.isSecret
        let given = isSecret ? "<redacted>" : ProblemText.quoted(text, in: "\"")
        var problem = invalid(
            T.self, at: cursor, source: source, given: given,
            reason: isSecret ? "the value is not valid" : reason)
        if !isSecret, let error = error as? StringCodingError { problem.suggestion = error.suggestion }
        return try fail(T.self, at: cursor, problem: problem)
    }

    /// No layer has a value: nil for optionals, else a problem.
    func missing<T: Decodable>(_ type: T.Type, at cursor: ConfigCursor) throws -> T {
        if let optional = T.self as? any ExpressibleByNilLiteral.Type, let none = optional.init(nilLiteral: ()) as? T {
            return none
        }
        guard cursor.reportsMissing else {
            silenced += 1
            defer { silenced -= 1 }
            if let placeholder = configPlaceholder(for: T.self) { return placeholder }
            return try decodeStructured(T.self, at: cursor, leaf: nil)
        }
        record(
            ConfigProblem(
                kind: .missingValue, keyPath: cursor.path.keyPathText, source: source(ofContainer: cursor.container),
                expected: typeName(T.self)))
        if let placeholder = configPlaceholder(for: T.self) { return placeholder }
        // A missing struct is one problem, not one per property: its parts are stood in for silently.
        silenced += 1
        defer { silenced -= 1 }
        return try decodeStructured(T.self, at: cursor, leaf: nil)
    }

    func fail<T>(_ type: T.Type, at cursor: ConfigCursor, problem: ConfigProblem) throws -> T {
        record(problem)
        if let placeholder = configPlaceholder(for: T.self) { return placeholder }
        throw ConfigDecodingStopped()
    }

    func invalid(
        _ type: Any.Type, at cursor: ConfigCursor, source: ConfigSource?, given: String?, reason: String?
    )
        -> ConfigProblem
    {
        ConfigProblem(
            kind: .invalidValue, keyPath: cursor.path.keyPathText, source: source, expected: typeName(type),
            given: given,
            reason: reason)
    }

    /// What went wrong, without repeating the input (a report already shows it, or must not).
    static func reason(for error: any Error) -> String {
        switch error {
        case let error as StringCodingError:
            var text = error.reason
            if let valid = error.validValues, !valid.isEmpty {
                text += "; valid values: " + valid.joined(separator: ", ")
            }
            return text
        case DecodingError.dataCorrupted(let context), DecodingError.typeMismatch(_, let context),
            DecodingError.valueNotFound(_, let context), DecodingError.keyNotFound(_, let context):
            return context.debugDescription
        default:
            return String(describing: error)
        }
    }
}
