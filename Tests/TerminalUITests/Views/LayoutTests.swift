import Foundation
import StringCoding
import Testing

@testable import TerminalUI

@MainActor @Suite struct LayoutTests {
    @Test func autoresizingSharesASizeChangeLikeUIKit() throws {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let stretching = View(frame: CGRect(x: 2, y: 1, width: 16, height: 8))
        stretching.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let pinnedRight = View(frame: CGRect(x: 15, y: 0, width: 5, height: 1))
        try pinnedRight.setValue(fromString: "flexibleLeftMargin", forKeyPath: "autoresizingMask")
        let centered = View(frame: CGRect(x: 5, y: 0, width: 10, height: 1))
        centered.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let fixed = View(frame: CGRect(x: 1, y: 1, width: 3, height: 3))
        for view in [stretching, pinnedRight, centered, fixed] { parent.addSubview(view) }
        parent.frame.size = CGSize(width: 40, height: 20)
        #expect(stretching.frame == CGRect(x: 2, y: 1, width: 36, height: 18))
        #expect(pinnedRight.frame == CGRect(x: 35, y: 0, width: 5, height: 1))
        #expect(centered.frame == CGRect(x: 15, y: 0, width: 10, height: 1))
        #expect(fixed.frame == CGRect(x: 1, y: 1, width: 3, height: 3))
    }

    @Test func theFittingSizeIsTheIntrinsicSizeElseTheExtentOfTheSubviews() {
        let card = View(frame: CGRect(x: 3, y: 3, width: 1, height: 1))
        #expect(card.fittingSize == .zero)
        card.addSubview(Label(text: "Ada Lovelace"))
        card.addSubview(View(frame: CGRect(x: 1, y: 3, width: 8, height: 1)))
        let hidden = View(frame: CGRect(x: -4, y: 0, width: 2, height: 6))
        hidden.isHidden = true
        card.addSubview(hidden)
        #expect(card.fittingSize == CGSize(width: 12, height: 6))
        // Along an axis with an intrinsic size, that size; the subviews decide the other.
        let bar = NavigationBar()
        bar.addSubview(View(frame: CGRect(x: 0, y: 0, width: 20, height: 4)))
        #expect(bar.fittingSize == CGSize(width: 20, height: 1))
        #expect(
            StackView(axis: .vertical, spacing: 1, arrangedSubviews: [Label(text: "a"), Label(text: "bc")]).fittingSize
                == CGSize(width: 2, height: 3))
    }

    @Test func aVerticalStackGivesEachViewItsHeightAndTheRestToFlexibleViews() {
        let stack = StackView(axis: .vertical, spacing: 1)
        let title = Label(text: "Title")
        let body = View()
        let footer = Label(text: "Footer")
        for view in [title, body, footer] { stack.addArrangedSubview(view) }
        stack.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        stack.layoutIfNeeded()
        #expect(title.frame == CGRect(x: 0, y: 0, width: 10, height: 1))
        #expect(body.frame == CGRect(x: 0, y: 2, width: 10, height: 6))
        #expect(footer.frame == CGRect(x: 0, y: 9, width: 10, height: 1))
    }

    @Test func aHorizontalStackAlignsAcrossItsAxisAndSkipsHiddenViews() throws {
        let stack = StackView(axis: .horizontal, spacing: 2)
        try stack.setValue(fromString: "center", forKeyPath: "alignment")
        let first = Label(text: "ab")
        let hidden = Label(text: "hidden")
        hidden.isHidden = true
        let last = Label(text: "cde")
        for view in [first, hidden, last] { stack.addArrangedSubview(view) }
        stack.frame = CGRect(x: 0, y: 0, width: 12, height: 3)
        #expect(stack.renderedBuffer().plainText() == "\nab  cde\n")
        #expect(stack.intrinsicContentSize == CGSize(width: 7, height: 1))
    }

    @Test func fillEquallyAndEqualSpacingShareTheLength() {
        let stack = StackView(axis: .horizontal)
        let views = [Label(text: "a"), Label(text: "b"), Label(text: "c")]
        views.forEach(stack.addArrangedSubview)
        stack.frame = CGRect(x: 0, y: 0, width: 9, height: 1)
        stack.distribution = .fillEqually
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.origin.x) == [0, 3, 6])
        #expect(views.map(\.frame.width) == [3, 3, 3])
        stack.distribution = .equalSpacing
        stack.layoutIfNeeded()
        #expect(stack.renderedBuffer().plainText() == "a   b   c")
    }

    @Test func removingAnArrangedViewFromItsSuperviewStopsArrangingIt() {
        let stack = StackView(axis: .vertical, arrangedSubviews: [Label(text: "a"), Label(text: "b")])
        stack.arrangedSubviews[0].removeFromSuperview()
        #expect(stack.arrangedSubviews.count == 1)
        #expect(stack.subviews.count == 1)
    }

    @Test func framesFromStringsThatCannotBeCellsDrawNothingInsteadOfTrapping() throws {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 4, height: 1))
        let label = Label(text: "x")
        parent.addSubview(label)
        label.frame = CGRect(x: Double.nan, y: 0, width: Double.infinity, height: 1e300)
        #expect(parent.renderedBuffer().plainText() == "")
        label.frame = CGRect(x: -1e300, y: 0, width: 1, height: 1)
        #expect(parent.renderedBuffer().plainText() == "")
    }

    @Test func aViewCannotBeAddedInsideItself() {
        let outer = View()
        let inner = View()
        outer.addSubview(inner)
        inner.addSubview(outer)
        #expect(outer.superview == nil)
        #expect(inner.subviews.isEmpty)
    }

    @Test func findsViewsByTagAndIdentifier() {
        let root = View()
        let label = Label(text: "x")
        label.tag = 7
        label.restorationIdentifier = "name"
        root.addSubview(StackView(axis: .vertical, arrangedSubviews: [label]))
        #expect(root.viewWithTag(7) === label)
        #expect(root.view(withIdentifier: "name") === label)
        #expect(root.viewWithTag(8) == nil)
    }

    @Test func styleClassesReadFromAStringSplitAtSpacesAndCommas() throws {
        let view = View()
        try view.setValue(fromString: "title big, wide", forKeyPath: "styleClasses")
        #expect(view.styleClasses == ["title", "big", "wide"])
    }
}
