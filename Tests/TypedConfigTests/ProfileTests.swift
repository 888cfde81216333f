import Foundation
import Testing
import TypedConfig

private struct Regional: Decodable, Equatable {
    var name: String
    var region: String
    var replicas: Int
}

/// `environment` naming several profiles, applied left to right.
@Suite struct ProfileTests {
    private static let files = [
        "config.yaml": "name: base\nregion: none\nreplicas: 1\n",
        "config.production.yaml": "name: prod\nreplicas: 3\n",
        "config.eu.yaml": "region: eu-west\nreplicas: 5\n",
    ]

    @Test func profilesApplyLeftToRightAndTheLaterWins() async throws {
        let fixture = try ConfigFixture(Self.files)
        let loaded = try await fixture.loader(environment: "production,eu").0.loadWithProvenance(Regional.self)
        #expect(loaded.value == Regional(name: "prod", region: "eu-west", replicas: 5))
        #expect(
            fixture.shortened(loaded.provenance.source(of: "name")?.description ?? "") == "config.production.yaml:1:7")
        #expect(fixture.shortened(loaded.provenance.source(of: "replicas")?.description ?? "") == "config.eu.yaml:2:11")
        let reversed = try await fixture.loader(environment: "eu, production").0.load(Regional.self)
        #expect(reversed == Regional(name: "prod", region: "eu-west", replicas: 3))
    }

    @Test func profileNamesAreTrimmedAndLowercased() {
        let loader = ConfigLoader(directory: URL(filePath: "/tmp"), environment: " Production , EU ")
        #expect(loader.profiles == ["production", "eu"])
        #expect(ConfigLoader(directory: URL(filePath: "/tmp"), environment: "staging").profiles == ["staging"])
    }

    @Test func problemsNameTheProfileFile() async throws {
        var files = Self.files
        files["config.eu.yaml"] = "replicas: many\n"
        let fixture = try ConfigFixture(files)
        let text = await fixture.errorText(fixture.loader(environment: "production,eu").0, Regional.self)
        #expect(
            text == """
                1 problem in the configuration:
                  config.eu.yaml:1:11: 'replicas': expected Int, given "many": "m" is not a decimal digit
                """)
    }

    @Test func eachProfileHasItsDotEnvFileToo() async throws {
        var files = Self.files
        files[".env.production"] = "REGION=prod-region\nREPLICAS=7\n"
        files[".env.eu"] = "REGION=eu-env\n"
        let fixture = try ConfigFixture(files)
        let loaded = try await fixture.loader(environment: "production,eu").0.loadWithProvenance(Regional.self)
        #expect(loaded.value == Regional(name: "prod", region: "eu-env", replicas: 7))
        #expect(fixture.shortened(loaded.provenance.source(of: "region")?.description ?? "") == ".env.eu:1:8 (REGION)")
    }

    @Test func anEmptyOrMalformedListIsAClearError() async throws {
        let fixture = try ConfigFixture(Self.files)
        let expected = "an environment name of letters, digits, '-' and '_', or several separated by commas"
        let cases = [
            "production,,eu": #"given "production,,eu": name 2 is empty"#,
            "production,": #"given "production,": name 2 is empty"#,
            "": #"given "": the name is empty"#,
            "production,../etc": #"given "production,../etc": name 2, "../etc", is not such a name"#,
            "eu,eu": #"given "eu,eu": "eu" is named twice"#,
        ]
        for (environment, given) in cases {
            #expect(
                await fixture.errorText(fixture.loader(environment: environment).0, Regional.self) == """
                    1 problem in the configuration:
                      the configuration: expected \(expected), \(given)
                    """, "\(environment)")
        }
    }
}
