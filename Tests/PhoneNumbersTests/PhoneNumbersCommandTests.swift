import Testing
import TypedConfig

@testable import PhoneNumbersKit

/// The command line as swift-argument-parser reads it: the options it declares, what it refuses
/// with the usage, `--help` and `--version`, and the options it hands to TypedConfig.
@Suite struct PhoneNumbersCommandTests {
    /// What the program prints for a command line ArgumentParser stops at, and its exit status.
    private func refusal(_ arguments: [String]) -> (message: String, status: Int32)? {
        do {
            _ = try PhoneNumbersCommand.parse(commandLine: ["PhoneNumbers"] + arguments)
            return nil
        } catch {
            return (
                PhoneNumbersCommand.fullMessage(for: error, columns: 80),
                PhoneNumbersCommand.exitCode(for: error).rawValue
            )
        }
    }

    static let usage = """
        Usage: PhoneNumbers [--environment <name>] [--theme <name>] [--theme-file <path>] [--contacts-file <path>] \
        [--favorites-file <path>] [--clock-enabled] [--no-clock-enabled] [--clock-format <format>] \
        [--clock-interval <duration>]
          See 'PhoneNumbers --help' for more information.
        """

    @Test func anUnknownOptionIsAnErrorWithTheUsage() throws {
        let refused = try #require(refusal(["--theme", "midnight", "--bogus"]))
        #expect(refused.status == 64)
        #expect(refused.message == "Error: Unknown option '--bogus'\n" + Self.usage)
        #expect(try #require(refusal(["midnight"])).message == "Error: Unexpected argument 'midnight'\n" + Self.usage)
    }

