extension DecodingSession {
    /// Checks a just-decoded value of a ``ValidatedConfig`` type at `cursor`: its properties'
    /// constraints, then, when they hold and nothing inside is a stand-in, its `validate()`. Problems
    /// recorded since `problemsBefore` were found inside this value: a property that could not be
    /// decoded holds a stand-in, which is not checked again.
    func checkConstraints(of value: some Any, at cursor: ConfigCursor, problemsBefore: Int) {
        guard silenced == 0, let validated = value as? any ValidatedConfig else { return }
        check(validated, at: cursor, problemsBefore: problemsBefore)
    }

    private func check<Value: ValidatedConfig>(_ value: Value, at cursor: ConfigCursor, problemsBefore: Int) {
        // Values that could not be decoded hold stand-ins; anything else reported inside leaves real values.
        let reported = problems[problemsBefore...].filter { $0.kind == .invalidValue || $0.kind == .missingValue }
            .map(\.keyPath)
        let properties = Value.propertyConstraints
        var followsConstraints = true
        // A passing load only asks each property whether it follows (reading the array in place, not
        // copying each entry); the report's words are built for the properties that do not.
        let breaking = properties.withUnsafeBufferPointer { properties in
            properties.indices.filter { !properties[$0].follows(value) }
        }
        for property in breaking.map({ properties[$0] }) {
            let keyPath = cursor.path.appending(ConfigPathComponent(stringValue: property.key)).keyPathText
            if reported.contains(where: { Self.isSame(keyPath, orInside: $0) }) { continue }
            followsConstraints = false
            let source = recordedSource(of: keyPath)
            for violation in property.violations(in: value) {
                record(
                    ConfigProblem(
                        kind: .constraintViolation, keyPath: keyPath, source: source, expected: violation.expected,
                        given: cursor.isSecret || source?.isSecret == true ? "<redacted>" : violation.given,
                        reason: source == nil && recordsProvenance ? "the type's default" : nil))
            }
        }
        guard followsConstraints, reported.isEmpty else { return }
        do {
            try value.validate()
        } catch let violation as ConfigViolation {
            record(violation, below: cursor)
        } catch let violations as ConfigViolations {
            for violation in violations.violations { record(violation, below: cursor) }
        } catch {
            record(
                ConfigProblem(
                    kind: .constraintViolation, keyPath: cursor.path.keyPathText,
                    source: recordedSource(of: cursor.path.keyPathText), reason: String(describing: error)))
        }
    }

    private func record(_ violation: ConfigViolation, below cursor: ConfigCursor) {
        let base = cursor.path.keyPathText
        let keyPath =
            switch (base.isEmpty, violation.key) {
            case (_, nil): base
            case (true, let key?): key
            case (false, let key?): base + "." + key
            }
        let source = recordedSource(of: keyPath)
        record(
            ConfigProblem(kind: .constraintViolation, keyPath: keyPath, source: source, reason: violation.message))
    }

    /// Where the value at `keyPath` came from (a value, or a list or mapping), or the first value inside it; nil
    /// for a default and for the whole configuration. Only a decode that records provenance knows: otherwise this notes that the
    /// load must decode again with it, to place the violation (which costs only a failing load).
    private func recordedSource(of keyPath: String) -> ConfigSource? {
        // The whole configuration was written in many places; no one of them is its source.
        guard !keyPath.isEmpty else { return nil }
        guard recordsProvenance else {
            violationsNeedSources = true
            return nil
        }
        let values = sources.lazy.map { ($0.path.keyPathText, $0.source) }
        let containers = containerSources.lazy.map { ($0.path.keyPathText, $0.source) }
        return values.last { $0.0 == keyPath }?.1 ?? containers.last { $0.0 == keyPath }?.1
            ?? values.first { Self.isSame(keyPath, orInside: $0.0) }?.1
    }

    /// Whether `inner` is `keyPath` or a key path inside it (`database.port`, `mirrors[0]`).
    private static func isSame(_ keyPath: String, orInside inner: String) -> Bool {
        guard inner.hasPrefix(keyPath) else { return false }
        let rest = inner.dropFirst(keyPath.count)
        return rest.isEmpty || rest.hasPrefix(".") || rest.hasPrefix("[") || keyPath.isEmpty
    }
}
