import Foundation
import LoomTestSupport
import TerminalUI
import Testing

@testable import PhoneNumbersKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The list in a real terminal (tmux) with names in many scripts, as a person reads it: the
/// selection moves over every row from the first to the last, page after page, and after each move
/// every row on screen reads as its name and number, with the number ending in the same column of
/// tmux's grid, and nothing else on the screen changed. The detail page of each name outside the
/// Latin alphabet is opened too, and shows no cell left over from the list.
@Suite("PhoneNumbers columns in tmux", .enabled(if: TmuxSession.isAvailable && PhoneNumbersBinary.exists))
struct PhoneNumbersColumnsTests {
    /// Long enough that only a hang reaches it, however busy the machine.
    static let patience = Duration.seconds(90)

    @Test(arguments: [100, 40])
    func theBundledAddressBookKeepsItsColumnsOnEveryPage(columns: Int) throws {
        let book = try AddressBook(contentsOf: BundledResources.locate().contactsFile)
        // The scripts whose widths went wrong before, still in the bundled book.
        for name in ["अनिल शर्मा", "สมชาย ใจดี", "محمد العلي", "김민준", "山田太郎"] {
            #expect(book.phoneNumbers.contains { $0.displayName.hasPrefix(name) }, "\(name)")
        }
        try sweep(book: book, contactsFile: nil, columns: columns)
    }

    /// Names tmux measures otherwise than the layout: it joins a ZWJ sequence into one glyph, 2
    /// columns for the family the layout gives 6 and 1 for the pride flag it gives 3. (A family of
    /// four is left out: tmux 3.3 keeps at most 21 bytes in a cell and drops the fourth person.)
    @Test(arguments: [100, 40])
    func emojiAndComplexScriptNamesKeepTheirColumns(columns: Int) throws {
        let folder = try PhoneNumbersBinary.temporaryDataHome()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appending(path: "names.vcf")
        let names = [
            ("Lovelace", "Ada"), ("Family", "👨‍👩‍👧"), ("Pride", "🏳️‍🌈"), ("Thumbs", "👍🏽"), ("Tanaka", "🇯🇵"),
            ("Heart", "❤\u{FE0F}"), ("Keycap", "1\u{FE0F}\u{20E3}"), ("Watch", "⌚\u{FE0E}"), ("Star", "★"),
            ("निर्मला", "अनिल"), ("กำไร", "สมชาย"), ("العلي", "محمد"), ("김", "민준"), ("佐藤", "美咲"),
        ]
        let cards = names.enumerated().map { index, name in
            "BEGIN:VCARD\r\nVERSION:3.0\r\nN:\(name.0);\(name.1);;;\r\nFN:\(name.1) \(name.0)\r\n"
                + "TEL;TYPE=CELL:+1 (415) 555-01\(10 + index)\r\nTEL;TYPE=HOME:555-01\(50 + index)\r\nEND:VCARD\r\n"
        }
        try cards.joined().write(to: file, atomically: true, encoding: .utf8)
        try sweep(book: AddressBook(contentsOf: file), contactsFile: file, columns: columns)
    }

