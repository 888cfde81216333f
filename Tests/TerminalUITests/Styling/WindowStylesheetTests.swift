import CellControllers
import Foundation
import KeyCoding
import StringCoding
import Testing

@testable import TerminalUI

/// A view that counts how often a stylesheet set its `mark`, to see what a restyle reaches.
@Keyed final class MarkedView: View {
    var mark = "" { didSet { marks += 1 } }
    @NotKeyed var marks = 0
}

/// A row whose cell gets the class "even" or "odd" from its row, so reused cells change class.
final class ParityRow: CellController {
    let row: Int
    init(_ row: Int) { self.row = row }
    var reuseIdentifier: String { "parity" }

    func makeCell(for table: any TableHost) -> any TableCell {
        TableViewCell(style: .default, reuseIdentifier: reuseIdentifier)
    }

    func configure(_ cell: any TableCell, at indexPath: TableIndexPath) {
        guard let cell = cell as? TableViewCell else { return }
        cell.textLabel.text = "Row \(row)"
        cell.styleClasses = [row.isMultiple(of: 2) ? "even" : "odd"]
    }
}

@MainActor @Suite struct WindowStylesheetTests {
    private let red = Color(red: 1, green: 0, blue: 0)
    private let lime = Color(red: 0, green: 1, blue: 0)
    private let blue = Color(red: 0, green: 0, blue: 1)

    private func sheet(_ yaml: String) throws -> SelectorStylesheet {
        try SelectorStylesheet(data: Data(yaml.utf8), source: "theme.yaml")
    }

    private func window() -> Window {
        Window(frame: CGRect(x: 0, y: 0, width: 20, height: 5))
    }

    private func label(_ text: String, identifier: String? = nil, in parent: View) -> Label {
        let label = Label(text: text)
        label.frame = CGRect(x: 0, y: Double(parent.subviews.count), width: 10, height: 1)
        label.restorationIdentifier = identifier
        parent.addSubview(label)
        return label
    }

    @Test func settingTheSheetStylesEveryViewAtOnce() throws {
        let window = window()
        let title = label("Title", in: window)
        window.stylesheet = try sheet("Label: { textColor: red }")
        #expect(title.textColor == red)
        #expect(window.stylesheetProblems.isEmpty)
    }

    @Test func aSubtreeAddedLaterIsStyledBeforeItIsDrawnWithItsRealAncestors() throws {
        let window = window()
        window.stylesheet = try sheet(
            """
            Label: { textColor: red }
            "#detail Label": { textColor: lime }
            """)
        let detail = View(frame: CGRect(x: 0, y: 0, width: 20, height: 3))
        detail.restorationIdentifier = "detail"
        let inner = View(frame: CGRect(x: 0, y: 0, width: 20, height: 2))
        detail.addSubview(inner)
        let name = label("Name", in: inner)
        window.addSubview(detail)
        let footer = label("Footer", in: window)
        #expect(name.textColor == nil)
        let frame = window.render()
        #expect(name.textColor == lime)
        #expect(footer.textColor == red)
        #expect(frame[0, 0].style.foreground == lime)
        #expect(frame[0, 1].style.foreground == red)
        // Added under a view already in the window: the descendant selector sees #detail.
        let later = label("Later", in: inner)
        _ = window.render()
        #expect(later.textColor == lime)
    }

    @Test func aSubtreeThatJoinedAndGrewIsStyledOnce() throws {
        let window = window()
        window.stylesheet = try sheet("MarkedView: { mark: x }")
        let outer = MarkedView()
        window.addSubview(outer)
        let inner = MarkedView()
        outer.addSubview(inner)
        _ = window.render()
        _ = window.render()
        #expect(outer.marks == 1)
        #expect(inner.marks == 1)
    }

    @Test func pushedPagesAreStyled() throws {
        let home = ViewController()
        let window = window()
        let navigation = NavigationController(rootViewController: home)
        window.rootViewController = navigation
        window.stylesheet = try sheet(".page Label: { textColor: blue }")
        let detail = ViewController()
        detail.view.styleClasses = ["page"]
        let phone = label("555-0100", in: detail.view)
        navigation.pushViewController(detail)
        _ = window.render()
        #expect(phone.textColor == blue)
    }

    @Test func everyCellScrolledIntoViewOrReusedIsStyledByItsRow() throws {
        let rows = (0..<1_000).map { ParityRow($0) as any CellController }
        let (table, window, _) = makeTable([TableSection(rows: rows)])
        window.stylesheet = try sheet(
            """
            .even Label: { textColor: lime }
            .odd Label: { textColor: red }
            """)
        var cells = Set<ObjectIdentifier>()
        for offset in 0...995 {
            table.contentOffset = offset
            let frame = window.render()
            for (indexPath, cell) in table.cells {
                cells.insert(ObjectIdentifier(cell))
                let expected = indexPath.row.isMultiple(of: 2) ? lime : red
                #expect(cell.textLabel.textColor == expected, "row \(indexPath.row) at offset \(offset)")
                #expect(frame[1, Int(cell.frame.minY)].style.foreground == expected)
            }
        }
        #expect((5...6).contains(cells.count))
        #expect(window.stylesheetProblems.isEmpty)
    }

    @Test func aTableScrolledEndToEndShowsTheSameTextWithAndWithoutASheet() throws {
        func screens(theme: SelectorStylesheet?) -> [[String]] {
            let (table, window, _) = makeTable([TableSection(rows: numberedRows(1_000))])
            window.stylesheet = theme
            var shown: [[String]] = []
            for row in stride(from: 0, to: 1_000, by: 3) {
                table.scrollToRow(at: TableIndexPath(row: row, section: 0), at: .bottom, animated: false)
                shown.append(screen(window))
            }
            return shown
        }
        let plain = screens(theme: nil)
        let styled = screens(theme: try sheet("TableViewCell Label: { textColor: red }"))
        #expect(styled == plain)
        #expect(plain.last?.last == " Row 999")
    }

