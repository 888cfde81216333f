import Configuration
import Foundation
import Testing
import TypedConfig

/// A provider of its own, as a user would write one for a secret manager: a dictionary by dotted key,
/// every value secret when `secret` is set, and a key that always fails.
private struct VaultProvider: ConfigProvider, ConfigSnapshot {
    var values: [String: String]
    var secret = false

    var providerName: String { "vault" }

    func value(forKey key: AbsoluteConfigKey, type: ConfigType) throws -> LookupResult {
        let encodedKey = key.components.joined(separator: ".")
        if encodedKey == "broken" { throw VaultError() }
        guard let text = values[encodedKey] else { return LookupResult(encodedKey: encodedKey, value: nil) }
        guard type == .string else { throw VaultError() }
        return LookupResult(encodedKey: encodedKey, value: ConfigValue(.string(text), isSecret: secret))
    }

    nonisolated(nonsending) func fetchValue(
        forKey key: AbsoluteConfigKey, type: ConfigType
    ) async throws -> LookupResult {
        try value(forKey: key, type: type)
    }

    // swift-configuration is built with NonisolatedNonsendingByDefault, so its requirements and their
    // handlers are nonsending; a conformance in Swift 6 mode spells that out.
    nonisolated(nonsending) func watchValue<Return: ~Copyable>(
        forKey key: AbsoluteConfigKey, type: ConfigType,
        updatesHandler:
            nonisolated(nonsending) (ConfigUpdatesAsyncSequence<Result<LookupResult, any Error>, Never>) async throws ->
            Return
    ) async throws -> Return {
        try await watchValueFromValue(forKey: key, type: type, updatesHandler: updatesHandler)
    }

    func snapshot() -> any ConfigSnapshot { self }

    nonisolated(nonsending) func watchSnapshot<Return: ~Copyable>(
        updatesHandler:
            nonisolated(nonsending) (ConfigUpdatesAsyncSequence<any ConfigSnapshot, Never>) async throws -> Return
    ) async throws -> Return {
        try await watchSnapshotFromSnapshot(updatesHandler: updatesHandler)
    }
}

private struct VaultError: Error, CustomStringConvertible {
    var description: String { "the vault is sealed" }
}

@Suite struct AddedLayersTests {
    struct Database: Decodable, Equatable {
        var host: String
        var port: Int
        var password: Secret<String>?
    }

    struct AppConfig: Decodable, Equatable {
        var baseURL: URL
        var timeout: Duration
        var database: Database
        var tags: [String]?
    }

    private let files = [
        "config.yaml": "base_url: https://files.example\ntimeout: 30s\ndatabase:\n  host: localhost\n  port: 5432\n"
    ]

    @Test func aProviderIsALayerWhereItIsPlacedAndNamedInProvenance() async throws {
        let fixture = try ConfigFixture(files)
        let vault = VaultProvider(values: [
            "database.host": "vault-db", "timeout": "5s", "base_url": "https://vault.example",
        ])
        let (loader, _) = fixture.loader(variables: ["TIMEOUT": "1m"])
        let loaded = try await loader.addingLayer(.provider(vault), above: .files).loadWithProvenance(AppConfig.self)
        #expect(loaded.value.database.host == "vault-db")
        #expect(loaded.value.baseURL == URL(string: "https://vault.example"))
        // The environment is above the provider.
        #expect(loaded.value.timeout == .seconds(60))
        #expect(loaded.provenance.source(of: "database.host")?.description == "provider vault, key database.host")
        #expect(loaded.provenance.source(of: "baseURL")?.description == "provider vault, key base_url")
        #expect(loaded.provenance.source(of: "timeout")?.description == "environment variable TIMEOUT")
        #expect(
            fixture.shortened(loaded.provenance.source(of: "database.port")?.description ?? "") == "config.yaml:5:9")

