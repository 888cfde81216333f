import AutoCoding
import Foundation
import TypedConfig

/// PhoneNumbers' configuration, read by ``SettingsLoader`` from `Resources/Config` and overridden by
/// environment variables and options.
///
/// | setting | file key | variable | option |
/// | --- | --- | --- | --- |
/// | ``contactsFile`` | `contacts_file` | `PHONENUMBERS_CONTACTS_FILE` | `--contacts-file` |
/// | ``theme`` | `theme` | `PHONENUMBERS_THEME` | `--theme` |
/// | ``ClockSettings/enabled`` | `clock.enabled` | `PHONENUMBERS_CLOCK_ENABLED` | `--clock-enabled`, `--no-clock-enabled` |
/// | ``ClockSettings/format`` | `clock.format` | `PHONENUMBERS_CLOCK_FORMAT` | `--clock-format` |
/// | ``ClockSettings/interval`` | `clock.interval` | `PHONENUMBERS_CLOCK_INTERVAL` | `--clock-interval` |
/// | ``favoritesFile`` | `favorites_file` | `PHONENUMBERS_FAVORITES_FILE` | `--favorites-file` |
///
/// ```swift
/// let loader = SettingsLoader(configDirectory: try BundledResources.locate().configDirectory)
/// let (command, options) = try PhoneNumbersCommand.parse(commandLine: ["PhoneNumbers", "--theme", "midnight"])
/// let loaded = try await loader.load(environmentOption: command.environment, options: options, environment: [:])
/// loaded.settings.theme    // .midnight
/// ```
///
/// `PhoneNumbers --help` lists the keys from the type itself (``SettingsLoader/settingsHelp(columns:)``),
/// each with the first paragraph of its doc comment, so these comments are what users read.
@AutoCodable @ConfigSchema struct PhoneNumbersSettings: Sendable, Equatable {
    /// A vCard file to show instead of the bundled sample; `~` and relative paths are allowed.
    var contactsFile: String? = nil
    /// The colors: daylight or midnight.
    var theme: Theme = .daylight
    /// The clock on the detail page.
    var clock = ClockSettings()
    /// Where favorites are kept instead of the user's data directory (see ``UserDataDirectory``).
    var favoritesFile: String? = nil
}

extension PhoneNumbersSettings {
    /// The vCard file to read: ``contactsFile`` if set, else the bundled `contacts.vcf`.
    ///
    /// ```swift
    /// let book = try AddressBook(contentsOf: settings.contactsURL(resources: try BundledResources.locate()))
    /// ```
    func contactsURL(
        resources: BundledResources, environment: [String: String] = ProcessInfo.processInfo.environment
    )
        -> URL
    {
        contactsFile.map { UserDataDirectory.expand($0, environment: environment) } ?? resources.contactsFile
    }

    /// The favorites file: ``favoritesFile`` if set, else `favorites.json` in the user's data directory.
    ///
    /// ```swift
    /// let store = FavoritesStore(fileURL: settings.favoritesURL(environment: ProcessInfo.processInfo.environment))
    /// ```
    func favoritesURL(environment: [String: String]) -> URL {
        favoritesFile.map { UserDataDirectory.expand($0, environment: environment) }
            ?? UserDataDirectory.url(environment: environment).appending(path: "favorites.json")
    }
}
