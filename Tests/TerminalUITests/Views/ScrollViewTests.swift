import Foundation
import StringCoding
import Testing

@testable import TerminalUI

@MainActor @Suite struct ScrollViewTests {
    /// A 12×5 scroll view in a window, over 100 rows of labels "Row 0" … "Row 99" in content 11
    /// columns wide: the twelfth column is the indicator's.
    private func rows(colorMode: ColorMode? = .trueColor) -> (ScrollView, Window) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 12, height: 5))
        window.colorMode = colorMode
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 12, height: 5))
        for row in 0..<100 {
            let label = Label(text: "Row \(row)")
            label.frame.origin.y = Double(row)
            scroll.addSubview(label)
        }
        scroll.contentSize = CGSize(width: 11, height: 100)
        window.addSubview(scroll)
        return (scroll, window)
    }

    @Test func showsTheContentAtTheOffsetWithAVerticalIndicator() {
        let (scroll, window) = rows()
        #expect(
            window.render().plainText() == """
                Row 0      █
                Row 1      │
                Row 2      │
                Row 3      │
                Row 4      │
                """)
        scroll.contentOffset = CGPoint(x: 0, y: 50)
        #expect(
            window.render().plainText() == """
                Row 50     │
                Row 51     │
                Row 52     █
                Row 53     │
                Row 54     │
                """)
    }

    @Test func plainCharactersUnderNoColorAndWithoutATerminal() {
        for mode: ColorMode? in [nil, .monochrome] {
            let (scroll, window) = rows(colorMode: mode)
            scroll.contentOffset = CGPoint(x: 0, y: 95)
            #expect(
                window.render().plainText() == """
                    Row 95     |
                    Row 96     |
                    Row 97     |
                    Row 98     |
                    Row 99     #
                    """)
        }
    }

    @Test func keysScrollWhenFocusedAndStopAtTheEnds() {
        let (scroll, window) = rows()
        window.focus(scroll)
        #expect(window.focusedView === scroll)
        window.handle(.down)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 1))
        window.handle(.pageDown)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 6))
        window.handle(.end)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 95))
        window.handle(.pageDown)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 95))
        window.handle(.pageUp)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 90))
        window.handle(.home)
        #expect(scroll.contentOffset == .zero)
        window.handle(.up)
        #expect(scroll.contentOffset == .zero)
        // Nothing to scroll sideways: the content is as wide as the view less its indicator.
        #expect(window.handle(.left))
        #expect(scroll.contentOffset == .zero)
    }

    @Test func aShiftedKeyThatNothingHandlesIsOfferedAgainAsThePlainKey() {
        let (scroll, window) = rows()
        window.focus(scroll)
        #expect(window.handle(.shift(.down)))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 1))
    }

    @Test func contentThatFitsTakesNoFocusNoIndicatorAndNoKeys() {
        let (scroll, window) = rows()
        scroll.contentSize = CGSize(width: 11, height: 5)
        #expect(!scroll.canBecomeFocused)
        #expect(!scroll.handleKey(.down))
        #expect(window.render().plainText() == "Row 0\nRow 1\nRow 2\nRow 3\nRow 4")
    }

    @Test func notYetGivenASizeItLeavesTheFocusToTheControlsInside() {
        // As a screen's root is when an application sets it up, before the terminal's size is known.
        let window = Window(frame: .zero)
        let scroll = ScrollView()
        let button = Button(title: "OK")
        scroll.addSubview(button)
        scroll.contentSize = CGSize(width: 10, height: 3)
        window.addSubview(scroll)
        #expect(!scroll.canBecomeFocused)
        window.focusFirstView(in: window)
        #expect(window.focusedView === button)
        window.frame.size = CGSize(width: 10, height: 2)
        scroll.frame.size = CGSize(width: 10, height: 2)
        #expect(scroll.canBecomeFocused)
    }

    @Test func wideContentScrollsSidewaysWithAnIndicatorAlongTheBottom() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 8, height: 3))
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 8, height: 3))
        let label = Label(text: "abcdefghijklmnopqrstuvwxyz")
        scroll.addSubview(label)
        scroll.contentSize = CGSize(width: 26, height: 2)
        window.addSubview(scroll)
        window.focus(scroll)
        #expect(window.render().plainText() == "abcdefgh\n\n██──────")
        window.handle(.end)  // to the bottom: the content is already all in view vertically
        for _ in 0..<3 { window.handle(.right) }
        #expect(window.render().plainText() == "defghijk\n\n─██─────")
    }

    @Test func offsetsAreKeptWithinTheContentAtLayoutAndSetFromStrings() throws {
        let (scroll, window) = rows()
        try scroll.setValue(fromString: "0 1000", forKeyPath: "contentOffset")
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 1000))
        _ = window.render()
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 95))
        try scroll.setValue(fromString: "11 40.7", forKeyPath: "contentSize")
        _ = window.render()
        #expect(scroll.contentSize == CGSize(width: 11, height: 40))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 35))
        scroll.contentOffset = CGPoint(x: Double.nan, y: -Double.infinity)
        #expect(scroll.contentOffset == .zero)
        scroll.contentSize = CGSize(width: Double.infinity, height: 1e300)
        #expect(scroll.contentSize == CGSize(width: 0, height: 1_000_000_000))
    }

    @Test func scrollRectToVisibleMovesAsLittleAsShowsTheRect() {
        let (scroll, _) = rows()
        scroll.scrollRectToVisible(CGRect(x: 0, y: 20, width: 5, height: 1), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 16))
        scroll.scrollRectToVisible(CGRect(x: 0, y: 18, width: 5, height: 1), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 16))
        scroll.scrollRectToVisible(CGRect(x: 0, y: 3, width: 5, height: 1), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 3))
    }

    @Test func onlyTheSubviewsInViewAreDrawn() {
        final class CountingView: View {
            var draws = 0
            override func draw(in canvas: Canvas) {
                super.draw(in: canvas)
                draws += 1
            }
        }
        let window = Window(frame: CGRect(x: 0, y: 0, width: 10, height: 4))
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 4))
        let rows = (0..<1_000).map { CountingView(frame: CGRect(x: 0, y: $0, width: 9, height: 1)) }
        for row in rows { scroll.addSubview(row) }
        scroll.contentSize = CGSize(width: 9, height: 1_000)
        scroll.contentOffset = CGPoint(x: 0, y: 500)
        window.addSubview(scroll)
        _ = window.render()
        #expect(rows.map(\.draws).reduce(0, +) == 4)
        #expect((500..<504).allSatisfy { rows[$0].draws == 1 })
    }

    @Test func aViewInsideThatGainsTheFocusIsScrolledIntoView() {
        let (scroll, window) = rows()
        let button = Button(title: "OK")
        button.frame.origin = CGPoint(x: 6, y: 40)
        scroll.addSubview(button)
        window.focus(button)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 36))
        #expect(window.render().plainText().hasSuffix("Row 38     █\nRow 39     │\nRow 40 OK  │"))
    }

    @Test func aKeyAFocusedSubviewLeavesScrollsItsScrollView() {
        let (scroll, window) = rows()
        let button = Button(title: "OK")
        button.frame.origin = CGPoint(x: 6, y: 0)
        scroll.addSubview(button)
        window.focus(button)
        window.handle(.down)
        #expect(window.focusedView === button)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 1))
    }
}
