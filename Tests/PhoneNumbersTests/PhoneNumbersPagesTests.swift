import Foundation
import StringCoding
import TerminalUI
import Testing

@testable import PhoneNumbersKit

/// The app's pages driven without a terminal: keys into the window, frames rendered as text.
@MainActor @Suite struct PhoneNumbersPagesTests {
    @MainActor private final class Fixture {
        let folder = FileManager.default.temporaryDirectory.appending(path: "phonenumbers-app-\(UUID().uuidString)")
        let app: PhoneNumbersApp
        let favorites: FavoritesStore

        /// `savingFails`: the favorites file's folder is a plain file, so that no favorite can be saved.
        init(theme: Theme = .daylight, savingFails: Bool = false) throws {
            let resources = try BundledResources.locate()
            var settings = PhoneNumbersSettings()
            settings.theme = theme
            settings.clock.enabled = false
            var favoritesFolder = folder
            if savingFails {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                favoritesFolder = folder.appending(path: "not-a-folder")
                try Data().write(to: favoritesFolder)
            }
            favorites = FavoritesStore(fileURL: favoritesFolder.appending(path: "favorites.json"))
            app = try PhoneNumbersApp(
                book: AddressBook(contentsOf: resources.contactsFile), favorites: favorites, settings: settings,
                resources: resources, environment: [:])
        }

        deinit { try? FileManager.default.removeItem(at: folder) }

        var window: Window { app.application.window }
        func frame(columns: Int = 60, rows: Int = 8) -> String {
            app.application.headlessFrame(columns: columns, rows: rows)
        }
        func press(_ keys: Key...) { for key in keys { window.handle(key) } }
        func label(_ identifier: String) -> Label? { window.view(withIdentifier: identifier) as? Label }
        /// The section and row of the list's selected row.
        var selectedRow: [Int]? {
            (window.firstView { $0 is TableView } as? TableView)?.indexPathForSelectedRow.map { [$0.section, $0.row] }
        }
    }

    @Test func theDetailPageShowsTheSelectedRowThroughItsBindings() throws {
        let fixture = try Fixture()
        _ = fixture.frame()
        fixture.press(.down, .down, .enter)
        let detail = fixture.frame()
        #expect(detail.hasPrefix(" ‹ Phone Numbers     Chloé Ågren (fax)\n\n  Chloé Ågren (fax)\n"))
        #expect(detail.contains("  fax          (555) 017-8547\n  Favorite     no\n"))
        #expect(fixture.app.model.selected?.displayName == "Chloé Ågren (fax)")
        fixture.press(.escape)
        #expect(fixture.frame().contains("Link to another page"))
    }

    @Test func aFavoriteShowsOnTheDetailPageAndInItsRowOnly() throws {
        let fixture = try Fixture()
        _ = fixture.frame()
        fixture.press(.down, .down, .enter)
        _ = fixture.frame()
        fixture.press(.character("f"))
        #expect(fixture.frame().contains("  Favorite     ★ yes\n"))
        #expect(fixture.favorites.ids.count == 1)
        fixture.press(.escape)
        let list = fixture.frame()
        // The selection is back on the row, marked with ">" in plain text.
        #expect(list.contains(">★ Chloé Ågren (fax)"))
        #expect(list.contains("   Chloé Ågren (iPhone)"))
        #expect(list.contains("   Acme Corporation (work)"))
    }

    @Test(arguments: [
        (Theme.daylight, "#0055aa", "#f4f4f0", "#3f3f3f"), (Theme.midnight, "#8ab8ff", "#10121a", "#8a8a99"),
    ])
    func theThemeReachesEveryPageAndCell(theme: Theme, accent: String, background: String, muted: String) throws {
        let fixture = try Fixture(theme: theme)
        _ = fixture.frame()
        #expect(fixture.window.backgroundColor == (try Color(parsing: background)))
        let cell = try #require(
            fixture.window.firstView { ($0 as? TableViewCell)?.detailTextLabel.text == "020 7946 0855" })
        #expect((cell as? TableViewCell)?.detailTextLabel.textColor == (try Color(parsing: muted)))
        let status = try #require(fixture.window.firstView { $0.styleClasses == ["status"] } as? Label)
        #expect(status.textColor == (try Color(parsing: muted)))