        // Above the command line it is the highest layer.
        let (top, _) = fixture.loader(variables: ["TIMEOUT": "1m"], arguments: ["--timeout", "2m"])
        let highest = try await top.addingLayer(.provider(vault), above: .commandLine).load(AppConfig.self)
        #expect(highest.timeout == .seconds(5))
    }

    @Test func aProviderAboveTheDotEnvFilesIsBelowTheEnvironment() async throws {
        var layers = files
        layers[".env"] = "TIMEOUT=10s\nDATABASE_PORT=6000\n"
        let fixture = try ConfigFixture(layers)
        let vault = VaultProvider(values: ["timeout": "5s", "database.host": "vault-db"])
        let (loader, _) = fixture.loader(variables: ["DATABASE_HOST": "env-db"])
        let loaded = try await loader.addingLayer(.provider(vault), above: .dotEnvFiles).loadWithProvenance(
            AppConfig.self)
        #expect(loaded.value.timeout == .seconds(5))
        #expect(loaded.provenance.source(of: "timeout")?.description == "provider vault, key timeout")
        // What the provider does not hold still comes from `.env`; the environment is above the provider.
        #expect(loaded.value.database.port == 6000)
        let port = loaded.provenance.source(of: "database.port")?.description ?? ""
        #expect(fixture.shortened(port) == ".env:2:15 (DATABASE_PORT)")
        #expect(loaded.value.database.host == "env-db")
    }

    @Test func aProvidersProblemsNameItAndItsSecretsStayOut() async throws {
        let fixture = try ConfigFixture(files)
        let (loader, _) = fixture.loader()
        let open = loader.addingLayer(.provider(VaultProvider(values: ["database.port": "fifty"])), above: .environment)
        let sealed = open.addingLayer(
            .provider(VaultProvider(values: ["timeout": "hunter2", "database.password": "pw"], secret: true)),
            above: .environment)
        #expect(
            await fixture.errorText(sealed, AppConfig.self) == """
                2 problems in the configuration:
                  provider vault, key timeout: 'timeout': expected Duration, given <redacted>: the value is not valid
                  provider vault, key database.port: 'database.port': expected Int, given "fifty": "f" is not a decimal digit
                """)
    }

    @Test func aProviderThatFailsIsAProblemAndListsAndTypedValuesConvert() async throws {
        struct Listed: Decodable { var tags: [String]; var retries: Int; var ratio: Double; var broken: String? }
        let fixture = try ConfigFixture()
        let memory = InMemoryProvider(
            name: "memory",
            values: ["tags": .init(.stringArray(["a", "b"]), isSecret: false), "retries": 3, "ratio": 0.5])
        let (loader, _) = fixture.loader()
        let stacked = loader.addingLayer(.provider(memory), above: .files)
        let loaded = try await stacked.loadWithProvenance(Listed.self)
        #expect(loaded.value.tags == ["a", "b"] && loaded.value.retries == 3 && loaded.value.ratio == 0.5)
        #expect(loaded.provenance.source(of: "tags[1]")?.description == "provider InMemoryProvider[memory], key tags")

        let failing = stacked.addingLayer(.provider(VaultProvider(values: [:])), above: .files)
        #expect(
            await fixture.errorText(failing, Listed.self) == """
                1 problem in the configuration:
                  provider vault, key broken: 'broken': expected a value: the provider could not give the value \
                (the vault is sealed)
                """)
    }

    @Test func aSecretsDirectoryGivesOneValuePerFileAndKeepsThemSecret() async throws {
        let fixture = try ConfigFixture(files)
        let secrets = try ConfigFixture([
            "database_password": "hunter2\n", "timeout": "45s\r\n", "motto": "two lines\n\n",
            ".database_host": "hidden",
        ])
        let (loader, _) = fixture.loader()
        let stacked = loader.addingLayer(.secretsDirectory(secrets.directory), above: .files)
        let loaded = try await stacked.loadWithProvenance(AppConfig.self)
        #expect(loaded.value.database.password?.value == "hunter2")
        #expect(loaded.value.timeout == .seconds(45))
        #expect(loaded.value.database.host == "localhost")
        // Only one line break goes: the rest is the value.
        struct Motto: Decodable { var motto: String }
        #expect(try await stacked.load(Motto.self).motto == "two lines\n")
        #expect(
            secrets.shortened(loaded.provenance.source(of: "database.password")?.description ?? "")
                == "secret file database_password")

        try secrets.write("database_port", "fifty\n")
        #expect(
            await secrets.errorText(stacked, AppConfig.self) == """
                1 problem in the configuration:
                  secret file database_port: 'database.port': expected Int, given <redacted>: the value is not valid
                """)

        try secrets.write("database_port", "5432")
        try Data([0x66, 0xFF]).write(to: secrets.directory.appending(path: "title"))
        let (bare, _) = try ConfigFixture().loader()
        struct Titled: Decodable { var title: String? }
        #expect(
            await secrets.errorText(
                bare.addingLayer(.secretsDirectory(secrets.directory), above: .files),
                Titled.self) == """
                    1 problem in the configuration:
                      secret file title: 'title': expected a value: the file is not UTF-8 text
                    """)
    }
}
