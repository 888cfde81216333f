import Dispatch
import Foundation
import FuzzSupport
import Synchronization
import TypedConfig

/// One input: a control byte, then up to four parts separated by NUL bytes: the `.env` file, the
/// configuration file, environment variables (`NAME=value` lines) and arguments (one per line).
struct FuzzInput {
    let bytes: [UInt8]
    let dotEnv: ArraySlice<UInt8>
    let configFile: ArraySlice<UInt8>
    let environmentVariables: [String: String]
    let arguments: [String]

    /// Bit 0 of the control byte.
    var strict: Bool { (bytes.first ?? 0) & 1 != 0 }
    /// Bits 1–3 of the control byte all set (one input in eight): a free-form `[String: String]`.
    var isFreeForm: Bool { (bytes.first ?? 0) & 0b1110 == 0b1110 }
    /// Bit 6 of the control byte: the configuration file is `config.json` (TypedConfig's own JSON
    /// reader) instead of `config.yaml` (Yams).
    var isJSON: Bool { (bytes.first ?? 0) & 0x40 != 0 }
    /// Bit 7 of the control byte, when bit 6 is clear: the configuration file is `config.toml` (TOMLKit,
    /// after TypedConfig's own check of what toml++ only asserts).
    var isTOML: Bool { !isJSON && (bytes.first ?? 0) & 0x80 != 0 }

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var parts = bytes.dropFirst().split(separator: 0, maxSplits: 3, omittingEmptySubsequences: false)
        while parts.count < 4 { parts.append([]) }
        dotEnv = parts[0]
        configFile = parts[1]
        var variables: [String: String] = [:]
        for line in Self.lines(parts[2]) where !line.isEmpty {
            let equals = line.firstIndex(of: UInt8(ascii: "=")) ?? line.endIndex
            let value = equals == line.endIndex ? [] : line[line.index(after: equals)...]
            variables[String(decoding: line[..<equals], as: UTF8.self)] = String(decoding: value, as: UTF8.self)
        }
        environmentVariables = variables
        arguments = ["fuzz"] + Self.lines(parts[3]).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The lines of `part`, without a final empty one after its last line break.
    private static func lines(_ part: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var lines = part.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }
}

/// The directory the files are written to, made once per process and removed at exit.
enum Workspace {
    static let directory: URL = {
        let directory = FileManager.default.temporaryDirectory.appending(
            path: "TypedConfigFuzz-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: directory)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            fatalError("cannot create \(directory.path): \(error)")
        }
        atexit { try? FileManager.default.removeItem(at: Workspace.directory) }
        return directory
    }()

    /// Writes the input's files, and removes those whose part is empty.
    static func write(_ input: FuzzInput) {
        place(input.dotEnv, named: ".env")
        place(input.isJSON || input.isTOML ? [] : input.configFile, named: "config.yaml")
        place(input.isJSON ? input.configFile : [], named: "config.json")
        place(input.isTOML ? input.configFile : [], named: "config.toml")
    }

    private static func place(_ part: ArraySlice<UInt8>, named name: String) {
        let url = directory.appending(path: name)
        guard !part.isEmpty else {
            try? FileManager.default.removeItem(at: url)
            return
        }
        do {
            try Data(part).write(to: url)
        } catch {
            fatalError("cannot write \(url.path): \(error)")
        }
    }
}

/// Waits for `operation`, which runs on the concurrency runtime's threads, on the calling thread
/// (libFuzzer's, which is not one of them).
func runBlocking<Value: Sendable>(_ operation: @escaping @Sendable () async -> Value) -> Value {
    let result = BlockingResult<Value>()
    let done = DispatchSemaphore(value: 0)
    Task.detached {
        let value = await operation()
        result.value.withLock { $0 = value }
        done.signal()
    }
    done.wait()
    guard let value = result.value.withLock({ $0 }) else { fatalError("the operation ended without a value") }
    return value
}

private final class BlockingResult<Value: Sendable>: Sendable {
    let value = Mutex<Value?>(nil)
}

/// Loads `type` from the workspace with the input's environment, arguments and strictness.
func load<T: Decodable & Sendable>(
    _ type: T.Type, _ input: FuzzInput, strict: Bool
) -> Result<LoadedConfig<T>, ConfigError> {
    let options = ConfigLoader.Options(environmentPrefix: "APP", strict: strict, warningHandler: { _ in })
    let loader = ConfigLoader(
        directory: Workspace.directory, environmentVariables: input.environmentVariables,
        arguments: input.arguments, options: options)
    return runBlocking {
        do throws(ConfigError) {
            return .success(try await loader.loadWithProvenance(T.self))
        } catch {
            return .failure(error)
        }
    }
}

/// Everything a load shows its user: the value's description, the warnings and provenance, or the
/// error. Checks what the documentation promises about warnings and errors on the way.
func report<T>(_ result: Result<LoadedConfig<T>, ConfigError>, context: @autoclosure () -> String) -> String {
    switch result {
    case .success(let loaded):
        var text = String(describing: loaded.value) + "\n"
        for warning in loaded.warnings {
            if warning.severity != .warning {
                finding("\(context()): a load that succeeded reports an error: \(warning)")
            }
            text += check(warning, context: context()) + "\n"
        }
        for keyPath in loaded.provenance.keyPaths {
            text += "\(keyPath) from \(loaded.provenance.source(of: keyPath).map(String.init(describing:)) ?? "?")\n"
        }
        return text
    case .failure(let error):
        if !error.problems.contains(where: { $0.severity == .error }) {
            finding("\(context()): a load failed without an error among its problems: \(error.problems)")
        }
        for problem in error.problems { _ = check(problem, context: context()) }
        return error.description + "\n" + String(reflecting: error)
    }
}