        fixture.press(.down, .enter)
        _ = fixture.frame()
        let name = try #require(fixture.label("name"))
        #expect(name.textColor == (try Color(parsing: accent)))
        #expect(name.font.traits == .bold)
        #expect(fixture.window.stylesheetProblems.isEmpty)
    }

    static let unreadableFavorites =
        "/home/ann/.local/share/PhoneNumbers/favorites.json could not be read (Malformed JSON at line 1, "
        + "column 2: expected a value); it was moved to "
        + "/home/ann/.local/share/PhoneNumbers/favorites.json.unreadable-20261122T144100Z and favorites start empty"

    @Test func aStatusMessageIsShownInFullAndTheNextKeyDismissesItAndStillDoesItsJob() throws {
        let fixture = try Fixture()
        let list = """
                                                       Phone Numbers
            >Link to another page                                                                             ›

               Acme Corporation (work)                                                            020 7946 0855
               Chloé Ågren (fax)                                                                 (555) 017-8547
               Chloé Ågren (iPhone)                                                             +81 3-8476-6357
               Chloé Ågren (work)                                                                 +49 30 728382
               Tomás Ågren (home)                                                                  555.019.3047
               Ahmed al-Rashid (fax)                                                             (555) 018-7154
             / filter  f favorite  ? keys  q quit
            """
        #expect(fixture.frame(columns: 100, rows: 10) == list)
        fixture.app.showStatus(Self.unreadableFavorites)
        #expect(
            fixture.frame(columns: 100, rows: 10) == """
                                                           Phone Numbers
                >Link to another page                                                                             ›

                   Acme Corporation (work)                                                            020 7946 0855
                   Chloé Ågren (fax)                                                                 (555) 017-8547
                ────────────────────────────────────────────────────────────────────────────────────────────────────
                 /home/ann/.local/share/PhoneNumbers/favorites.json could not be read (Malformed JSON at line 1,
                 column 2: expected a value); it was moved to
                 /home/ann/.local/share/PhoneNumbers/favorites.json.unreadable-20261122T144100Z and favorites start
                 empty
                """)
        #expect(fixture.selectedRow == [0, 0])
        fixture.press(.down)
        #expect(fixture.selectedRow == [1, 0])
        #expect(
            fixture.frame(columns: 100, rows: 10) == """
                                                           Phone Numbers
                 Link to another page                                                                             ›

                >  Acme Corporation (work)                                                            020 7946 0855
                   Chloé Ågren (fax)                                                                 (555) 017-8547
                   Chloé Ågren (iPhone)                                                             +81 3-8476-6357
                   Chloé Ågren (work)                                                                 +49 30 728382
                   Tomás Ågren (home)                                                                  555.019.3047
                   Ahmed al-Rashid (fax)                                                             (555) 018-7154
                 / filter  f favorite  ? keys  q quit
                """)
    }

    @Test func atFortyColumnsTheMessageWrapsOverMoreLinesAndTheKeyHelpComesBack() throws {
        let fixture = try Fixture()
        fixture.app.showStatus(Self.unreadableFavorites)
        #expect(
            fixture.frame(columns: 40, rows: 12) == """
                             Phone Numbers
                >Link to another page                 ›

                   Acme Corporation (wor… 020 7946 0855
                ────────────────────────────────────────
                 /home/ann/.local/share/PhoneNumbers/fa
                 vorites.json could not be read
                 (Malformed JSON at line 1, column 2:
                 expected a value); it was moved to
                 /home/ann/.local/share/PhoneNumbers/fa
                 vorites.json.unreadable-20261122T14410
                 0Z and favorites start empty
                """)
        // q still quits: the window leaves it unhandled, for the application's quit keys.
        #expect(fixture.window.handle(.character("q")) == false)
        #expect(
            fixture.frame(columns: 40, rows: 12) == """
                             Phone Numbers
                >Link to another page                 ›

                   Acme Corporation (wor… 020 7946 0855
                   Chloé Ågren (fax)     (555) 017-8547
                   Chloé Ågren (iPhone) +81 3-8476-6357
                   Chloé Ågren (work)     +49 30 728382
                   Tomás Ågren (home)      555.019.3047
                   Ahmed al-Rashid (fax) (555) 018-7154
                   Ahmed al-Rashid (fax)  020 7946 0678
                   Ahmed al-Rashid (mo… +81 3-4115-7991
                 / filter  f favorite  ? keys  q quit
                """)
    }

    @Test func aFavoriteNotSavedOnTheDetailPageIsShownThereAndEscapeStillGoesBack() throws {
        let fixture = try Fixture(savingFails: true)
        _ = fixture.frame(columns: 100, rows: 16)
        fixture.press(.down, .enter)
        #expect(fixture.frame(columns: 100, rows: 16).contains("  Favorite     no\n"))
        fixture.press(.character("f"))
        let detail = fixture.frame(columns: 100, rows: 16)
        #expect(detail.contains("  Favorite     no\n"))
        #expect(
            detail.contains(
                "\n" + String(repeating: "─", count: 100) + "\n favorite not saved: favorites not saved to\n"))
        let panel = try #require(fixture.window.firstView { $0 is StatusMessagePanel } as? StatusMessagePanel)
        #expect(
            panel.message?.hasPrefix(
                "favorite not saved: favorites not saved to \(fixture.favorites.fileURL.path): ") == true)
        fixture.press(.escape)
        let list = fixture.frame(columns: 100, rows: 16)
        #expect(list.hasPrefix("                                           Phone Numbers\n Link to another page"))
        #expect(!list.contains("not saved"))
        #expect(list.hasSuffix(" / filter  f favorite  ? keys  q quit"))
    }

    @Test func slashFiltersThePhoneRowsAsYouTypeAndEscapeShowsThemAll() throws {
        let fixture = try Fixture()
        _ = fixture.frame()
        fixture.press(.character("/"))
        for character in "agren" { fixture.press(.character(character)) }
        #expect(
            fixture.frame() == """
                                       Phone Numbers
                >  Chloé Ågren (fax)                         (555) 017-8547
                   Chloé Ågren (iPhone)                     +81 3-8476-6357
                   Chloé Ågren (work)                         +49 30 728382
                   Tomás Ågren (home)                          555.019.3047

                 / agren                                           4 of 397
                 / filter  f favorite  ? keys  q quit
                """)
        // Digits find a number whatever its punctuation; Enter keeps the filter for the arrows.
        for _ in 0..<5 { fixture.press(.backspace) }
        for character in "5550193" { fixture.press(.character(character)) }
        fixture.press(.enter)
        #expect(fixture.frame().contains(">  Tomás Ågren (home)"))
        fixture.press(.enter)
        #expect(fixture.frame().hasPrefix(" ‹ Phone Numbers     Tomás Ågren (home)\n"))
        fixture.press(.escape)
        #expect(fixture.frame().contains(" / 5550193 "))
        // Escape clears it: every row again, the selection still on its row.
        fixture.press(.escape)
        #expect(
            fixture.frame() == """
                                       Phone Numbers
                   Acme Corporation (work)                    020 7946 0855
                   Chloé Ågren (fax)                         (555) 017-8547
                   Chloé Ågren (iPhone)                     +81 3-8476-6357
                   Chloé Ågren (work)                         +49 30 728382
                >  Tomás Ågren (home)                          555.019.3047
                   Ahmed al-Rashid (fax)                     (555) 018-7154
                 / filter  f favorite  ? keys  q quit
                """)
    }

    @Test func questionMarkShowsTheKeysOfTheListPage() throws {
        let fixture = try Fixture()
        _ = fixture.frame()
        fixture.press(.character("?"))
        #expect(
            fixture.app.application.headlessFrame(columns: 60, rows: 16) == """
                                       Phone Numbers
                >Link to another page                                     ›
                  ┌ Keys ────────────────────────────────────────────────┐
                  │ ↑ ↓          move the selection                      │
                  │ PgUp PgDn    move a page                             │
                  │ Home End     go to the first or last row             │
                  │ Enter Space  select the row                          │
                  │ /            filter the rows                         │
                  │ f            mark or unmark the number as a favorite │
                  │ ? F1         show these keys                         │
                  │ Ctrl-Z       suspend (the shell's fg resumes)        │
                  │ q Ctrl-C     quit                                    │
                  └ any key closes ──────────────────────────────────────┘
                   Katarzyna Anderson (other)               +81 3-7885-7322
                   Katarzyna Anderson (work)                 (555) 011-6051
                 / filter  f favorite  ? keys  q quit
                """)
        fixture.press(.character("f"))
        #expect(!fixture.window.isShowingKeyHelp)
        #expect(fixture.favorites.ids.isEmpty)
    }
}

