import CellControllers
import Foundation
import Testing

@testable import TerminalUI

/// `/` filters any table as the user types: rows whose text does not contain the words are
/// hidden, the selection stays on a row shown, Enter keeps the filter, Escape clears it.
@MainActor @Suite("TableView: filtering")
struct TableFilterTests {
    /// A grouped table of a link row and six people, focused, in a 30×9 window.
    private func people(height: Double = 9) -> (TableView, Window, FixedController) {
        let sections = [
            TableSection(headerTitle: "Links", rows: [TextRow("Link to another page", reuseIdentifier: "link")]),
            TableSection(
                headerTitle: "People",
                rows: [
                    TextRow("Ada Lovelace", detail: "555-0100", style: .value1),
                    TextRow("Chloé Ågren", detail: "555-0142", style: .value1),
                    TextRow("Grace Hopper", detail: "555-0199", style: .value1),
                    TextRow("Édouard Manet", detail: "555-0123", style: .value1),
                    TextRow("李小龍", detail: "555-0188", style: .value1),
                    TextRow("अनामिका शर्मा", detail: "555-0177", style: .value1),
                ]),
        ]
        let (table, window, controller) = makeTable(sections, width: 30, height: height, style: .grouped)
        window.colorMode = nil
        window.focus(table)
        return (table, window, controller)
    }

    private func type(_ text: String, into window: Window) {
        for character in text { window.handle(.character(character)) }
    }

