// swift-tools-version: 6.1
// Loom's benchmarks: a package of its own so that `swift test` in the main package stays lean.
// Run with `swift package benchmark` from this folder; every Loom benchmark is measured against a
// baseline doing the same job the direct Swift or Foundation way, in the same run.
import PackageDescription

let package = Package(
    name: "LoomBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Loom", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark.git", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "KeyCodingBenchmarks",
            dependencies: [
                .product(name: "KeyCoding", package: "Loom"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/KeyCodingBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "StringCodingBenchmarks",
            dependencies: [
                .product(name: "KeyCoding", package: "Loom"),
                .product(name: "StringCoding", package: "Loom"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/StringCodingBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "AutoCodingBenchmarks",
            dependencies: [
                .product(name: "AutoCoding", package: "Loom"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/AutoCodingBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "TypedConfigBenchmarks",
            dependencies: [
                .product(name: "TypedConfig", package: "Loom"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/TypedConfigBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "TerminalUIBenchmarks",
            dependencies: [
                .product(name: "TerminalUI", package: "Loom"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/TerminalUIBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "BindingsBenchmarks",
            dependencies: [
                .product(name: "Bindings", package: "Loom"),
                .product(name: "TerminalUI", package: "Loom"),
                .product(name: "KeyCoding", package: "Loom"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/BindingsBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "CellControllersBenchmarks",
            dependencies: [
                .product(name: "CellControllers", package: "Loom"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/CellControllersBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
