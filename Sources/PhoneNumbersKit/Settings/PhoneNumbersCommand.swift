import ArgumentParser
import TypedConfig

/// PhoneNumbers' command line, read by swift-argument-parser: it declares every option, for
/// `--help`, and so that an unknown option, or one without its value, is an error with the usage;
/// it answers `--help` and `--version`.
///
/// Each option is kept as the string given: converting and checking values is TypedConfig's job,
/// which gets the settings' options from ``parse(commandLine:)`` as its command-line layer, so
/// that one report names every bad value with where it came from (`--theme dusk` beside a bad
/// `PHONENUMBERS_CLOCK_INTERVAL`). The arguments are read once, here.
///
/// ```swift
/// let (command, options) = try PhoneNumbersCommand.parse(
///     commandLine: ["PhoneNumbers", "--environment", "production", "--theme", "midnight", "--no-clock-enabled"])
/// command.environment   // "production"
/// options               // --theme "midnight" at argument 3, --no-clock-enabled at argument 5
/// ```
struct PhoneNumbersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "PhoneNumbers",
        abstract: "Shows the phone numbers of an address book (the bundled sample by default) in a table.",
        discussion: """
            Keys: ↑ ↓ PageUp PageDown Home End move, Enter opens, f marks a favorite, / filters the list, \
            ? lists the keys, Escape goes back, Ctrl-Z suspends (fg resumes), q quits. A message (an unreadable favorites file, say) shows until the next key, which then \
            does its usual job.

            Every setting (SETTINGS, after the options) can also be set in the environment, and \
            PHONENUMBERS_ENV names the environment; an option wins over its variable, which wins over \
            the configuration files. Favorites are saved in \
            $XDG_DATA_HOME/PhoneNumbers/favorites.json (~/.local/share/PhoneNumbers on Linux).
            """,
        version: PhoneNumbersProgram.version)

    @Option(help: ArgumentHelp("The configuration: development (the default) or production.", valueName: "name"))
    var environment: String?

    @Option(help: ArgumentHelp("The colors: daylight or midnight.", valueName: "name"))
    var theme: String?

    @Option(
        help: ArgumentHelp(
            "A stylesheet to use instead of the theme, applied again each time it is saved.", valueName: "path"))
    var themeFile: String?

    @Option(help: ArgumentHelp("A vCard file to show instead of the bundled sample.", valueName: "path"))
    var contactsFile: String?

    @Option(help: ArgumentHelp("Where favorites are saved instead.", valueName: "path"))
    var favoritesFile: String?

    @Flag(inversion: .prefixedNo, help: "Whether the detail page shows a clock.")
    var clockEnabled: Bool?

    @Option(help: ArgumentHelp("How the clock reads: HH:mm:ss, h:mm a.", valueName: "format"))
    var clockFormat: String?

    @Option(help: ArgumentHelp("How often the clock ticks: 1s, 250ms, 1m30s.", valueName: "duration"))
    var clockInterval: String?

    /// Reads `arguments`, the whole command line with the program's name first (as
    /// `CommandLine.arguments`), and returns the command with the settings' options that were
    /// given, for TypedConfig's command-line layer: each with the flag as written and its position
    /// in `arguments`. `--environment` is not among them: it chooses the configuration files before
    /// TypedConfig reads them. Throws ArgumentParser's errors, for `fullMessage(for:)` and
    /// `exitCode(for:)`, also for `--help` and `--version`.
    ///
    /// ```swift
    /// let (command, options) = try PhoneNumbersCommand.parse(commandLine: ["PhoneNumbers", "--theme=midnight"])
    /// options   // [--theme "midnight" at argument 1]
    /// ```
    static func parse(
        commandLine arguments: [String]
    ) throws -> (
        command: PhoneNumbersCommand, settingsOptions: [ConfigLoader.ParsedOption]
    ) {
        let command = try parse(Array(arguments.dropFirst()))
        var given: [(flag: String, value: String?)] = [
            ("--theme", command.theme), ("--contacts-file", command.contactsFile),
            ("--favorites-file", command.favoritesFile), ("--clock-format", command.clockFormat),
            ("--clock-interval", command.clockInterval),
        ].filter { $0.value != nil }
        if let enabled = command.clockEnabled {
            given.append((enabled ? "--clock-enabled" : "--no-clock-enabled", nil))
        }
        // The position is that of the last argument spelled as the option (`--theme` or
        // `--theme=…`): ArgumentParser accepted the line, so every argument is an option, the value
        // right after one, or `--name=value`, and of an option given twice it kept the last. These
        // options have no other names, so one is always found; 0 would only stand for "not found".
        let options = given.map { flag, value in
            let index = arguments.indices.last { arguments[$0] == flag || arguments[$0].hasPrefix(flag + "=") }
            return ConfigLoader.ParsedOption(flag: flag, value: value, argumentIndex: index ?? 0)
        }
        return (command, options.sorted { $0.argumentIndex < $1.argumentIndex })
    }
}
