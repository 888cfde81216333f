import Foundation
import Testing
import TypedConfig

@testable import PhoneNumbersKit

@Suite struct SettingsLoaderTests {
    private let loader: SettingsLoader

    init() throws {
        loader = SettingsLoader(configDirectory: try BundledResources.locate().configDirectory)
    }

    /// Loads as the program does: the command line read by ``PhoneNumbersCommand``, the settings'
    /// options handed to TypedConfig.
    private func load(
        _ arguments: [String] = [], _ environment: [String: String] = [:], with loader: SettingsLoader? = nil
    ) async throws -> LoadedSettings {
        let (command, options) = try PhoneNumbersCommand.parse(commandLine: ["PhoneNumbers"] + arguments)
        return try await (loader ?? self.loader).load(
            environmentOption: command.environment, options: options, environment: environment)
    }

    private func errorText(_ arguments: [String] = [], _ environment: [String: String] = [:]) async -> String {
        do {
            _ = try await load(arguments, environment)
            return "no error"
        } catch {
            return String(describing: error)
        }
    }

    @Test func developmentIsTheDefault() async throws {
        let loaded = try await load()
        #expect(loaded.environment == "development")
        #expect(
            loaded.settings
                == PhoneNumbersSettings(
                    contactsFile: nil, theme: .daylight,
                    clock: ClockSettings(enabled: true, format: "HH:mm:ss", interval: .seconds(1)), favoritesFile: nil))
        #expect(loaded.warnings.isEmpty)
    }

    @Test func productionIsChosenByTheVariableOrTheOptionWhichWins() async throws {
        let byVariable = try await load([], ["PHONENUMBERS_ENV": "production"])
        #expect(byVariable.environment == "production")
        #expect(byVariable.settings.theme == .midnight)
        #expect(byVariable.settings.clock == ClockSettings(enabled: true, format: "HH:mm", interval: .seconds(15)))
        let byOption = try await load(["--environment", "Production"], ["PHONENUMBERS_ENV": "development"])
        #expect(byOption.environment == "production")
        #expect(byOption.settings.theme == .midnight)
        #expect(byOption.warnings.isEmpty)
        let byEquals = try await load(["--environment=development"], ["PHONENUMBERS_ENV": "production"])
        #expect(byEquals.settings.theme == .daylight)
    }

    @Test func variablesOverrideTheFilesAndOptionsOverrideVariables() async throws {
        let loaded = try await load(
            [
                "--clock-format", "h:mm a", "--no-clock-enabled", "--favorites-file", "/tmp/f.json", "--theme",
                "daylight",
            ],
            [
                "PHONENUMBERS_ENV": "production", "PHONENUMBERS_THEME": "MIDNIGHT", "PHONENUMBERS_CLOCK_FORMAT": "HH",
                "PHONENUMBERS_CLOCK_INTERVAL": "1m30s", "PHONENUMBERS_CONTACTS_FILE": "~/people.vcf",
            ])
        #expect(
            loaded.settings
                == PhoneNumbersSettings(
                    contactsFile: "~/people.vcf", theme: .daylight,
                    clock: ClockSettings(enabled: false, format: "h:mm a", interval: .seconds(90)),
                    favoritesFile: "/tmp/f.json"))
    }

    @Test func unknownVariablesAreWarningsThatSuggestTheKnownName() async throws {
        let loaded = try await load([], ["PHONENUMBERS_CLOCK_FORMT": "HH"])
        #expect(
            loaded.warnings.map(\.description) == [
                "warning: environment variable PHONENUMBERS_CLOCK_FORMT: not a known key "
                    + "(did you mean 'PHONENUMBERS_CLOCK_FORMAT'?)"
            ])
    }

    @Test func everyOptionReachesItsSettingWithoutAWarning() async throws {
        let loaded = try await load([
            "--theme=midnight", "--contacts-file", "a.vcf", "--favorites-file", "f.json", "--no-clock-enabled",
            "--clock-format", "HH", "--clock-interval", "2s",
        ])
        #expect(
            loaded.settings
                == PhoneNumbersSettings(
                    contactsFile: "a.vcf", theme: .midnight,
                    clock: ClockSettings(enabled: false, format: "HH", interval: .seconds(2)), favoritesFile: "f.json"))
        #expect(loaded.warnings.isEmpty)
        #expect(try await load(["--clock-enabled"], ["PHONENUMBERS_CLOCK_ENABLED": "no"]).settings.clock.enabled)
    }

    @Test func aBadValueNamesTheOptionTheKeyAndTheValidValues() async {
        #expect(
            await errorText(["--theme", "purple"]) == """
                1 problem in the configuration:
                  command-line option --theme (argument 1): 'theme': expected Theme, given "purple": unknown name; \
                valid values: daylight, midnight
                """)
        #expect(
            await errorText([], ["PHONENUMBERS_CLOCK_INTERVAL": "soon"]) == """
                1 problem in the configuration:
                  environment variable PHONENUMBERS_CLOCK_INTERVAL: 'clock.interval': expected Duration, given "soon": \
                "s" is not a decimal digit
                """)
        // The position is the option's on the whole command line, the last one given when repeated.
        #expect(
            await errorText(["--no-clock-enabled", "--clock-interval=1s", "--clock-interval", "soon"]) == """
                1 problem in the configuration:
                  command-line option --clock-interval (argument 3): 'clock.interval': expected Duration, given \
                "soon": "s" is not a decimal digit
                """)
    }

    @Test func aBadValueInAFileNamesTheFileAndLine() async throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "phonenumbers-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "theme: daylight\nclock:\n  enabled: maybe\n".write(
            to: folder.appending(path: "config.yaml"), atomically: true, encoding: .utf8)
        try "theme: midnight\n".write(
            to: folder.appending(path: "config.production.yaml"), atomically: true, encoding: .utf8)
        let custom = SettingsLoader(configDirectory: folder)
        do {
            _ = try await load(["--environment", "production"], with: custom)
            Issue.record("expected an error")
        } catch {
            #expect(
                String(describing: error) == """
                    1 problem in the configuration:
                      \(folder.path)/config.yaml:3:12: 'clock.enabled': expected Bool, given "maybe": \
                    expected a boolean; valid values: true, false, yes, no, on, off, y, n, 1, 0
                    """)
        }
    }

    @Test func anEnvironmentWithoutAFileIsRefused() async {
        #expect(
            await errorText(["--environment", "staging"])
                == "option --environment: unknown environment \"staging\"; expected development or production")
        #expect(
            await errorText([], ["PHONENUMBERS_ENV": "prod"])
                == "environment variable PHONENUMBERS_ENV: unknown environment \"prod\"; "
                + "expected development or production")
        #expect(
            await errorText(["--environment", ""], ["PHONENUMBERS_ENV": "production"])
                == "option --environment: unknown environment \"\"; expected development or production")
    }

    @Test func pathsExpandTildeAndTheDataDirectoryFollowsXDG() {
        var settings = PhoneNumbersSettings()
        let environment = ["HOME": "/home/ann", "XDG_DATA_HOME": "/data"]
        #expect(settings.favoritesURL(environment: environment).path == "/data/PhoneNumbers/favorites.json")
        #expect(
            settings.favoritesURL(environment: ["HOME": "/home/ann", "XDG_DATA_HOME": "relative"]).path
                == "/home/ann/.local/share/PhoneNumbers/favorites.json")
        settings.favoritesFile = "~/fav.json"
        settings.contactsFile = "/srv/people.vcf"
        #expect(settings.favoritesURL(environment: environment).path == "/home/ann/fav.json")
        let resources = BundledResources(directory: URL(filePath: "/app/Resources"))
        #expect(settings.contactsURL(resources: resources, environment: environment).path == "/srv/people.vcf")
        settings.contactsFile = nil
        #expect(
            settings.contactsURL(resources: resources, environment: environment).path == "/app/Resources/contacts.vcf")
    }

    @Test func aMissingResourceBundleListsThePathsTried() {
        #expect(
            throws: BundledResources.NotFound(triedPaths: [
                "/opt/bin/Loom_PhoneNumbersKit.resources/Resources",
                "/opt/bin/Loom_PhoneNumbersKit.bundle/Contents/Resources/Resources",
                "/opt/bin/Loom_PhoneNumbersKit.bundle/Resources",
            ])
        ) {
            try BundledResources.locate(executable: URL(filePath: "/opt/bin/PhoneNumbers"), arguments: [])
        }
    }
}