    @Test("/ opens the filter line; what is typed filters at once, ignoring case and accents")
    func typingFilters() {
        let (table, window, _) = people()
        window.handle(.character("/"))
        #expect(table.isEditingFilter)
        #expect(
            screen(window) == [
                " Links", ">Link to another page", "", " People", " Ada Lovelace        555-0100",
                " Chloé Ågren         555-0142", " Grace Hopper        555-0199", " Édouard Manet       555-0123",
                " / type to filter",
            ])
        type("AGREN", into: window)
        #expect(table.filterText == "AGREN")
        // The selected row is hidden: the selection moves to the nearest row shown.
        #expect(table.indexPathForSelectedRow == TableIndexPath(row: 1, section: 1))
        #expect(
            screen(window) == [
                " People", ">Chloé Ågren         555-0142", "", "", "", "", "", "", " / AGREN               1 of 7",
            ])
        for _ in 0..<5 { window.handle(.backspace) }
        type("ed", into: window)
        #expect(
            screen(window) == [
                " People", ">Édouard Manet       555-0123", "", "", "", "", "", "", " / ed                  1 of 7",
            ])
    }

    @Test("every word must be in one of the row's texts, the detail included")
    func words() {
        let (table, window, _) = people()
        table.filterText = "grace 0199"
        #expect(
            screen(window) == [
                " People", ">Grace Hopper        555-0199", "", "", "", "", "", "", " / grace 0199          1 of 7",
            ])
        table.filterText = "grace 0100"
        #expect(table.indexPathForSelectedRow == nil)
        #expect(screen(window) == ["", "", "", "", "", "", "", "", " / grace 0100          0 of 7"])
        table.filterText = "  "
        #expect(screen(window).count == 9)
        #expect(screen(window)[1] == ">Link to another page")
    }

    @Test("non-Latin text is found as typed")
    func nonLatin() {
        let (table, window, _) = people()
        window.handle(.character("/"))
        type("李", into: window)
        #expect(screen(window)[0...1] == [" People", ">李小龍              555-0188"])
        window.handle(.backspace)
        type("शर्मा", into: window)
        #expect(screen(window)[1].hasPrefix(">अनामिका शर्मा"))
        // How wide a terminal shows Devanagari varies; the count stays at the right edge.
        #expect(screen(window)[8].hasPrefix(" / शर्मा "))
        #expect(screen(window)[8].hasSuffix(" 1 of 7"))
        #expect(table.indexPathForSelectedRow == TableIndexPath(row: 5, section: 1))
    }

    @Test("Enter keeps the filter and gives the arrows back to the rows; Escape then clears it")
    func enterKeepsEscapeClears() {
        let (table, window, _) = people()
        window.handle(.character("/"))
        type("555-01", into: window)
        window.handle(.down)  // the arrows move the selection while typing, too
        #expect(table.indexPathForSelectedRow == TableIndexPath(row: 1, section: 1))
        window.handle(.enter)
        #expect(!table.isEditingFilter)
        #expect(window.focusedView === table)
        #expect(table.filterText == "555-01")
        window.handle(.down)
        window.handle(.down)
        #expect(table.indexPathForSelectedRow == TableIndexPath(row: 3, section: 1))
        let filtered = screen(window)
        #expect(
            filtered[0...5] == [
                " People", " Ada Lovelace        555-0100", " Chloé Ågren         555-0142",
                " Grace Hopper        555-0199", ">Édouard Manet       555-0123", " 李小龍              555-0188",
            ])
        #expect(filtered[6].hasPrefix(" अनामिका शर्मा "))
        #expect(filtered[6].hasSuffix(" 555-0177"))
        #expect(filtered[7...8] == ["", " / 555-01              6 of 7"])
        // "/" again edits the kept filter, the cursor after it.
        window.handle(.character("/"))
        type("9", into: window)
        #expect(table.filterText == "555-019")
        #expect(table.indexPathForSelectedRow == TableIndexPath(row: 2, section: 1))
        window.handle(.enter)
        window.handle(.escape)
        #expect(table.filterText == "")
        #expect(table.indexPathForSelectedRow == TableIndexPath(row: 2, section: 1))
        #expect(
            screen(window) == [
                " Links", " Link to another page", "", " People", " Ada Lovelace        555-0100",
                " Chloé Ågren         555-0142", ">Grace Hopper        555-0199", " Édouard Manet       555-0123",
                " 李小龍              555-0188",
            ])
        // With no filter, Escape goes on up the responder chain.
        #expect(!window.handle(.escape))
    }

    @Test("Escape while typing clears the filter; so does Backspace in an empty field")
    func escapeWhileTyping() {
        let (table, window, _) = people()
        window.handle(.character("/"))
        type("gr", into: window)
        window.handle(.escape)
        #expect(table.filterText == "")
        #expect(!table.isEditingFilter)
        #expect(window.focusedView === table)
        #expect(screen(window).last == " 李小龍              555-0188")
        window.handle(.character("/"))
        type("x", into: window)
        window.handle(.backspace)
        #expect(table.isEditingFilter)
        window.handle(.backspace)
        #expect(!table.isEditingFilter)
        #expect(table.filterBar == nil)
    }

    @Test("a row's controller can say what the filter looks in")
    func searchableTexts() {
        final class PhoneRow: CellController {
            let name: String
            let number: String
            init(_ name: String, _ number: String) { (self.name, self.number) = (name, number) }
            func makeCell(for table: any TableHost) -> any TableCell { TableViewCell(style: .value1) }
            func configure(_ cell: any TableCell, at indexPath: TableIndexPath) {
                (cell as? TableViewCell)?.textLabel.text = name
                (cell as? TableViewCell)?.detailTextLabel.text = number
            }
            var handlesSelection: Bool { true }
            // The digits alone, so "5550142" finds "(555) 014-2"; the name is not searched.
            var searchableTexts: [String]? { [number.filter(\.isNumber)] }
        }
        let rows = [PhoneRow("Ada", "(555) 010-0"), PhoneRow("Chloé", "(555) 014-2")]
        let (table, window, _) = makeTable([TableSection(rows: rows)], width: 24, height: 3)
        window.colorMode = nil
        window.focus(table)
        table.filterText = "5550142"
        #expect(screen(window) == [">Chloé      (555) 014-2", "", " / 5550142       1 of 2"])
        table.filterText = "Chloé"
        #expect(screen(window) == ["", "", " / Chloé         0 of 2"])
    }

    @Test("a section with no row shown goes with its header and the blank line before it")
    func hiddenSections() {
        let sections = [
            TableSection(headerTitle: "A", rows: [TextRow("apple")]),
            TableSection(headerTitle: "B", footerTitle: "end of B", rows: [TextRow("banana"), TextRow("blueberry")]),
            TableSection(headerTitle: "C", rows: [TextRow("cherry"), TextRow("apricot")]),
        ]
        let (table, window, _) = makeTable(sections, width: 20, height: 8, style: .grouped)
        window.colorMode = nil
        table.filterText = "ap"
        #expect(screen(window) == [" A", " apple", "", " C", " apricot", "", "", " / ap        2 of 5"])
        table.filterText = "b"
        #expect(screen(window) == [" B", " banana", " blueberry", " end of B", "", "", "", " / b         2 of 5"])
    }

    @Test("the filter holds through the controller's changes, and the count follows them")
    func changesWhileFiltered() {
        let (table, window, controller) = makeTable(
            [TableSection(rows: [TextRow("Ada", id: "ada"), TextRow("Grace", id: "grace")])], width: 20, height: 4)
        window.colorMode = nil
        window.focus(table)
        table.filterText = "a"
        #expect(screen(window) == [">Ada", " Grace", "", " / a         2 of 2"])
        controller.replace(
            with: [
                TableSection(rows: [
                    TextRow("Ada", id: "ada"), TextRow("Barbara", id: "barbara"), TextRow("Grace", id: "grace"),
                    TextRow("Tim", id: "tim"),
                ])
            ],
            describedAs: TableChangeset(rowInserts: [
                TableIndexPath(row: 1, section: 0), TableIndexPath(row: 3, section: 0),
            ]))
        #expect(screen(window) == [">Ada", " Barbara", " Grace", " / a         3 of 4"])
        controller.replace(
            with: [
                TableSection(rows: [
                    TextRow("Barbara", id: "barbara"), TextRow("Grace", id: "grace"), TextRow("Tim", id: "tim"),
                ])
            ],
            describedAs: TableChangeset(rowDeletes: [TableIndexPath(row: 0, section: 0)]))
        // The selected row went: the selection moves to the nearest row shown.
        #expect(screen(window) == [">Barbara", " Grace", "", " / a         2 of 3"])
    }

    @Test("keys the filter does not use go on up the responder chain")
    func responderChain() {
        final class Screen: TableViewController {
            var keys: [Key] = []
            override func handleKey(_ key: Key) -> Bool {
                keys.append(key)
                return true
            }
        }
        let screenController = Screen(tableController: FixedController([TableSection(rows: numberedRows(3))]))
        let window = Window(frame: CGRect(x: 0, y: 0, width: 20, height: 4))
        window.rootViewController = screenController
        window.handle(.character("/"))
        window.handle(.function(5))
        window.handle(.tab)
        #expect(screenController.keys == [.function(5), .tab])
        window.handle(.escape)
        screenController.tableView.allowsFiltering = false
        window.handle(.character("/"))
        #expect(screenController.keys == [.function(5), .tab, .character("/")])
        #expect(screenController.tableView.filterBar == nil)
    }

    @Test("the filter line keeps the selection in view, and goes when left empty by Tab")
    func selectionInView() {
        let (table, window, _) = makeTable([TableSection(rows: numberedRows(10))], width: 20, height: 4)
        window.colorMode = nil
        let button = Button(title: "OK")
        button.frame = CGRect(x: 0, y: 9, width: 4, height: 1)
        window.addSubview(button)
        window.focus(table)
        for _ in 0..<3 { window.handle(.down) }
        #expect(screen(window) == [" Row 0", " Row 1", " Row 2", ">Row 3"])
        window.handle(.character("/"))
        #expect(screen(window) == [" Row 1", " Row 2", ">Row 3", " / type to filter"])
        window.handle(.tab)
        #expect(window.focusedView === button)
        #expect(table.filterBar == nil)
        #expect(screen(window) == [" Row 1", " Row 2", ">Row 3", " Row 4"])
    }
}
