import CellControllers
import Foundation
import StringCoding
import Testing

@testable import TerminalUI

@MainActor @Suite struct TableViewCellTests {
    private func render(
        _ style: CellStyle, _ accessory: AccessoryType, text: String = "Name", detail: String = "555",
        width: Double = 24
    ) -> [String] {
        let cell = TableViewCell(style: style, reuseIdentifier: "x")
        cell.textLabel.text = text
        cell.detailTextLabel.text = detail
        cell.accessoryType = accessory
        cell.frame = CGRect(x: 0, y: 0, width: width, height: style == .subtitle ? 2 : 1)
        return cell.renderedBuffer().plainText().split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
    }

    @Test func theDefaultStyleShowsTheTextAndEachAccessoryAtTheRightEdge() {
        #expect(render(.default, .none) == [" Name"])
        #expect(render(.default, .disclosureIndicator) == [" Name                 ›"])
        #expect(render(.default, .checkmark) == [" Name                 ✓"])
        #expect(render(.default, .detailButton) == [" Name                 ⓘ"])
        #expect(render(.default, .detailDisclosureButton) == [" Name               ⓘ ›"])
    }

    @Test func aStylesheetReachesEachLabelByItsClass() throws {
        let cell = TableViewCell(style: .value1)
        let sheet = try SelectorStylesheet(
            data: Data(
                """
                "TableViewCell .textLabel": { textColor: navy }
                "TableViewCell .detailTextLabel": { textColor: red }
                """.utf8))
        try sheet.apply(to: cell)
        #expect(cell.textLabel.textColor == (try Color(parsing: "navy")))
        #expect(cell.detailTextLabel.textColor == .red)
    }

    @Test func value1RightAlignsTheDetailBeforeTheAccessory() {
        #expect(render(.value1, .none) == [" Name               555"])
        #expect(render(.value1, .disclosureIndicator) == [" Name             555 ›"])
        #expect(render(.value1, .checkmark) == [" Name             555 ✓"])
        #expect(render(.value1, .detailButton) == [" Name             555 ⓘ"])
        #expect(render(.value1, .detailDisclosureButton) == [" Name           555 ⓘ ›"])
    }

    @Test func value2PutsTheTextRightAlignedInAColumnBeforeTheDetail() {
        #expect(render(.value2, .none) == ["    Name 555"])
        #expect(render(.value2, .disclosureIndicator) == ["   Name 555           ›"])
        #expect(render(.value2, .checkmark) == ["   Name 555           ✓"])
        #expect(render(.value2, .detailButton) == ["   Name 555           ⓘ"])
        #expect(render(.value2, .detailDisclosureButton) == ["   Name 555         ⓘ ›"])
        // A wide cell gives the column its full ten columns.
        #expect(render(.value2, .none, text: "mobile", detail: "555-0100", width: 40) == ["     mobile 555-0100"])
    }

    @Test func subtitlePutsTheDetailOnTheSecondLine() {
        #expect(render(.subtitle, .none) == [" Name", " 555"])
        #expect(render(.subtitle, .disclosureIndicator) == [" Name                 ›", " 555"])
        #expect(render(.subtitle, .checkmark) == [" Name                 ✓", " 555"])
        #expect(render(.subtitle, .detailButton) == [" Name                 ⓘ", " 555"])
        #expect(render(.subtitle, .detailDisclosureButton) == [" Name               ⓘ ›", " 555"])
    }

    @Test func theStylesColorTheirLabelsAsUIKitDoes() {
        #expect(TableViewCell(style: .value1).detailTextLabel.textColor == .gray)
        #expect(TableViewCell(style: .value1).textLabel.textColor == nil)
        #expect(TableViewCell(style: .value2).textLabel.textColor == .gray)
        #expect(TableViewCell(style: .value2).textLabel.textAlignment == .right)
        #expect(TableViewCell(style: .value2).detailTextLabel.textColor == nil)
        #expect(TableViewCell(style: .subtitle).detailTextLabel.textColor == .gray)
    }

