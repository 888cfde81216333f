import Foundation
import Testing
import TypedConfig

@Suite struct ReloadingTests {
    /// Modification times may have one-second resolution; each write must be seen as a change.
    private func rewrite(_ fixture: ConfigFixture, _ name: String, _ text: String, after seconds: Int) throws {
        try fixture.write(name, text)
        let date = Date(timeIntervalSinceNow: TimeInterval(seconds))
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: fixture.path(name))
    }

    @Test(.timeLimit(.minutes(1))) func editsYieldNewValuesAndBrokenEditsYieldErrors() async throws {
        let fixture = try ConfigFixture(["config.yaml": "port: 1\n"])
        let (loader, _) = fixture.loader()
        var iterator = loader.updates(AppSettings.self, pollInterval: .milliseconds(50)).makeAsyncIterator()

        let first = try #require(await iterator.next())
        #expect(try first.get().value.port == 1)

        try rewrite(fixture, "config.yaml", "port: [2\n", after: 10)
        let broken = try #require(await iterator.next())
        #expect(throws: ConfigError.self) { try broken.get() }
        if case .failure(let error) = broken {
            #expect(
                fixture.shortened(error.description) == """
                    1 problem in the configuration:
                      config.yaml:2:1: cannot read the file: did not find expected ',' or ']'
                    """)
        }

        try rewrite(fixture, "config.yaml", "port: 3\n", after: 20)
        #expect(try #require(await iterator.next()).get().value.port == 3)

        try rewrite(fixture, "config.default.yaml", "port: 4\nname: later\n", after: 30)
        let created = try #require(await iterator.next()).get()
        #expect((created.value.port, created.value.name) == (4, "later"))  // config.default is above config
        #expect(fixture.shortened("\(created.provenance.source(of: "name")!)") == "config.default.yaml:2:7")
    }
}
