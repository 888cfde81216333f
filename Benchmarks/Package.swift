// swift-tools-version: 6.1
// Loom's benchmarks: a package of its own so that `swift test` in the main package stays lean.
// Run with `swift package benchmark` from this folder; every Loom benchmark is measured against a
// baseline doing the same job the direct Swift or Foundation way, in the same run.
import PackageDescription

/// One benchmark executable, `Benchmarks/<name>`, using these of Loom's modules.
func benchmarkTarget(_ name: String, loom modules: [String]) -> Target {
    .executableTarget(
        name: name,
        dependencies: modules.map { .product(name: $0, package: "Loom") }
            + [.product(name: "Benchmark", package: "benchmark")],
        path: "Benchmarks/\(name)",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
}

let package = Package(
    name: "LoomBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Loom", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark.git", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        benchmarkTarget("KeyCodingBenchmarks", loom: ["KeyCoding"]),
        benchmarkTarget("StringCodingBenchmarks", loom: ["KeyCoding", "StringCoding"]),
        benchmarkTarget("AutoCodingBenchmarks", loom: ["AutoCoding"]),
        benchmarkTarget("TypedConfigBenchmarks", loom: ["TypedConfig"]),
        benchmarkTarget("TerminalUIBenchmarks", loom: ["TerminalUI"]),
        benchmarkTarget("BindingsBenchmarks", loom: ["Bindings", "TerminalUI", "KeyCoding"]),
        benchmarkTarget("CellControllersBenchmarks", loom: ["CellControllers"]),
    ],
    swiftLanguageModes: [.v6]
)