    @Test func aClassChangeRestylesThatViewAndItsSubtreeOnly() throws {
        let window = window()
        let box = MarkedView()
        let inside = MarkedView()
        box.addSubview(inside)
        let sibling = MarkedView()
        window.addSubview(box)
        window.addSubview(sibling)
        window.stylesheet = try sheet(
            """
            MarkedView: { mark: plain }
            ".warning MarkedView": { tag: "7" }
            """)
        #expect(marks(box, inside, sibling) == [1, 1, 1])
        box.styleClasses = ["warning"]
        #expect(window.needsDisplay)
        _ = window.render()
        #expect(inside.tag == 7)
        #expect(marks(box, inside, sibling) == [2, 2, 1])
        box.styleClasses = []
        _ = window.render()
        #expect(inside.tag == 0)
        #expect(marks(box, inside, sibling) == [3, 3, 1])
        box.restorationIdentifier = "box"
        _ = window.render()
        #expect(marks(box, inside, sibling) == [4, 4, 1])
        box.restorationIdentifier = "box"
        _ = window.render()
        #expect(marks(box, inside, sibling) == [4, 4, 1])
    }

    @Test func classesTheSheetItselfSetsDoNotRestyleForever() throws {
        let window = window()
        let view = MarkedView()
        view.styleClasses = ["a"]
        window.addSubview(view)
        window.stylesheet = try sheet(
            """
            .a: { styleClasses: b, mark: a }
            .b: { styleClasses: a, mark: b }
            """)
        _ = window.render()
        _ = window.render()
        #expect(view.styleClasses == ["b"])
        #expect(view.marks == 1)
    }

    @Test func aThemeSwitchRestylesEverythingAndPutsBackWhatOnlyTheOldThemeSet() throws {
        let window = window()
        let title = label("Title", in: window)
        title.textAlignment = .right
        window.stylesheet = try sheet("Label: { textColor: red, textAlignment: center }")
        #expect(title.textColor == red)
        #expect(title.textAlignment == .center)
        window.stylesheet = try sheet("Label: { textColor: blue }")
        #expect(title.textColor == blue)
        #expect(title.textAlignment == .right)
        window.stylesheet = nil
        #expect(title.textColor == nil)
        #expect(title.textAlignment == .right)
    }

    @Test func aValueTheAppSetAfterTheSheetStaysWhenTheNextSheetDoesNotSetIt() throws {
        let window = window()
        let title = label("Title", in: window)
        window.stylesheet = try sheet("Label: { textColor: red, textAlignment: center }")
        title.textAlignment = .left
        window.stylesheet = try sheet("Label: { textColor: blue }")
        #expect(title.textAlignment == .left)
        #expect(title.textColor == blue)
    }

    @Test func aRemovedClassPutsBackWhatItsRulesSet() throws {
        let window = window()
        let name = label("Name", in: window)
        name.font = try Font(parsing: "italic 12")
        window.stylesheet = try sheet(
            """
            Label: { textColor: red }
            .title: { font: bold, textColor: blue }
            """)
        name.styleClasses = ["title"]
        var frame = window.render()
        #expect(name.font == (try Font(parsing: "bold")))
        #expect(frame[0, 0].style == TextStyle(foreground: blue, isBold: true))
        name.styleClasses = []
        frame = window.render()
        #expect(name.font == (try Font(parsing: "italic 12")))
        #expect(frame[0, 0].style == TextStyle(foreground: red, isItalic: true))
    }

    @Test func aDeclarationFailingOnAViewThatJoinsLaterIsKeptNotThrown() throws {
        let window = window()
        window.stylesheet = try sheet("\"#root Label\": { textColr: red }")
        #expect(window.stylesheetProblems.isEmpty)
        let root = View(frame: window.bounds)
        root.restorationIdentifier = "root"
        _ = label("Name", identifier: "name", in: root)
        window.addSubview(root)
        _ = window.render()
        #expect(window.stylesheetProblems.count == 1)
        #expect(
            window.stylesheetProblems.first?.description
                == """
                1 declaration of theme.yaml failed:
                  theme.yaml:1: #root Label { "textColr": "red" } on Window > View#root > Label#name: \
                Label has no key "textColr"; did you mean "textColor"?
                """)
    }

    @Test func aHandlerGetsTheErrorsInsteadOfTheList() throws {
        let window = window()
        var reported: [SelectorStylesheetError] = []
        window.stylesheetErrorHandler = { reported.append($0) }
        _ = label("A", in: window)
        window.stylesheet = try sheet("Label: { numberOfLines: many }")
        _ = label("B", in: window)
        _ = window.render()
        #expect(window.stylesheetProblems.isEmpty)
        #expect(reported.count == 2)
        guard case .declarationsFailed(_, let failures, _) = reported.last else {
            Issue.record("unexpected \(reported)")
            return
        }
        #expect(failures.map(\.viewPath) == ["Window > Label[1]"])
    }

    @Test func keepsAHundredErrorsAndCountsTheRest() throws {
        let window = window()
        window.stylesheet = try sheet("Label: { nope: 1 }")
        for index in 0..<105 {
            _ = label("\(index)", in: window)
            _ = window.render()
        }
        #expect(window.stylesheetProblems.count == 100)
        #expect(window.unlistedStylesheetProblemCount == 5)
        window.stylesheet = try sheet("Label: { text: fine }")
        #expect(window.stylesheetProblems.isEmpty)
        #expect(window.unlistedStylesheetProblemCount == 0)
    }

    private func marks(_ views: MarkedView...) -> [Int] { views.map(\.marks) }
}