/// The list's actions menu (`m`) on a phone row, and the alert that confirms removing a favorite.
@MainActor @Suite struct PhoneNumbersMenuTests {
    @Test func mOnAPhoneRowMarksAFavoriteAndRemovingOneAsksFirst() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "phonenumbers-menu-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let resources = try BundledResources.locate()
        var settings = PhoneNumbersSettings()
        settings.clock.enabled = false
        let favorites = FavoritesStore(fileURL: folder.appending(path: "favorites.json"))
        let app = try PhoneNumbersApp(
            book: AddressBook(contentsOf: resources.contactsFile), favorites: favorites, settings: settings,
            resources: resources, environment: [:])
        let window = app.application.window
        func frame() -> String { app.application.headlessFrame(columns: 40, rows: 12) }
        _ = frame()
        // On the link row there is no menu: m does nothing.
        #expect(!window.handle(.character("m")))
        window.handle(.down)
        window.handle(.down)
        window.handle(.character("m"))
        #expect(
            frame() == """
                             Phone Numbers
                 Link to another page                 ›

                   Acme Corporation (wor… 020 7946 0855
                >  Chloé Ågren (fax)     (555) 017-8547
                 ┌ Chloé Ågren (fax) ┐) +81 3-8476-6357
                 │>Show details      │    +49 30 728382
                 │ Mark as favorite  │     555.019.3047
                 └───────────────────┘x) (555) 018-7154
                   Ahmed al-Rashid (fax)  020 7946 0678
                   Ahmed al-Rashid (mo… +81 3-4115-7991
                 / filter  f favorite  ? keys  q quit
                """)
        window.handle(.down)
        window.handle(.enter)
        #expect(favorites.ids.count == 1)
        #expect(frame().contains(">★ Chloé Ågren (fax)"))

        window.handle(.character("m"))
        #expect(frame().contains(" │ ! Remove from favorites… │"))
        window.handle(.down)
        window.handle(.enter)
        #expect(frame().contains("Remove from favorites?"))
        // Escape keeps the favorite; Remove takes it away, and the focus is back on the table.
        window.handle(.escape)
        #expect(favorites.ids.count == 1)
        window.handle(.character("m"))
        window.handle(.down)
        window.handle(.enter)
        window.handle(.right)
        window.handle(.enter)
        #expect(favorites.ids.isEmpty)
        #expect(!window.isPresenting)
        #expect(window.focusedView is TableView)
        #expect(frame().contains(">  Chloé Ågren (fax)"))
    }
}
