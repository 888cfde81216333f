import Foundation
import Testing

@testable import TerminalUI
@testable import TerminalUIExample

/// The example app's gallery (`EXAMPLE_SCREEN=gallery`), drawn without a terminal: every widget
/// beside its class name, at 80 and at 40 columns, and the README's capture of it.
@MainActor @Suite("Gallery")
struct GalleryTests {
    /// The gallery under its navigation bar in a window of `columns` × `rows`, in colors.
    private func gallery(columns: Int, rows: Int) -> (Window, GalleryController) {
        let gallery = GalleryController()
        let window = Window(frame: CGRect(x: 0, y: 0, width: columns, height: rows))
        window.colorMode = .trueColor
        window.rootViewController = NavigationController(rootViewController: gallery)
        return (window, gallery)
    }

    @Test func at80By24EveryWidgetShowsAtOnce() {
        let (window, _) = gallery(columns: 80, rows: 24)
        // The capture, and the empty row under it.
        #expect(window.render().plainText() == GalleryScreen.at80By24 + "\n")
    }

    @Test func at40ColumnsNamesAndWidgetsAreCutToFit() {
        let (window, _) = gallery(columns: 40, rows: 24)
        #expect(
            window.render().plainText() == """
                                Gallery

                 Label          Text on one line, cut…
                 Button          Press me   Pressed 0
                 TextField      [Type here           ]
                 Switch         [ ]  Off
                 Stepper        [- 4  +]
                 ProgressView   ████████▊─────────────
                 ActivityIndi…  ⠋
                 ImageView      ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
                 StackView       Empty the bar   Fill
                 TextView       Several lines to     █
                                edit, wrapped at     │
                                words; 世界 takes two│
                 ScrollView     Line 1 of 12   █
                                Line 2 of 12   │
                                Line 3 of 12   │
                 TableView       Αθήνα         Greece
                                 Kraków        Poland
                                 Москва        Russia
                 NavigationCo…   Open a page ›
                 AlertControl…   Ask…   Not asked yet
                 Menu           m or F10 opens this s…

                """)
    }

    @Test func tabReachesEachWidgetInTurnAndItsKeysWork() {
        let (window, _) = gallery(columns: 80, rows: 24)
        let rowsOf = { (first: Int, last: Int) in
            window.render().plainText().split(separator: "\n", omittingEmptySubsequences: false)[first...last]
                .joined(separator: "\n")
        }
        // The button has the focus once the screen is drawn.
        #expect(rowsOf(3, 3) == " Button                  Press me   Pressed 0 times")
        #expect(window.handle(.enter))
        #expect(rowsOf(3, 3) == " Button                  Press me   Pressed 1 time")
        for key: Key in [.tab, .tab, .character(" "), .tab, .character("+"), .tab, .enter] {
            #expect(window.handle(key), "\(key)")
        }
        // The switch is on, the stepper at 5 filled the bar half-way, and "Empty the bar" emptied it.
        #expect(
            rowsOf(5, 7) == """
                 Switch                 [x]  On
                 Stepper                [- 5  +]
                 ProgressView           ──────────────────────────────
                """)
        for key: Key in [.tab, .enter] { #expect(window.handle(key), "\(key)") }
        #expect(rowsOf(7, 7) == " ProgressView           ██████████████████████████████")
        // To the table, past the text view and the scroll view: `/` filters it as typed.
        for key: Key in [.tab, .tab, .tab, .character("/"), .character("東")] {
            #expect(window.handle(key), "\(key)")
        }
        #expect(
            rowsOf(17, 19) == """
                 TableView               東京                                           Japan

                                         / 東                                          1 of 8
                """)
        // Past the filter field and the navigation button to the alert's: Enter asks, Escape answers
        // with Cancel.
        for key: Key in [.enter, .tab, .tab, .tab] { #expect(window.handle(key), "\(key)") }
        #expect((window.focusedView as? Button)?.currentTitle == "Ask…")
        #expect(window.handle(.enter))
        #expect(window.render().plainText().contains("│    Empty the bar?    │"))
        #expect(window.handle(.escape))
        #expect(rowsOf(21, 21) == " AlertController         Ask…   Kept")
        // m opens the screen's menu; its first action fills the bar.
        for key: Key in [.character("m"), .down, .enter] { #expect(window.handle(key), "\(key)") }
        #expect(rowsOf(7, 7) == " ProgressView           ──────────────────────────────")
    }

    @Test func theReadmeShowsTheGalleryAsTheAppDrawsIt() throws {
        let readme = try String(contentsOf: GalleryScreen.packageRoot.appending(path: "README.md"), encoding: .utf8)
        let capture = GalleryScreen.block(after: "<!-- screen: gallery -->", in: readme)
        #expect(
            capture == GalleryScreen.at80By24,
            "README.md's fenced block after the line `<!-- screen: gallery -->` is not what the gallery draws at 80 × 24"
        )
    }
}

/// What the gallery shows at 80 × 24, as `tmux capture-pane` gives it (no trailing blank rows).
enum GalleryScreen {
    static let at80By24 = """
                                            Gallery

         Label                  Text on one line, cut with … where it does not fit
         Button                  Press me   Pressed 0 times
         TextField              [Type here             ]
         Switch                 [ ]  Off
         Stepper                [- 4  +]
         ProgressView           ████████████──────────────────
         ActivityIndicatorView  ⠋
         ImageView              ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
         StackView               Empty the bar   Fill it
         TextView               Several lines to edit, wrapped at words; 世界 takes
                                two columns a character.
                                Shift with the arrows selects.
         ScrollView             Line 1 of 12   █
                                Line 2 of 12   │
                                Line 3 of 12   │
         TableView               Αθήνα                                         Greece
                                 Kraków                                        Poland
                                 Москва                                        Russia
         NavigationController    Open a page ›
         AlertController         Ask…   Not asked yet
         Menu                   m or F10 opens this screen's actions
        """

    static let packageRoot = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The lines of the fenced block that follows the line `marker` in `markdown`.
    static func block(after marker: String, in markdown: String) -> String? {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        guard let markerLine = lines.firstIndex(where: { $0 == marker }), markerLine + 1 < lines.count,
            lines[markerLine + 1].hasPrefix("```"),
            let end = lines[(markerLine + 2)...].firstIndex(where: { $0 == "```" })
        else { return nil }
        return lines[(markerLine + 2)..<end].joined(separator: "\n")
    }
}
