// swift-tools-version: 6.1
import PackageDescription

// libFuzzer targets for Loom's parsers; `Fuzz/run` builds and runs them (see README.md).
//
// Coverage instrumentation and AddressSanitizer come from the command line (`-Xswiftc
// -sanitize=address -Xswiftc -sanitize-coverage=…`, which reach the library's modules); only the
// fuzz executables link libFuzzer itself (`-sanitize=fuzzer` below). Passing `-sanitize=fuzzer` on the
// command line instead would also link it into the @Keyed macro plugin, whose link then fails.

func fuzzTarget(_ name: String, _ products: [String]) -> Target {
    .executableTarget(
        name: name,
        dependencies: ["FuzzSupport"] + products.map { .product(name: $0, package: "Loom") },
        linkerSettings: [.unsafeFlags(["-sanitize=fuzzer"])]
    )
}

let package = Package(
    name: "LoomFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Loom", path: "..")],
    targets: [
        .target(name: "CLibFuzzer"),
        .target(
            name: "FuzzSupport",
            dependencies: [
                "CLibFuzzer", .product(name: "KeyCoding", package: "Loom"),
                .product(name: "StringCoding", package: "Loom"),
            ]
        ),
        fuzzTarget("StringDecodableFuzz", ["StringCoding"]),
        fuzzTarget("KeyPathFuzz", ["KeyCoding", "StringCoding"]),
        fuzzTarget("StylesheetFuzz", ["KeyCoding", "StringCoding"]),
        fuzzTarget("ArchiveFuzz", ["AutoCoding"]),
        fuzzTarget("TypedConfigFuzz", ["TypedConfig"]),
    ],
    swiftLanguageModes: [.v6]
)
