// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "Loom",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .macCatalyst(.v17)],
    products: [
        .library(name: "KeyCoding", targets: ["KeyCoding"]),
        .library(name: "StringCoding", targets: ["StringCoding"]),
        .library(name: "AutoCoding", targets: ["AutoCoding"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.0"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.0"),
        .package(url: "https://github.com/apple/swift-collections.git", from: "1.1.0"),
    ],
    targets: [
        .macro(
            name: "LoomMacros",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            ]
        ),
        .target(name: "KeyCoding", dependencies: ["LoomMacros"]),
        .target(name: "StringCoding", dependencies: ["KeyCoding", .product(name: "Yams", package: "Yams")]),
        .target(
            name: "AutoCoding",
            dependencies: [
                "KeyCoding", "StringCoding", "LoomMacros",
                .product(name: "OrderedCollections", package: "swift-collections"),
            ]
        ),
        .testTarget(
            name: "LoomMacrosTests",
            dependencies: [
                "LoomMacros",
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .testTarget(name: "KeyCodingTests", dependencies: ["KeyCoding"]),
        .testTarget(name: "StringCodingTests", dependencies: ["StringCoding", "KeyCoding"]),
        .testTarget(name: "AutoCodingTests", dependencies: ["AutoCoding", "AutoCodingWriteProbe"]),
        // Killed mid-write by AutoCodingTests, to show that atomic writes never leave a torn file.
        .executableTarget(name: "AutoCodingWriteProbe", dependencies: ["AutoCoding"], path: "Tests/AutoCodingWriteProbe"),
    ],
    swiftLanguageModes: [.v6]
)
