import Foundation
import KeyCoding
import StringCoding
import Testing

@testable import TerminalUI

@MainActor @Suite struct LabelTests {
    private func label(_ text: String, width: Double, height: Double = 1) -> Label {
        let label = Label(text: text)
        label.frame = CGRect(x: 0, y: 0, width: width, height: height)
        return label
    }

    @Test func sizesItselfToItsText() {
        #expect(Label(text: "Hello").frame.size == CGSize(width: 5, height: 1))
        #expect(Label(text: "名前").frame.size == CGSize(width: 4, height: 1))
        let multiline = Label(text: "a\nbcd")
        #expect(multiline.frame.size == CGSize(width: 2, height: 1))  // "a…": one line, the rest cut
        multiline.numberOfLines = 0
        #expect(multiline.intrinsicContentSize == CGSize(width: 3, height: 2))
    }

    @Test func alignsTextAndCentersItVertically() throws {
        let label = label("Hi", width: 6, height: 3)
        #expect(label.renderedBuffer().plainText() == "\nHi\n")
        try label.setValue(fromString: "center", forKeyPath: "textAlignment")
        #expect(label.renderedBuffer().plainText() == "\n  Hi\n")
        try label.setValue(fromString: "NSTextAlignmentRight", forKeyPath: "textAlignment")
        #expect(label.renderedBuffer().plainText() == "\n    Hi\n")
    }

    @Test func wrapsAndTruncatesByItsLineBreakMode() throws {
        let label = label("Johnny Appleseed", width: 10, height: 2)
        #expect(label.renderedBuffer().plainText() == "Johnny Ap…\n")
        label.numberOfLines = 0
        #expect(label.renderedBuffer().plainText() == "Johnny\nAppleseed")
        try label.setValue(fromString: "truncatemiddle", forKeyPath: "lineBreakMode")
        label.numberOfLines = 1
        #expect(label.renderedBuffer().plainText() == "Johnn…seed\n")
    }

    @Test func drawsFontTraitsAndColorIntoTheCells() throws {
        let label = label("Hi", width: 3)
        try label.setValue(fromString: "bold italic", forKeyPath: "font")
        try label.setValue(fromString: "red", forKeyPath: "textColor")
        try label.setValue(fromString: "navy", forKeyPath: "backgroundColor")
        let buffer = label.renderedBuffer()
        let navy = try Color(parsing: "navy")
        let expected = TextStyle(foreground: .red, background: navy, isBold: true, isItalic: true)
        #expect(buffer[0, 0] == Cell(character: "H", style: expected, isContinuation: false))
        #expect(buffer[2, 0].style.background == navy)
        label.font = Font(traits: .underline)
        #expect(label.renderedBuffer()[1, 0].style.isUnderlined)
    }

    @Test func clipsWideCharactersAtTheEdge() {
        let label = label("日本語", width: 5)
        label.lineBreakMode = .byClipping
        #expect(label.renderedBuffer().plainText() == "日本")
    }

    @Test func rejectsBadValuesByKeyWithTheReason() {
        let label = Label()
        #expect(throws: StringCodingError.self) {
            try label.setValue(fromString: "sideways", forKeyPath: "textAlignment")
        }
        #expect(throws: KeyCodingError.self) { try label.setValue(3, forKeyPath: "text") }
    }
}
