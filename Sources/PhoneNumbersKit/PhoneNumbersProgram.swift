import Foundation

/// The PhoneNumbers program: the seed article's phone-number table in the terminal, on the bundled
/// address book unless told otherwise. Without a terminal it prints one frame and returns.
///
/// ```swift
/// exit(await PhoneNumbersProgram.run(arguments: CommandLine.arguments))
/// ```
public enum PhoneNumbersProgram {
    /// Runs the app until the user quits; returns the exit status (0, or 1 after printing an error).
    /// `arguments` starts with the program's name, as `CommandLine.arguments` does.
    public static func run(
        arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment
    ) async -> Int32 {
        if arguments.dropFirst().contains(where: { $0 == "--help" || $0 == "-h" }) {
            print(usage)
            return 0
        }
        do {
            let resources = try BundledResources.locate(arguments: arguments)
            let loaded = try await SettingsLoader(configDirectory: resources.configDirectory)
                .load(arguments: arguments, environment: environment)
            for warning in loaded.warnings { printError("warning: \(warning)") }
            let settings = loaded.settings
            let book = try AddressBook(contentsOf: settings.contactsURL(resources: resources, environment: environment))
            let favorites = FavoritesStore(fileURL: settings.favoritesURL(environment: environment))
            var startupNote: String?
            do { try favorites.load() } catch { startupNote = "\(error)" }
            let app = try PhoneNumbersApp(
                book: book, favorites: favorites, settings: settings, resources: resources, environment: environment)
            if let startupNote { app.showStatus(startupNote) }
            try app.application.run()
            return 0
        } catch {
            printError("error: \(error)")
            return 1
        }
    }

    /// What `--help` prints.
    public static let usage = """
        usage: PhoneNumbers [--environment development|production] [--theme daylight|midnight]
                            [--contacts-file PATH] [--favorites-file PATH]
                            [--clock-enabled | --no-clock-enabled] [--clock-format FORMAT] [--clock-interval DURATION]

        Shows the phone numbers of an address book (the bundled sample by default) in a table.
        Keys: ↑ ↓ PageUp PageDown Home End move, Enter opens, f marks a favorite, / filters the list,
        ? lists the keys, Escape goes back, Ctrl-Z suspends (fg resumes), q quits.

        Every option can also be set in the environment: PHONENUMBERS_ENV, PHONENUMBERS_THEME,
        PHONENUMBERS_CONTACTS_FILE, PHONENUMBERS_FAVORITES_FILE, PHONENUMBERS_CLOCK_ENABLED,
        PHONENUMBERS_CLOCK_FORMAT, PHONENUMBERS_CLOCK_INTERVAL. Favorites are saved in
        $XDG_DATA_HOME/PhoneNumbers/favorites.json (~/.local/share/PhoneNumbers on Linux).
        """

    private static func printError(_ message: String) {
        FileHandle.standardError.write(Data("PhoneNumbers: \(message)\n".utf8))
    }
}
