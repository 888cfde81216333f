import Foundation
import StringCoding
import TerminalUI
import Testing

@testable import PhoneNumbersKit

/// Every piece of text the app draws, in every theme and color mode, is readable: its color and
/// the background under it, as the terminal shows them after the renderer's palette mapping, reach
/// WCAG 2's 4.5:1. The screens are rendered as the app draws them, so the pairs checked are the
/// ones on screen: what the themes set and the defaults they fall back on.
@MainActor @Suite struct ThemeContrastTests {
    static let modes: [(ColorMode, String)] = [
        (.trueColor, "truecolor"), (.palette256, "256 colours"), (.palette16, "16 colours"),
    ]

    /// One run of text drawn in one style: where, what, and the colors it was drawn with.
    struct TextRun {
        var screen: String
        var row: Int
        var text: String
        var style: TextStyle
    }

    /// The screens a user meets: the list with the link row and then a phone row selected, a
    /// favorite and a status message, the detail page and the plain page.
    private func screens(theme: Theme) throws -> [(String, CellBuffer)] {
        let folder = FileManager.default.temporaryDirectory.appending(path: "phonenumbers-contrast-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let resources = try BundledResources.locate()
        var settings = PhoneNumbersSettings()
        settings.theme = theme
        settings.clock.enabled = false
        let favorites = FavoritesStore(fileURL: folder.appending(path: "favorites.json"))
        let app = try PhoneNumbersApp(
            book: AddressBook(contentsOf: resources.contactsFile), favorites: favorites, settings: settings,
            resources: resources, environment: [:])
        let window = app.application.window
        func render() -> CellBuffer {
            window.frame = CGRect(x: 0, y: 0, width: 60, height: 14)
            return window.render()
        }
        var screens: [(String, CellBuffer)] = []
        screens.append(("list, link row selected", render()))
        for key in [Key.down, .down, .character("f"), .down] { _ = window.handle(key) }
        screens.append(("list, phone row selected", render()))
        app.showStatus("favorites.json could not be read")
        screens.append(("list with a status message", render()))
        _ = window.handle(.up)
        _ = window.handle(.enter)
        screens.append(("detail page", render()))
        _ = window.handle(.escape)
        _ = window.handle(.home)
        _ = window.handle(.enter)
        screens.append(("plain page", render()))
        return screens
    }

    private func textRuns(of buffer: CellBuffer, screen: String) -> [TextRun] {
        var runs: [TextRun] = []
        for y in 0..<buffer.height {
            var current: TextRun?
            for x in 0..<buffer.width {
                let cell = buffer[x, y]
                if cell.isContinuation { continue }
                if cell.character == " " {
                    if let run = current, run.style == cell.style {
                        current?.text.append(" ")
                    } else if let run = current {
                        runs.append(run)
                        current = nil
                    }
                    continue
                }
                if let run = current, run.style == cell.style {
                    current?.text.append(cell.character)
                } else {
                    if let run = current { runs.append(run) }
                    current = TextRun(screen: screen, row: y, text: String(cell.character), style: cell.style)
                }
            }
            if let run = current { runs.append(run) }
        }
        return runs.map {
            var run = $0
            run.text = String(run.text.reversed().drop { $0 == " " }.reversed())
            return run
        }
    }

    private static func hex(_ color: Color?) -> String {
        guard let color else { return "default" }
        return "#"
            + [color.red, color.green, color.blue].map { String(format: "%02x", Int(($0 * 255).rounded())) }
            .joined()
    }

    @Test(arguments: Theme.allCases)
    func everyTextIsReadableInEveryColorMode(theme: Theme) throws {
        var failures: [String] = []
        var pairs: Set<String> = []
        for (screen, buffer) in try screens(theme: theme) {
            for run in textRuns(of: buffer, screen: screen) {
                for (mode, modeName) in Self.modes {
                    var foreground = ShownColors.shown(run.style.foreground, in: mode)
                    var background = ShownColors.shown(run.style.background, in: mode)
                    if run.style.isInverse { swap(&foreground, &background) }
                    let place = "\(theme), \(modeName), \(screen), row \(run.row) '\(run.text)'"
                    switch (foreground, background) {
                    case (nil, nil):
                        continue
                    case (let foreground?, let background?):
                        let ratio = ShownColors.contrastRatio(foreground, background)
                        pairs.insert("\(modeName): \(Self.hex(foreground)) on \(Self.hex(background))")
                        if ratio < 4.5 {
                            failures.append(
                                "\(place): \(Self.hex(foreground)) on \(Self.hex(background)) is "
                                    + String(format: "%.2f", ratio) + ":1")
                        }
                    case (let foreground, let background):
                        failures.append(
                            "\(place): \(Self.hex(foreground)) on \(Self.hex(background)): one of the two is the "
                                + "terminal's default, so the contrast depends on the terminal")
                    }
                }
            }
        }
        #expect(failures == [])
        // The selected row, white on TableViewCell's blue, was among the pairs checked.
        #expect(pairs.isSuperset(of: ["truecolor: #ffffff on #003399", "16 colours: #ffffff on #0000ee"]))
    }

    @Test func colorsAreMappedAsTheRendererMapsThemAndRatiosAreWCAGs() throws {
        let paper = try Color(parsing: "#f4f4f0")
        #expect(Self.hex(ShownColors.shown(paper, in: .trueColor)) == "#f4f4f0")
        #expect(Self.hex(ShownColors.shown(paper, in: .palette256)) == "#eeeeee")
        #expect(Self.hex(ShownColors.shown(paper, in: .palette16)) == "#ffffff")
        #expect(Self.hex(ShownColors.shown(try Color(parsing: "#666666"), in: .palette16)) == "#7f7f7f")
        #expect(ShownColors.shown(paper, in: .monochrome) == nil)
        #expect(ShownColors.shown(nil, in: .trueColor) == nil)
        #expect(ShownColors.contrastRatio(.black, .white) == 21)
        // The default theme's selected row before this test: its text on TableViewCell's blue.
        let before = ShownColors.contrastRatio(try Color(parsing: "#202020"), try Color(parsing: "#003399"))
        #expect(String(format: "%.2f", before) == "1.50")
    }
}