    /// Starts the app on `contactsFile` (the bundled book when nil), moves the selection from the
    /// link row down to the last phone row one key at a time, and checks every screen on the way.
    private func sweep(book: AddressBook, contactsFile: URL?, columns: Int) throws {
        let rows = 24
        let dataHome = try PhoneNumbersBinary.temporaryDataHome()
        defer { try? FileManager.default.removeItem(at: dataHome) }
        // In colour, so that the selected row shows in the styled screen whatever NO_COLOR the
        // tests run with.
        var environment = [
            "XDG_DATA_HOME": dataHome.path, "PHONENUMBERS_ENV": "development", "PHONENUMBERS_CLOCK_ENABLED": "false",
            "NO_COLOR": "",
        ]
        if let contactsFile { environment["PHONENUMBERS_CONTACTS_FILE"] = contactsFile.path }
        let tmux = try TmuxSession(
            command: [PhoneNumbersBinary.path], columns: columns, rows: rows, environment: environment)
        defer { tmux.kill() }
        // The whole first screen: rows are drawn from the top, so the key help on the last row comes
        // last (a busy machine can let tmux show a screen half drawn).
        let first = try tmux.waitUntil(timeout: Self.patience) {
            $0.contains("Link to another page") && $0.hasSuffix("q quit")
        }
        var list = try ListScreen(book: book, first: first)
        #expect(list.problems(in: first) == [], "the first screen")
        // Automatic wrap is off while the app runs, so nothing too wide reaches the next row.
        #expect(try tmux.paneFormat("#{wrap_flag}") == "0")

        var styled = try tmux.captureWithStyles()
        var openedNames: Set<String> = []
        for selected in book.phoneNumbers.indices {
            try tmux.sendKeys("Down")
            var latest = styled
            try tmux.waitUntil(timeout: Self.patience) { _ in
                latest = (try? tmux.captureWithStyles()) ?? styled
                return latest != styled
            }
            styled = latest
            // A move that scrolls rewrites most of the screen, which tmux may show in two parts.
            let screen = try waitForValid(list: list, in: tmux, step: "selecting row \(selected)")
            list.top = list.firstRow(in: screen) ?? list.top
            let entry = book.phoneNumbers[selected]
            let name = String(entry.displayName.prefix { $0 != "(" })
            let isOutsideLatin = entry.displayName.unicodeScalars.contains { $0.value > 0x24F }
            if isOutsideLatin, openedNames.insert(name).inserted {
                try checkDetailPage(of: entry, in: tmux, columns: columns, rows: rows)
                try tmux.sendKeys("Escape")
                _ = try waitForValid(list: list, in: tmux, step: "back from the detail of row \(selected)")
                styled = try tmux.captureWithStyles()
            }
        }
        let last = try tmux.capture()
        #expect(last.contains(book.phoneNumbers.last?.number ?? "no rows"))

        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit(timeout: Self.patience) == 0)
        #expect(try tmux.paneFormat("#{wrap_flag}") == "1")
    }

    /// Waits until the screen is a valid list screen and returns it; records what is wrong with the
    /// last screen seen if it never becomes one.
    private func waitForValid(list: ListScreen, in tmux: TmuxSession, step: String) throws -> String {
        do {
            return try tmux.waitUntil(timeout: Self.patience) { list.problems(in: $0).isEmpty }
        } catch {
            let screen = try tmux.capture()
            Issue.record("\(step): \(list.problems(in: screen))\n\(screen)")
            throw error
        }
    }

    /// Opens the detail page of the selected row and checks that it shows the row, and that a full
    /// redraw (after the terminal is made wider and back) shows exactly the same: no cell left over
    /// from the list.
    private func checkDetailPage(of entry: PhoneNumberEntry, in tmux: TmuxSession, columns: Int, rows: Int) throws {
        try tmux.sendKeys("Enter")
        // The whole page: its key help, on the last row, is drawn last.
        let detail = try tmux.waitUntil(timeout: Self.patience) { $0.contains("Favorite") && $0.hasSuffix("q: quit") }
        let lines = detail.split(separator: "\n", omittingEmptySubsequences: false)
        let navigationBar = lines.first ?? ""
        #expect(navigationBar.hasPrefix(" ‹ Phone Numbers"), "\(detail)")
        #expect(lines.contains { $0.hasSuffix(entry.number) }, "\(detail)")
        // The title moves with the width, which shows that the app drew the wider screen.
        try tmux.resize(columns: columns + 2, rows: rows)
        try tmux.waitUntil(timeout: Self.patience) { $0.contains("Favorite") && !$0.hasPrefix(navigationBar) }
        try tmux.resize(columns: columns, rows: rows)
        do {
            try tmux.waitUntil(timeout: Self.patience) { $0 == detail }
        } catch {
            let after = try tmux.capture()
            Issue.record("after a full redraw the detail page differs:\nbefore\n\(detail)\nafter\n\(after)")
            throw error
        }
    }
}

/// What every screen of the list must show: the navigation bar, the link row and the status line
/// as on the first screen, and phone rows that are consecutive rows of the book, each its name (cut
/// with "…" where it does not fit) and its number, the number ending in the same column.
private struct ListScreen {
    let book: AddressBook
    let navigationBar: Substring
    let linkRow: Substring
    let statusLine: Substring
    /// The column just past every number, in tmux's grid.
    let numberEnd: Int
    /// The book row at the top of the list on the last screen, to prefer when numbers repeat.
    var top = 0

