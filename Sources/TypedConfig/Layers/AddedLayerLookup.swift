import CaseConventions
import Configuration
import Foundation

/// What an added layer holds at one key path.
enum AddedLayerAnswer {
    /// A single value, as the text a property's type converts from.
    case value(String, ConfigSource)
    /// A list: its elements fill a list property one by one.
    case list([String], ConfigSource)
    /// The layer has the key but could not give its value.
    case unusable(reason: String, ConfigSource)
}

/// Asks one added layer for the value at a key path: a provider's snapshot, taken once per load so
/// that every key sees the same state, or the files of a secrets directory.
final class AddedLayerLookup: Sendable {
    private enum Source: Sendable {
        case snapshot(any ConfigSnapshot)
        case secretsDirectory(URL)
    }

    private let source: Source

    init(_ layer: ConfigLoader.Layer.Source) {
        switch layer {
        case .provider(let provider): source = .snapshot(provider.snapshot())
        case .secretsDirectory(let directory): source = .secretsDirectory(directory)
        }
    }

    /// The answer for `components` (property names as the type spells them), trying their snake-case
    /// spelling when that differs and the first finds nothing.
    func answer(at components: [String]) -> AddedLayerAnswer? {
        if let found = answer(spelled: components) { return found }
        let snakeCase = components.map(KeyWords.canonical)
        return snakeCase == components ? nil : answer(spelled: snakeCase)
    }

    private func answer(spelled components: [String]) -> AddedLayerAnswer? {
        switch source {
        case .snapshot(let snapshot): Self.answer(of: snapshot, at: components)
        case .secretsDirectory(let directory): SecretsDirectory.answer(in: directory, at: components)
        }
    }

    /// The types a provider is asked for, after `.string`: its values may be of any of them, and a
    /// provider throws when asked for a type other than the one it holds.
    private static let otherTypes: [ConfigType] = [
        .int, .double, .bool, .stringArray, .intArray, .doubleArray, .boolArray, .bytes, .byteChunkArray,
    ]

    private static func answer(of snapshot: any ConfigSnapshot, at components: [String]) -> AddedLayerAnswer? {
        let key = AbsoluteConfigKey(components)
        let name = snapshot.providerName
        func source(_ result: LookupResult?) -> ConfigSource {
            .provider(
                name: name, key: result?.encodedKey ?? key.description, isSecret: result?.value?.isSecret ?? false)
        }
        let stringError: any Error
        do {
            let result = try snapshot.value(forKey: key, type: .string)
            guard let value = result.value else { return nil }
            return answer(value.content, source(result))
        } catch {
            stringError = error
        }
        for type in otherTypes {
            if let result = try? snapshot.value(forKey: key, type: type), let value = result.value {
                return answer(value.content, source(result))
            }
        }
        return .unusable(reason: "the provider could not give the value (\(stringError))", source(nil))
    }

    private static func answer(_ content: ConfigContent, _ source: ConfigSource) -> AddedLayerAnswer {
        switch content {
        case .string(let text): .value(text, source)
        case .int(let number): .value(String(number), source)
        case .double(let number): .value(String(number), source)
        case .bool(let flag): .value(flag ? "true" : "false", source)
        case .bytes(let bytes): .value(Data(bytes).base64EncodedString(), source)
        case .stringArray(let texts): .list(texts, source)
        case .intArray(let numbers): .list(numbers.map { String($0) }, source)
        case .doubleArray(let numbers): .list(numbers.map { String($0) }, source)
        case .boolArray(let flags): .list(flags.map { $0 ? "true" : "false" }, source)
        case .byteChunkArray(let chunks): .list(chunks.map { Data($0).base64EncodedString() }, source)
        }
    }
}

/// A directory of secret files, one per key (`/run/secrets/database_password`).
enum SecretsDirectory {
    /// A secret is a password, a token or a key file; anything larger is a mistake, not a secret.
    static let maximumFileSize = 1 << 20

    /// The file for `components` (joined by `_`), or nil when there is none. A name that could
    /// reach outside the directory, or a hidden file (Kubernetes keeps its bookkeeping in `..data`),
    /// is never read.
    static func answer(in directory: URL, at components: [String]) -> AddedLayerAnswer? {
        let name = components.joined(separator: "_")
        guard !name.isEmpty, !name.hasPrefix("."), !name.contains("/"), !name.contains("\u{0}") else { return nil }
        let url = directory.appending(path: name)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue
        else { return nil }
        let source = ConfigSource.secretFile(path: url.path)
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            data = try handle.read(upToCount: maximumFileSize + 1) ?? Data()
        } catch {
            return .unusable(reason: "the file cannot be read (\(error.localizedDescription))", source)
        }
        guard data.count <= maximumFileSize else {
            return .unusable(reason: "the file is larger than \(maximumFileSize) bytes", source)
        }
        guard var text = String(data: data, encoding: .utf8) else {
            return .unusable(reason: "the file is not UTF-8 text", source)
        }
        // Editors and `echo` end a file with a line break that is not part of the secret; only one goes.
        if text.hasSuffix("\r\n") {
            text.removeLast()
        } else if text.hasSuffix("\n") {
            text.removeLast()
        }
        return .value(text, source)
    }
}