private func check(_ problem: ConfigProblem, context: @autoclosure () -> String) -> String {
    let description = problem.description
    if description.isEmpty { finding("\(context()): a problem with an empty description: \(problem)") }
    return description
}

/// What a load of ``FuzzConfig`` shows, and the values at its `Secret` places.
struct Shown {
    var text: String
    var secrets: [String]
}

/// Loads the input into ``FuzzConfig``; when that fails, finds the secrets' values with
/// ``SecretProbe``, which reads the same places as plain strings.
func loadConfig(_ input: FuzzInput) -> Shown {
    Workspace.write(input)
    let result = load(FuzzConfig.self, input, strict: input.strict)
    let text = report(result, context: "FuzzConfig")
    if case .success(let loaded) = result { return Shown(text: text, secrets: loaded.value.secretValues) }
    _ = SecretLog.shared.take()
    _ = load(SecretProbe.self, input, strict: false)
    return Shown(text: text, secrets: SecretLog.shared.take())
}

/// With `TYPEDCONFIG_FUZZ_PRINT` set, each report is printed: to see what the seeds do.
let printsReports = ProcessInfo.processInfo.environment["TYPEDCONFIG_FUZZ_PRINT"] != nil

/// Loads the input, checks its report, and makes sure that no secret's value appears in it.
///
/// A secret's value may appear in the report for another reason: as part of the fixed text, a type
/// name, a key, the workspace's path, another value. So a report that contains a secret's value is
/// compared with the report of the same input where that value (which must occur exactly once in
/// the input) is replaced by another of the same length: if the value then disappears from the
/// report and the new one appears, the secret itself was shown.
func fuzzOne(_ bytes: [UInt8]) {
    let input = FuzzInput(bytes)
    if input.isFreeForm {
        Workspace.write(input)
        let text = report(load([String: String].self, input, strict: input.strict), context: "[String: String]")
        if printsReports { print(text) }
        return
    }
    let shown = loadConfig(input)
    if printsReports { print(shown.text, "secrets: \(shown.secrets)") }
    // A YAML alias repeats an anchored value, which may then be a secret and another value too.
    guard !(input.configFile.contains(UInt8(ascii: "&")) && input.configFile.contains(UInt8(ascii: "*"))) else {
        return
    }
    let text = Array(shown.text.utf8)
    for secret in Set(shown.secrets) where secret.unicodeScalars.count >= 4 {
        let value = Array(secret.utf8)
        guard !occurrenceStarts(of: value, in: text).isEmpty else { continue }
        let found = occurrenceStarts(of: value, in: bytes)
        guard found.count == 1, let start = found.first, start > 0 else { continue }
        let replacement = rotated(value)
        guard replacement != value, occurrenceStarts(of: replacement, in: bytes).isEmpty else { continue }
        var changedBytes = bytes
        changedBytes.replaceSubrange(start..<start + value.count, with: replacement)
        let changed = loadConfig(FuzzInput(changedBytes))
        let replacementText = String(decoding: replacement, as: UTF8.self)
        guard changed.secrets.contains(replacementText), !changed.secrets.contains(secret) else { continue }
        // Shown in place of the secret: the old value is gone, the new one there. (Checking only that
        // the old value is gone would be fooled by a dictionary printed in another order.)
        let changedText = Array(changed.text.utf8)
        if occurrenceStarts(of: value, in: changedText).isEmpty,
            !occurrenceStarts(of: replacement, in: changedText).isEmpty
        {
            finding(
                "the secret \(secret.debugDescription) is shown:\n\(shown.text)\n"
                    + "== with the secret \(replacementText.debugDescription) instead:\n\(changed.text)")
        }
    }
}

/// Each letter and digit moved on by one (`z` to `a`, `9` to `0`); the rest stays.
private func rotated(_ bytes: [UInt8]) -> [UInt8] {
    bytes.map { byte in
        switch byte {
        case UInt8(ascii: "9"): UInt8(ascii: "0")
        case UInt8(ascii: "Z"): UInt8(ascii: "A")
        case UInt8(ascii: "z"): UInt8(ascii: "a")
        case UInt8(ascii: "0")..<UInt8(ascii: "9"), UInt8(ascii: "A")..<UInt8(ascii: "Z"),
            UInt8(ascii: "a")..<UInt8(ascii: "z"):
            byte + 1
        default: byte
        }
    }
}

private func occurrenceStarts(of needle: [UInt8], in haystack: [UInt8]) -> [Int] {
    guard let first = needle.first, haystack.count >= needle.count else { return [] }
    var starts: [Int] = []
    for start in 0...(haystack.count - needle.count) where haystack[start] == first {
        if haystack[start..<start + needle.count].elementsEqual(needle) { starts.append(start) }
    }
    return starts
}