    init(book: AddressBook, first: String) throws {
        self.book = book
        let lines = first.split(separator: "\n", omittingEmptySubsequences: false)
        let status = lines.last ?? ""
        navigationBar = lines.first ?? ""
        linkRow = try #require(lines.first { $0.contains("Link to another page") })
        statusLine = status
        // Measured on a row whose name is ASCII, which every terminal lays out alike.
        let reference = try #require(book.phoneNumbers.first { $0.displayName.allSatisfy(\.isASCII) })
        let referenceRow = try #require(
            lines.first { $0.hasSuffix(reference.number) && $0.contains(reference.displayName.prefix(10)) })
        numberEnd = TmuxGrid.columns(of: referenceRow)
    }

    /// The index in the book of the first phone row on `screen`.
    func firstRow(in screen: String) -> Int? {
        let rows = phoneLines(of: screen)
        let numbers = book.phoneNumbers.map(\.number)
        let starts = (0...max(numbers.count - rows.count, 0)).filter { start in
            rows.indices.allSatisfy { start + $0 < numbers.count && rows[$0].hasSuffix(numbers[start + $0]) }
        }
        return starts.min { abs($0 - top) < abs($1 - top) }
    }

    func problems(in screen: String) -> [String] {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        var found: [String] = []
        if lines.first != navigationBar { found.append("navigation bar: \(lines.first ?? "")") }
        if lines.last != statusLine { found.append("status line: \(lines.last ?? "")") }
        for line in lines.dropFirst().dropLast() where line.contains("Link") && line != linkRow {
            found.append("link row: \(line)")
        }
        let rows = phoneLines(of: screen)
        guard let start = firstRow(in: screen) else {
            let numbers = book.phoneNumbers.map(\.number)
            let strays = rows.filter { row in !numbers.contains { row.hasSuffix($0) } }
            return found + ["the rows are not consecutive rows of the book; these end in no number of it: \(strays)"]
        }
        for (offset, line) in rows.enumerated() {
            let entry = book.phoneNumbers[start + offset]
            let end = TmuxGrid.columns(of: line)
            if end != numberEnd { found.append("number ends at \(end), not \(numberEnd): \(line)") }
            let shown = line.dropFirst(3).dropLast(entry.number.count).trimmingTrailingSpaces
            let name = TmuxGrid.shown(entry.displayName)
            let isCut = shown.hasSuffix("…") && name.hasPrefix(shown.dropLast())
            if !line.hasPrefix("   ") || (shown != name && !isCut) {
                found.append("row \(start + offset) shows \"\(line)\" for \"\(entry.displayName)\"")
            }
        }
        return found
    }

    /// The lines between the link row (or the navigation bar once it scrolled away) and the status
    /// line that are not blank.
    private func phoneLines(of screen: String) -> [Substring] {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.dropFirst().dropLast().filter { !$0.isEmpty && $0 != linkRow }
    }
}

/// How tmux lays text out in its grid, independently of TerminalUI: each code point in as many
/// cells as the C library's `wcwidth()` gives it in a UTF-8 locale, and, from tmux 3.3 on, a code
/// point after a ZERO WIDTH JOINER joined into the cell before.
enum TmuxGrid {
    /// The C library's `wcwidth`, which Swift's C module does not export.
    private static let wcwidth: (@convention(c) (Int32) -> Int32)? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "wcwidth") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
    }()

    static func columns(of text: some StringProtocol) -> Int {
        guard let wcwidth, let utf8 = newlocale(LC_CTYPE_MASK, "C.UTF-8", nil) else { return -1 }
        defer { freelocale(utf8) }
        let previous = uselocale(utf8)
        defer { uselocale(previous) }
        var total = 0
        var isJoined = false
        for scalar in text.unicodeScalars {
            if isJoined {
                isJoined = false
                continue
            }
            if scalar.value == 0x200D {
                isJoined = true
                continue
            }
            total += max(Int(wcwidth(Int32(bitPattern: scalar.value))), 0)
        }
        return total
    }

    /// `text` as it reads in tmux's grid where the app laid it out: a cluster tmux shows narrower
    /// than the layout is followed by the blank cells the app cleared for it.
    static func shown(_ text: String) -> String {
        var result = ""
        for character in text {
            result.append(character)
            let gap = TerminalWidth.columns(of: character) - columns(of: String(character))
            if gap > 0 { result += String(repeating: " ", count: gap) }
        }
        return result
    }
}

extension StringProtocol {
    fileprivate var trimmingTrailingSpaces: String {
        var text = String(self)
        while text.last == " " { text.removeLast() }
        return text
    }
}
