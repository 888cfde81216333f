import Foundation
import TerminalCore
import TypedConfig

/// The PhoneNumbers program: the seed article's phone-number table in the terminal, on the bundled
/// address book unless told otherwise. Without a terminal it prints one frame and returns.
///
/// ```swift
/// exit(await PhoneNumbersProgram.run(arguments: CommandLine.arguments))
/// ```
public enum PhoneNumbersProgram {
    /// What `--version` prints.
    public static let version = "0.1.0"

    /// Runs the app until the user quits; returns the exit status: 0, 1 after printing an error,
    /// or ArgumentParser's status for a command line it refuses (64, with the usage).
    /// `arguments` starts with the program's name, as `CommandLine.arguments` does.
    @MainActor public static func run(
        arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment
    ) async -> Int32 {
        let command: PhoneNumbersCommand
        let options: [ConfigLoader.ParsedOption]
        do {
            (command, options) = try PhoneNumbersCommand.parse(commandLine: arguments)
        } catch {
            return report(commandLineError: error, columns: helpColumns(environment: environment))
        }
        do {
            let resources = try BundledResources.locate(arguments: arguments)
            let loaded = try await SettingsLoader(configDirectory: resources.configDirectory)
                .load(environmentOption: command.environment, options: options, environment: environment)
            // A problem's description starts with "warning: " already.
            for warning in loaded.warnings { printError("\(warning)") }
            let settings = loaded.settings
            let book = try AddressBook(contentsOf: settings.contactsURL(resources: resources, environment: environment))
            let favorites = FavoritesStore(fileURL: settings.favoritesURL(environment: environment))
            var startupNote: String?
            do { try favorites.load() } catch { startupNote = "\(error)" }
            let app = try PhoneNumbersApp(
                book: book, favorites: favorites, settings: settings, resources: resources,
                themeFile: command.themeFile.map { UserDataDirectory.expand($0, environment: environment) },
                environment: environment)
            if let startupNote { app.showStatus(startupNote) }
            try await app.application.run()
            return 0
        } catch {
            printError("error: \(error)")
            return 1
        }
    }

    /// What `--help` prints at `columns` wide (when nil: `COLUMNS`, else the terminal's width,
    /// else 80): ArgumentParser's help, then every setting's key, type, default, variable and
    /// option, from ``PhoneNumbersSettings`` itself (TypedConfig's `ConfigDescription`).
    ///
    /// ```swift
    /// print(PhoneNumbersProgram.help(columns: 100))
    /// ```
    public static func help(columns: Int? = nil) -> String {
        let columns = columns ?? helpColumns(environment: ProcessInfo.processInfo.environment)
        // ArgumentParser's help ends with a blank line already.
        return PhoneNumbersCommand.helpMessage(columns: columns) + "\n" + SettingsLoader.settingsHelp(columns: columns)
    }

    /// The width help is laid out for, chosen as ArgumentParser chooses it: `COLUMNS`, else the
    /// terminal's width, else 80; one number for both parts of ``help(columns:)``.
    static func helpColumns(environment: [String: String]) -> Int {
        if let columns = environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 { return columns }
        return TerminalDevice(descriptor: STDOUT_FILENO).windowSize()?.columns ?? 80
    }

    /// Prints what ArgumentParser says about `error` (the help or the version, on standard output,
    /// or the error with the usage, on standard error) and returns its exit status. Its help gets
    /// the settings after it (``help(columns:)``).
    private static func report(commandLineError error: any Error, columns: Int) -> Int32 {
        var message = PhoneNumbersCommand.fullMessage(for: error, columns: columns)
        // ArgumentParser's help request is internal to it; its message is how it shows.
        if message == PhoneNumbersCommand.helpMessage(columns: columns) { message = help(columns: columns) }
        let status = PhoneNumbersCommand.exitCode(for: error)
        if status.isSuccess {
            print(message)
        } else {
            FileHandle.standardError.write(Data((message + "\n").utf8))
        }
        return status.rawValue
    }

    private static func printError(_ message: String) {
        FileHandle.standardError.write(Data("PhoneNumbers: \(message)\n".utf8))
    }
}
