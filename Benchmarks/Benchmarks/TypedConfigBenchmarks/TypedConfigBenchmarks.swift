import Benchmark
import Foundation
import Synchronization
import TypedConfig

// Each Loom benchmark has a baseline that does the same job the direct Swift or Foundation way, so
// the README reports ratios from one run (`Benchmarks/ratios`), never absolute times.
let benchmarks: @Sendable () -> Void = {
    // Microseconds for both sides: in automatic units Loom's milliseconds would round the ratio.
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, scalingFactor: .one,
        maxDuration: .seconds(2))
    layeredLoadingBenchmarks()
    constrainedLoadingBenchmarks()
}

/// Loading 1,000 keys from three layers (the default JSON file, the environment's YAML file and 100
/// environment variables) against the direct Foundation way of loading a configuration: reading one
/// JSON file holding the same values already merged and decoding it with JSONDecoder. Both sides
/// read their files in every iteration: that is the job.
private func layeredLoadingBenchmarks() {
    let comparison = "Load 1k-key config from 3 layers"
    Benchmark(
        "\(comparison): baseline JSONDecoder on the merged JSON",
        closure: { benchmark in
            let url = ConfigLayers.mergedFile
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(try JSONDecoder().decode(BenchmarkConfig.self, from: Data(contentsOf: url)))
            }
        },
        setup: { try ConfigLayers.writeMergedFile() },
        teardown: { try FileManager.default.removeItem(at: ConfigLayers.mergedFile) })
    loadBenchmark("\(comparison): Loom ConfigLoader.load(_:)", BenchmarkConfig.self) {
        try await ConfigLayers.checkLoaderAgreesWithJSONDecoder()
    }
}

/// A benchmark named `name` that loads `type` from the layers, after `check` has run on them.
private func loadBenchmark<Config: Decodable>(
    _ name: String, _ type: Config.Type, check: @escaping @Sendable () async throws -> Void
) {
    Benchmark(
        name,
        closure: { benchmark in
            let loader = ConfigLayers.loader(warningHandler: { _ in })
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(try await loader.load(Config.self)) }
        },
        setup: {
            try ConfigLayers.writeFiles()
            try await check()
        },
        teardown: { try FileManager.default.removeItem(at: ConfigLayers.directory) })
}

/// The same load with a constraint on every one of the 1,000 fields (`@ConfigSchema` and
/// `@Constraint`, see `generate-typed-config-models`) against the load without them: what checking
/// constraints adds to a load that passes them.
private func constrainedLoadingBenchmarks() {
    let comparison = "Load 1k-key config with a constraint per key"
    loadBenchmark("\(comparison): baseline ConfigLoader.load(_:) without constraints", BenchmarkConfig.self) {
        try await ConfigLayers.checkLoaderAgreesWithJSONDecoder()
    }
    loadBenchmark("\(comparison): Loom ConfigLoader.load(_:) with constraints", ConstrainedBenchmarkConfig.self) {
        // Throws, with the report, if a value breaks a constraint: the loop would then measure failing loads.
        _ = try await ConfigLayers.loader(warningHandler: { _ in }).load(ConstrainedBenchmarkConfig.self)
    }
}

/// What `fieldN` of `sectionK` is; `generate-typed-config-models` gave `BenchmarkConfig` the same rule.
private enum LeafKind: CaseIterable {
    case string, int, double, bool

    init(section: Int, field: Int) {
        self = Self.allCases[(section + field) % Self.allCases.count]
    }
}

/// Which layer a value comes from; each gives every leaf a different value, so that the merged result
/// shows which layer won.
private enum Layer {
    /// `config.json`: every key.
    case defaultFile
    /// `config.production.yaml`: `field3`, `field13`, … of every section, 100 keys.
    case environmentFile
    /// `APP_SECTIONK_FIELDN`: `field7`, `field17`, … of every section, 100 keys.
    case environmentVariables

    /// The highest layer that sets `fieldN`.
    init(field: Int) {
        switch field % 10 {
        case 3: self = .environmentFile
        case 7: self = .environmentVariables
        default: self = .defaultFile
        }
    }

