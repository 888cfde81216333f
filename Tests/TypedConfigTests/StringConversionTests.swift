import Foundation
import StringCoding
import Testing
import TypedConfig

enum ContentMode: StringCodableEnum, CodableAsString {
    case scaleToFill, scaleAspectFit, scaleAspectFill
    static var aliases: [String: ContentMode] { ["fit": .scaleAspectFit, "fill": .scaleAspectFill] }
}

struct Resizing: StringCodableOptionSet, CodableAsString {
    var rawValue: UInt
    static let width = Resizing(rawValue: 1)
    static let height = Resizing(rawValue: 2)
    static var namedMembers: KeyValuePairs<String, Resizing> { ["width": .width, "height": .height] }
}

struct Appearance: Decodable {
    var mode: ContentMode
    var resizing: Resizing
    var accent: Color
    var ratio: Double
    var retry: Duration
    var home: URL
}

@Suite struct StringConversionTests {
    @Test func stringsFromEveryLayerConvertThroughStringCoding() async throws {
        let fixture = try ConfigFixture([
            "config.json": #"{"mode": "UIViewContentModeScaleToFill", "resizing": "width | height", "ratio": "0x10"}"#,
            ".env": "ACCENT='hsl(120 100% 25%)'\n",
        ])
        let (loader, _) = fixture.loader(
            variables: ["MODE": "FIT", "RETRY": "1.5s"], arguments: ["--home", "/srv/app"])
        let appearance = try await loader.load(Appearance.self)
        #expect(appearance.mode == .scaleAspectFit)
        #expect(appearance.resizing == [.width, .height])
        #expect(appearance.accent == (try Color(parsing: "hsl(120 100% 25%)")))
        #expect(appearance.ratio == 16)
        #expect(appearance.retry == .milliseconds(1500))
        #expect(appearance.home == URL(filePath: "/srv/app"))
    }

    @Test func anUnknownEnumNameListsTheValidNames() async throws {
        let fixture = try ConfigFixture([
            "config.yaml": "mode: stretch\nresizing: none\naccent: red\nratio: 1\nretry: 1s\nhome: /\n"
        ])
        let text = await fixture.errorText(fixture.loader().0, Appearance.self)
        #expect(
            text == """
                1 problem in the configuration:
                  config.yaml:1:7: 'mode': expected ContentMode, given "stretch": unknown name; valid values: scaleToFill, scaleAspectFit, scaleAspectFill, fill, fit
                """)
    }

    @Test func theProcessEnvironmentIsReadByDefault() async throws {
        let prefix = "LOOMTEST\(UInt32.random(in: 0...UInt32.max))"
        setenv("\(prefix)_RATIO", "2.5", 1)
        defer { unsetenv("\(prefix)_RATIO") }
        let fixture = try ConfigFixture()
        let loader = ConfigLoader(
            directory: fixture.directory, arguments: ["test"],
            options: ConfigLoader.Options(environmentPrefix: prefix, warningHandler: { _ in }))
        let loaded = try await loader.loadWithProvenance([String: Double].self)
        #expect(loaded.value == ["ratio": 2.5])
        #expect("\(loaded.provenance.source(of: "ratio")!)" == "environment variable \(prefix)_RATIO")
    }
}
