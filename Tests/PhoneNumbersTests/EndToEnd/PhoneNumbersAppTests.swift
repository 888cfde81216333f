import Foundation
import LoomTestSupport
import Testing

/// The app in a real terminal (tmux), used the way a person would: move, open a detail page, go
/// back, mark a favorite, quit, start again and find the favorite kept.
@Suite("PhoneNumbers in tmux", .enabled(if: TmuxSession.isAvailable && PhoneNumbersBinary.exists))
struct PhoneNumbersAppTests {
    /// Starts the app under `sh`, which afterwards prints its exit status and the terminal's modes.
    private func start(
        dataHome: URL, arguments: [String] = [], columns: Int = 80, environment: [String: String] = [:]
    ) throws -> TmuxSession {
        let modes = "stty -a | tr -s '; ' '\\n\\n' | grep -x -e icanon -e -icanon -e echo -e -echo | tr '\\n' ' '"
        let command = ([PhoneNumbersBinary.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        let tmux = try TmuxSession(
            command: ["sh", "-c", "\(command); echo \"exit=$? modes: $(\(modes))\""], columns: columns, rows: 12,
            environment: ["XDG_DATA_HOME": dataHome.path, "PHONENUMBERS_ENV": "development"].merging(environment) {
                $1
            })
        try tmux.waitUntil { $0.contains("Link to another page") }
        return tmux
    }

    private func quit(_ tmux: TmuxSession) throws {
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
        #expect(try tmux.capture().hasSuffix("exit=0 modes: icanon echo"))
        #expect(try !tmux.isAlternateScreenOn)
        #expect(try tmux.isCursorVisible)
    }

    @Test func aFavoriteMarkedInOneRunIsThereInTheNext() throws {
        let dataHome = try PhoneNumbersBinary.temporaryDataHome()
        defer { try? FileManager.default.removeItem(at: dataHome) }

        let first = try start(dataHome: dataHome)
        defer { first.kill() }
        #expect(try first.isAlternateScreenOn)
        // The whole list, once it is all drawn.
        try first.waitUntil {
            $0 == """
                                                 Phone Numbers
                 Link to another page                                                         ›

                   Acme Corporation (work)                                        020 7946 0855
                   Chloé Ågren (fax)                                             (555) 017-8547
                   Chloé Ågren (iPhone)                                         +81 3-8476-6357
                   Chloé Ågren (work)                                             +49 30 728382
                   Tomás Ågren (home)                                              555.019.3047
                   Ahmed al-Rashid (fax)                                         (555) 018-7154
                   Ahmed al-Rashid (fax)                                          020 7946 0678
                   Ahmed al-Rashid (mobile)                                     +81 3-4115-7991
                 / filter  f favorite  ? keys  q quit
                """
        }

        // Down to the third phone row, and into its detail page.
        try first.sendKeys("Down", "Down", "Down", "Enter")
        try first.waitUntil {
            $0.hasPrefix(" ‹ Phone Numbers              Chloé Ågren (iPhone)\n\n  Chloé Ågren (iPhone)")
                && $0.contains("  iPhone       +81 3-8476-6357\n  Favorite     no\n")
        }

        // A favorite marked on the detail page shows there at once, and on the list when back.
        try first.sendKeys("f")
        try first.waitUntil { $0.contains("Favorite     ★ yes") }
        try first.sendKeys("Escape")
        try first.waitUntil { $0.contains("Link to another page") && $0.contains(" ★ Chloé Ågren (iPhone)") }

        // And one marked on the list, on the row below.
        try first.sendKeys("Down", "f")
        try first.waitUntil { $0.contains(" ★ Chloé Ågren (work)") }
        try quit(first)

        let second = try start(dataHome: dataHome)
        defer { second.kill() }
        try second.waitUntil {
            $0.contains(" ★ Chloé Ågren (iPhone)") && $0.contains(" ★ Chloé Ågren (work)")
                && $0.contains("   Chloé Ågren (fax)")
        }
        try quit(second)
    }

    @Test func theLinkRowOpensThePlainPage() throws {
        let dataHome = try PhoneNumbersBinary.temporaryDataHome()
        defer { try? FileManager.default.removeItem(at: dataHome) }
        let tmux = try start(dataHome: dataHome)
        defer { tmux.kill() }
        try tmux.sendKeys("Enter")
        let page = try tmux.waitUntil { $0.contains("plain page") }
        #expect(page.hasPrefix(" ‹ Phone Numbers                  Another Page\n\n  This is a plain page."))
        try tmux.sendKeys("Escape")
        try tmux.waitUntil { $0.contains("Link to another page") }
        try quit(tmux)
    }

    @Test func theClockRowTicks() throws {
        let dataHome = try PhoneNumbersBinary.temporaryDataHome()
        defer { try? FileManager.default.removeItem(at: dataHome) }
        let tmux = try start(dataHome: dataHome, arguments: ["--clock-interval", "100ms", "--clock-format", "ss.SSS"])
        defer { tmux.kill() }
        try tmux.sendKeys("Down", "Enter")
        // The row itself, so that the rest of the page being drawn does not count as a tick.
        func timeRow(_ screen: String) -> Substring? {
            screen.split(separator: "\n").first { $0.hasPrefix("  Time         ") }
        }
        let first = try #require(timeRow(try tmux.waitUntil { timeRow($0) != nil }))
        try tmux.waitUntil { timeRow($0).map { $0 != first } ?? false }
        try quit(tmux)
    }

    @Test func slashFiltersAndQuestionMarkListsTheKeysAtFortyColumnsWithoutColor() throws {
        let dataHome = try PhoneNumbersBinary.temporaryDataHome()
        defer { try? FileManager.default.removeItem(at: dataHome) }
        let tmux = try start(dataHome: dataHome, columns: 40, environment: ["NO_COLOR": "1"])
        defer { tmux.kill() }
        try tmux.sendKeys("/")
        try tmux.sendKeys("-l", "ÅGREN")
        try tmux.waitUntil {
            $0 == """
                             Phone Numbers
                   Chloé Ågren (fax)     (555) 017-8547
                   Chloé Ågren (iPhone) +81 3-8476-6357
                   Chloé Ågren (work)     +49 30 728382
                   Tomás Ågren (home)      555.019.3047





                 / ÅGREN                       4 of 397
                 / filter  f favorite  ? keys  q quit
                """
        }
        try tmux.sendKeys("Enter", "?")
        // Tab is listed too (the filter line's field can take the focus): the keys do not all fit.
        try tmux.waitUntil {
            $0 == """
                             Phone Numbers
                 ┌ Keys ──────────────────────────────┐
                 │ ↑ ↓            move the selection  │
                 │ PgUp PgDn      move a page         │
                 │ Home End       go to the first or  │
                 │                last row            │
                 │ Enter Space    select the row      │
                 │ /              filter the rows     │
                 │ Esc            clear the filter    │
                 │ f              mark or unmark the  │
                 └ ↑ ↓ scroll, other keys close ──────┘
                 / filter  f favorite  ? keys  q quit
                """
        }
        try tmux.sendKeys("End")
        try tmux.waitUntil { $0.contains("│ q Ctrl-C       quit                │") }
        try tmux.sendKeys("Escape")
        try tmux.waitUntil { !$0.contains("┌ Keys") }
        try tmux.sendKeys("Escape")
        try tmux.waitUntil { $0.contains("Link to another page") && !$0.contains("ÅGREN") }
        // Other scripts: Greek typed without its accents finds the accented name, and CJK a Japanese one.
        try tmux.sendKeys("/")
        try tmux.sendKeys("-l", "παπαδοπουλος")
        try tmux.waitUntil {
            $0.hasPrefix("             Phone Numbers\n   Γιώργος Παπαδόπουλος… (555) 018-3253\n")
                && $0.hasSuffix("\n / παπαδοπουλος                1 of 397\n / filter  f favorite  ? keys  q quit")
        }
        try tmux.sendKeys("Escape", "/")
        try tmux.sendKeys("-l", "佐藤")
        try tmux.waitUntil {
            $0.contains("\n   佐藤美咲 (other)        555.019.9605\n")
                && $0.contains("\n / 佐藤                        1 of 397\n")
        }
        try tmux.sendKeys("Escape")
        try tmux.waitUntil { !$0.contains(" / 佐藤") && $0.contains("佐藤美咲 (other)") }
        try quit(tmux)
    }
}