    func value(section: Int, field: Int) -> any Sendable {
        let number = section * 1_000 + field
        let (offset, name, fraction) =
            switch self {
            case .defaultFile: (0, "default", 0.25)
            case .environmentFile: (500_000, "production", 0.5)
            case .environmentVariables: (900_000, "environment", 0.75)
            }
        switch LeafKind(section: section, field: field) {
        case .string: return "\(name) value \(section).\(field)"
        case .int: return offset + number
        case .double: return Double(offset + number) + fraction
        case .bool: return (field % 2 == 0) == (self == .defaultFile)
        }
    }
}

/// The benchmark's configuration directory and environment, and the same values merged into one JSON.
private enum ConfigLayers {
    static let sections = 0..<10
    static let fields = 0..<100

    /// One directory per process, written by the Loom benchmark's setup and removed by its teardown.
    static let directory = FileManager.default.temporaryDirectory.appending(
        path: "LoomTypedConfigBenchmarks-\(ProcessInfo.processInfo.processIdentifier)")

    static let environmentVariables: [String: String] = {
        var variables: [String: String] = [:]
        for section in sections {
            for field in fields where Layer(field: field) == .environmentVariables {
                let value = Layer.environmentVariables.value(section: section, field: field)
                variables["APP_SECTION\(section)_FIELD\(field)"] = "\(value)"
            }
        }
        return variables
    }()

    /// The final value of every key, as the baseline's JSON document.
    static let mergedJSON: Data = json { section, field in
        Layer(field: field).value(section: section, field: field)
    }

    static func loader(warningHandler: @escaping @Sendable (ConfigProblem) -> Void) -> ConfigLoader {
        ConfigLoader(
            directory: directory, environment: "production", environmentVariables: environmentVariables,
            arguments: ["TypedConfigBenchmarks"],
            options: ConfigLoader.Options(environmentPrefix: "APP", warningHandler: warningHandler))
    }

    /// The baseline's file, beside the Loom benchmark's directory.
    static let mergedFile = FileManager.default.temporaryDirectory.appending(
        path: "LoomTypedConfigBenchmarks-merged-\(ProcessInfo.processInfo.processIdentifier).json")

    static func writeMergedFile() throws {
        try mergedJSON.write(to: mergedFile)
    }

    static func writeFiles() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let defaults = json { section, field in Layer.defaultFile.value(section: section, field: field) }
        try defaults.write(to: directory.appending(path: "config.json"))
        try Data(productionYAML.utf8).write(to: directory.appending(path: "config.production.yaml"))
    }

    /// Both sides must produce the same configuration, and Loom's load must be clean.
    static func checkLoaderAgreesWithJSONDecoder() async throws {
        let warnings = Mutex<[String]>([])
        let loaded = try await loader(warningHandler: { problem in
            warnings.withLock { $0.append(problem.description) }
        }).load(BenchmarkConfig.self)
        let decoded = try JSONDecoder().decode(BenchmarkConfig.self, from: mergedJSON)
        guard loaded == decoded else { throw BenchmarkSetupError("ConfigLoader and JSONDecoder disagree") }
        let reported = warnings.withLock { $0 }
        guard reported.isEmpty else {
            throw BenchmarkSetupError("ConfigLoader warned:\n" + reported.joined(separator: "\n"))
        }
    }

    /// A pretty-printed JSON document of every section, with `value` for each leaf.
    private static func json(_ value: (_ section: Int, _ field: Int) -> Any) -> Data {
        var root: [String: Any] = [:]
        for section in sections {
            root["section\(section)"] = Dictionary(
                uniqueKeysWithValues: fields.map { ("field\($0)", value(section, $0)) })
        }
        do {
            return try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys])
        } catch {
            fatalError("The benchmark's configuration is not JSON: \(error)")
        }
    }

    /// `config.production.yaml`: the environment file's keys of every section, strings quoted.
    private static var productionYAML: String {
        var lines: [String] = []
        for section in sections {
            lines.append("section\(section):")
            for field in fields where Layer(field: field) == .environmentFile {
                let value = Layer.environmentFile.value(section: section, field: field)
                let text = value is String ? "\"\(value)\"" : "\(value)"
                lines.append("  field\(field): \(text)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

private struct BenchmarkSetupError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}