    @Test func anOptionWithoutItsValueOrAFlagWithOneIsAnError() throws {
        let missing = try #require(refusal(["--environment", "--theme", "midnight"]))
        #expect(missing.status == 64)
        #expect(
            missing.message == """
                Error: Missing value for '--environment <name>'
                Help:  --environment <name>  The configuration: development (the default) or production.

                """ + Self.usage)
        #expect(
            try #require(refusal(["--clock-enabled=no"])).message
                == "Error: The option '--clock-enabled' does not take any value, but 'no' was specified.\n" + Self.usage
        )
    }

    @Test func versionPrintsTheVersionAndSucceeds() throws {
        let version = try #require(refusal(["--version"]))
        #expect(version.status == 0)
        #expect(version.message == PhoneNumbersProgram.version)
        #expect(PhoneNumbersProgram.version == "0.1.0")
    }

    @Test func helpListsEveryOptionTheKeysAndTheVariables() throws {
        let help = try #require(refusal(["--help"]))
        #expect(help.status == 0)
        #expect(try #require(refusal(["-h"])).message == help.message)
        #expect(
            help.message == """
                OVERVIEW: Shows the phone numbers of an address book (the bundled sample by
                default) in a table.

                Keys: ↑ ↓ PageUp PageDown Home End move, Enter opens, f marks a favorite, /
                filters the list, ? lists the keys, Escape goes back, Ctrl-Z suspends (fg
                resumes), q quits. A message (an unreadable favorites file, say) shows until
                the next key, which then does its usual job.

                Every setting (SETTINGS, after the options) can also be set in the environment,
                and PHONENUMBERS_ENV names the environment; an option wins over its variable,
                which wins over the configuration files. Favorites are saved in
                $XDG_DATA_HOME/PhoneNumbers/favorites.json (~/.local/share/PhoneNumbers on
                Linux).

                USAGE: PhoneNumbers [--environment <name>] [--theme <name>] [--theme-file <path>] [--contacts-file <path>] \
                [--favorites-file <path>] [--clock-enabled] [--no-clock-enabled] [--clock-format <format>] \
                [--clock-interval <duration>]

                OPTIONS:
                  --environment <name>    The configuration: development (the default) or
                                          production.
                  --theme <name>          The colors: daylight or midnight.
                  --theme-file <path>     A stylesheet to use instead of the theme, applied
                                          again each time it is saved.
                  --contacts-file <path>  A vCard file to show instead of the bundled sample.
                  --favorites-file <path> Where favorites are saved instead.
                  --clock-enabled/--no-clock-enabled
                                          Whether the detail page shows a clock.
                  --clock-format <format> How the clock reads: HH:mm:ss, h:mm a.
                  --clock-interval <duration>
                                          How often the clock ticks: 1s, 250ms, 1m30s.
                  --version               Show the version.
                  -h, --help              Show help information.

                """)
        #expect(PhoneNumbersProgram.help(columns: 80) == help.message + "\n" + SettingsLoader.settingsHelp(columns: 80))
    }

    /// `--help` ends with the settings, listed from ``PhoneNumbersSettings`` itself.
    @Test func helpListsTheSettingsFromTheirType() {
        #expect(
            SettingsLoader.settingsHelp(columns: 80) == """
                SETTINGS:
                  contactsFile: String (optional)
                      A vCard file to show instead of the bundled sample; `~` and relative paths
                      are allowed.
                      Environment: PHONENUMBERS_CONTACTS_FILE
                      Option: --contacts-file
                  theme: Theme = daylight
                      The colors: daylight or midnight.
                      Allowed: daylight, midnight.
                      Environment: PHONENUMBERS_THEME
                      Option: --theme
                  clock.enabled: Bool = true
                      Whether the detail page shows a clock.
                      Environment: PHONENUMBERS_CLOCK_ENABLED
                      Options: --clock-enabled, --no-clock-enabled
                  clock.format: String = HH:mm:ss
                      How the clock reads, as a `DateFormatter` pattern: "HH:mm:ss", "h:mm a".
                      Environment: PHONENUMBERS_CLOCK_FORMAT
                      Option: --clock-format
                  clock.interval: Duration = 1s
                      How often the clock ticks, written as StringCoding reads a `Duration`:
                      "250ms", "1s", "1m30s".
                      Environment: PHONENUMBERS_CLOCK_INTERVAL
                      Option: --clock-interval
                  favoritesFile: String (optional)
                      Where favorites are kept instead of the user's data directory (see
                      `UserDataDirectory`).
                      Environment: PHONENUMBERS_FAVORITES_FILE
                      Option: --favorites-file
                """)
    }

    @Test func theSettingsFitFortyColumns() throws {
        let help = PhoneNumbersProgram.help(columns: 40)
        let settings = help[try #require(help.range(of: "\nSETTINGS:\n")).lowerBound...].dropFirst()
        #expect(settings.split(separator: "\n").allSatisfy { $0.count <= 40 })
        #expect(
            settings == """
                SETTINGS:
                  contactsFile: String (optional)
                      A vCard file to show instead of
                      the bundled sample; `~` and
                      relative paths are allowed.
                      Environment:
                      PHONENUMBERS_CONTACTS_FILE
                      Option: --contacts-file
                  theme: Theme = daylight
                      The colors: daylight or midnight.
                      Allowed: daylight, midnight.
                      Environment: PHONENUMBERS_THEME
                      Option: --theme
                  clock.enabled: Bool = true
                      Whether the detail page shows a
                      clock.
                      Environment:
                      PHONENUMBERS_CLOCK_ENABLED
                      Options: --clock-enabled,
                      --no-clock-enabled
                  clock.format: String = HH:mm:ss
                      How the clock reads, as a
                      `DateFormatter` pattern:
                      "HH:mm:ss", "h:mm a".
                      Environment:
                      PHONENUMBERS_CLOCK_FORMAT
                      Option: --clock-format
                  clock.interval: Duration = 1s
                      How often the clock ticks, written
                      as StringCoding reads a
                      `Duration`: "250ms", "1s",
                      "1m30s".
                      Environment:
                      PHONENUMBERS_CLOCK_INTERVAL
                      Option: --clock-interval
                  favoritesFile: String (optional)
                      Where favorites are kept instead
                      of the user's data directory (see
                      `UserDataDirectory`).
                      Environment:
                      PHONENUMBERS_FAVORITES_FILE
                      Option: --favorites-file
                """)
    }

    @Test func theSettingsOptionsKeepTheirValuesAsGivenAndTheirPositions() throws {
        let (command, options) = try PhoneNumbersCommand.parse(commandLine: [
            "PhoneNumbers", "--clock-interval=soon", "--environment", "Production", "--theme", "dusk",
            "--no-clock-enabled", "--theme", "midnight", "--contacts-file", "-",
        ])
        #expect(command.environment == "Production")
        #expect(
            options == [
                ConfigLoader.ParsedOption(flag: "--clock-interval", value: "soon", argumentIndex: 1),
                ConfigLoader.ParsedOption(flag: "--no-clock-enabled", value: nil, argumentIndex: 6),
                ConfigLoader.ParsedOption(flag: "--theme", value: "midnight", argumentIndex: 7),
                ConfigLoader.ParsedOption(flag: "--contacts-file", value: "-", argumentIndex: 9),
            ])
        #expect(try PhoneNumbersCommand.parse(commandLine: ["PhoneNumbers"]).settingsOptions == [])
    }
}