    @Test func longTextIsTruncatedWithAnEllipsisCountingWideCharactersAsTwoColumns() {
        #expect(render(.default, .none, text: "漢字テキストです", width: 12) == [" 漢字テキ…"])
        #expect(render(.default, .disclosureIndicator, text: "漢字テキストです", width: 12) == [" 漢字テ…  ›"])
        // The value1 detail keeps its width while the text gives way.
        #expect(
            render(.value1, .none, text: "Johnny Appleseed (mobile)", detail: "555-0100", width: 30) == [
                " Johnny Appleseed (… 555-0100"
            ])
        // When both are long, each gets half.
        #expect(
            render(.value1, .none, text: "Johnny Appleseed", detail: "＋１ ５５５ ０１００", width: 20) == [
                " Johnny…   ＋１ ５…"
            ])
    }

    @Test func aChangedLabelTextIsLaidOutAgain() {
        let cell = TableViewCell(style: .value1)
        cell.frame = CGRect(x: 0, y: 0, width: 20, height: 1)
        cell.textLabel.text = "A"
        cell.detailTextLabel.text = "1"
        #expect(cell.renderedBuffer().plainText() == " A                1")
        cell.detailTextLabel.text = "1234"
        #expect(cell.renderedBuffer().plainText() == " A             1234")
    }

    @Test func theSelectionIsABackgroundStrongWhenTheTableHasTheFocusAndNoneForSelectionStyleNone() {
        let cell = TableViewCell(style: .value1)
        cell.textLabel.text = "A"
        cell.detailTextLabel.text = "1"
        cell.frame = CGRect(x: 0, y: 0, width: 10, height: 1)
        #expect(cell.renderedBuffer()[0, 0].style.background == nil)
        cell.isSelected = true
        #expect(cell.renderedBuffer()[0, 0].style.background == TableViewCell.unfocusedHighlight)
        cell.isHighlighted = true
        let frame = cell.renderedBuffer()
        #expect((0..<10).allSatisfy { frame[$0, 0].style.background == TableViewCell.blueHighlight })
        #expect(frame[8, 0].style.foreground == .white)
        cell.selectionStyle = .gray
        #expect(cell.renderedBuffer()[1, 0].style.background == TableViewCell.grayHighlight)
        cell.selectionStyle = .none
        #expect(cell.renderedBuffer()[1, 0].style.background == nil)
        #expect(cell.renderedBuffer()[8, 0].style.foreground == .gray)
    }

    @Test func aSelectedCellDrawsItsLabelsAndAccessoryInTheHighlightedTextColor() throws {
        let cell = TableViewCell(style: .value1)
        let badge = Label(text: "new")
        badge.frame = CGRect(x: 3, y: 0, width: 3, height: 1)
        cell.contentView.addSubview(badge)
        cell.textLabel.text = "A"
        cell.textLabel.textColor = .black
        cell.detailTextLabel.text = "1"
        cell.accessoryType = .disclosureIndicator
        cell.frame = CGRect(x: 0, y: 0, width: 12, height: 1)
        var frame = cell.renderedBuffer()
        #expect(frame.plainText() == " A new  1 ›")
        #expect([frame[1, 0], frame[8, 0], frame[10, 0]].map(\.style.foreground) == [.black, .gray, .black])
        cell.isSelected = true
        cell.isHighlighted = true
        frame = cell.renderedBuffer()
        #expect([frame[1, 0], frame[8, 0], frame[10, 0]].map(\.style.foreground) == [.white, .white, .white])
        // A label of one's own is highlighted too; without a highlighted color it keeps its text color.
        #expect(badge.isHighlighted && cell.textLabel.isHighlighted && cell.detailTextLabel.isHighlighted)
        #expect(frame[3, 0].style.foreground == nil)
        try cell.textLabel.setValue(fromString: "yellow", forKeyPath: "highlightedTextColor")
        #expect(cell.renderedBuffer()[1, 0].style.foreground == Color(red: 1, green: 1, blue: 0))
        cell.isSelected = false
        cell.isHighlighted = false
        #expect(cell.renderedBuffer()[1, 0].style.foreground == .black)
        #expect(!cell.textLabel.isHighlighted)
    }

    @Test func cellsAreSetFromStringsAndFoundByTheirKeys() throws {
        let cell = TableViewCell()
        try cell.setValue(fromString: "UITableViewCellStyleSubtitle", forKeyPath: "style")
        try cell.setValue(fromString: "chevron", forKeyPath: "accessoryType")
        try cell.setValue(fromString: "none", forKeyPath: "selectionStyle")
        try cell.setValue(fromString: "Hello", forKeyPath: "textLabel.text")
        #expect(cell.style == .subtitle)
        #expect(cell.accessoryType == .disclosureIndicator)
        #expect(cell.selectionStyle == SelectionStyle.none)
        #expect(cell.textLabel.text == "Hello")
        #expect(cell.detailTextLabel.textColor == .gray)
    }
}
