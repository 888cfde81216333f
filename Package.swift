// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "Loom",
    // swift-configuration, which TypedConfig is built on, needs these releases; one package-wide floor
    // instead of per-declaration availability, which this Linux-only CI could not check.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2), .macCatalyst(.v18)],
    products: [
        .library(name: "KeyCoding", targets: ["KeyCoding"]),
        .library(name: "StringCoding", targets: ["StringCoding"]),
        .library(name: "AutoCoding", targets: ["AutoCoding"]),
        .library(name: "TypedConfig", targets: ["TypedConfig"]),
        .library(name: "Bindings", targets: ["Bindings"]),
        .library(name: "CellControllers", targets: ["CellControllers"]),
        .library(name: "TerminalCore", targets: ["TerminalCore"]),
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.0"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.0"),
        .package(url: "https://github.com/apple/swift-collections.git", from: "1.1.0"),
        .package(
            url: "https://github.com/apple/swift-configuration.git", from: "1.4.0",
            traits: ["JSON", "YAML", "PropertyList", "Reloading"]),
        .package(url: "https://github.com/apple/swift-system.git", from: "1.4.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/LebJe/TOMLKit.git", from: "0.6.0"),
    ],
    // Read top to bottom, the library targets are DESIGN.md's layer picture from the bottom up: each
    // depends only on targets above it in this list.
    targets: [
        // Layer 1: key-value coding, and the one compiler plugin that holds every Loom macro.
        // The words of a key in any case convention: the macros spell keys with it when they expand,
        // TypedConfig matches keys with it, so it has no dependencies and sits below both.
        .target(name: "CaseConventions"),
        .macro(
            name: "LoomMacros",
            dependencies: [
                "CaseConventions",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            ]
        ),
        .target(name: "KeyCoding", dependencies: ["LoomMacros"]),
        // Layer 2, no product of its own: one reader per document format, with positions, the text helpers
        // they share, and the one renderer of problem reports.
        .target(
            name: "DocumentReading",
            dependencies: [
                .product(name: "OrderedCollections", package: "swift-collections"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // Layer 3: values from strings, and key-path stylesheets.
        .target(name: "StringCoding", dependencies: ["KeyCoding", "DocumentReading"]),
        // Layer 4: archiving, configuration, bindings and cell controllers, side by side (none imports another).
        .target(
            name: "AutoCoding",
            dependencies: [
                "KeyCoding", "DocumentReading", "LoomMacros",
                .product(name: "OrderedCollections", package: "swift-collections"),
            ]
        ),
        .target(
            name: "TypedConfig",
            dependencies: [
                "KeyCoding", "StringCoding", "DocumentReading", "CaseConventions", "LoomMacros",
                .product(name: "Configuration", package: "swift-configuration"),
                .product(name: "OrderedCollections", package: "swift-collections"),
                .product(name: "SystemPackage", package: "swift-system"),
                .product(name: "TOMLKit", package: "TOMLKit"),
            ]
        ),
        .target(name: "Bindings", dependencies: ["KeyCoding", "StringCoding", "DocumentReading"]),
        // StringCoding only for RowAnimation and CellEditingStyle, which description files name by string.
        .target(name: "CellControllers", dependencies: ["StringCoding"]),
        // Layer 5: the terminal without views: session, keys, cell buffer, ANSI output, text width and layout.
        .target(name: "TerminalCore", dependencies: ["KeyCoding", "StringCoding"]),
        // Layer 6: views, controllers, tables, description files and selector stylesheets.
        .target(
            name: "TerminalUI",
            dependencies: [
                "TerminalCore", "KeyCoding", "StringCoding", "DocumentReading", "Bindings", "CellControllers",
            ]
        ),
        // Layer 7: the cell-controller article's sample app, the address book's phone numbers in a terminal table.
        .target(
            name: "PhoneNumbersKit",
            dependencies: [
                "KeyCoding", "StringCoding", "AutoCoding", "TypedConfig", "Bindings", "CellControllers", "TerminalUI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            resources: [.copy("Resources")]
        ),
        .executableTarget(name: "PhoneNumbers", dependencies: ["PhoneNumbersKit"]),

        // Tests, in the same order.
        .testTarget(
            name: "LoomMacrosTests",
            dependencies: [
                "LoomMacros",
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .testTarget(name: "KeyCodingTests", dependencies: ["KeyCoding", "LoomTestSupport"]),
        .testTarget(
            name: "DocumentReadingTests",
            dependencies: [
                "DocumentReading", "LoomTestSupport",
                .product(name: "OrderedCollections", package: "swift-collections"),
            ]
        ),
        .testTarget(name: "StringCodingTests", dependencies: ["StringCoding", "KeyCoding"]),
        .testTarget(
            name: "AutoCodingTests",
            dependencies: ["AutoCoding", "DocumentReading", "AutoCodingWriteProbe", "LoomTestSupport"]
        ),
        .testTarget(
            name: "TypedConfigTests",
            dependencies: [
                "TypedConfig", "AutoCoding", "DocumentReading", "CaseConventions", "LoomTestSupport",
                .product(name: "Configuration", package: "swift-configuration"),
            ]
        ),
        .testTarget(name: "CellControllersTests", dependencies: ["CellControllers", "LoomTestSupport"]),
        .testTarget(name: "BindingsTests", dependencies: ["Bindings", "KeyCoding", "StringCoding", "LoomTestSupport"]),
        .testTarget(name: "TerminalCoreTests", dependencies: ["TerminalCore", "StringCoding", "LoomTestSupport"]),
        .testTarget(
            name: "TerminalUITests",
            dependencies: [
                "TerminalUI", "Bindings", "CellControllers", "KeyCoding", "StringCoding", "LoomTestSupport",
                "TerminalUIExample",
            ]),
        // What the test targets share: a seeded generator, and tmux to run apps in a real terminal.
        .target(name: "LoomTestSupport", path: "Tests/LoomTestSupport"),
        // Run inside tmux by TerminalUITests, to see what a person at a real terminal would see.
        .executableTarget(name: "TerminalUIExample", dependencies: ["TerminalUI"], path: "Tests/TerminalUIExample"),
        // Killed mid-write by AutoCodingTests, to show that atomic writes never leave a torn file.
        .executableTarget(
            name: "AutoCodingWriteProbe", dependencies: ["AutoCoding"], path: "Tests/AutoCodingWriteProbe"),
        // Every Swift block of README.md and the DocC articles is a snippet in Snippets/, which SwiftPM
        // builds as an executable; these tests check each block against its snippet and run it.
        .testTarget(name: "DocExamplesTests"),
        .testTarget(
            name: "PhoneNumbersTests",
            dependencies: [
                "PhoneNumbersKit", "AutoCoding", "TypedConfig", "TerminalUI", "LoomTestSupport", "PhoneNumbers",
            ]),
    ],
    swiftLanguageModes: [.v6]
)
