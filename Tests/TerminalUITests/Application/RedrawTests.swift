import Foundation
import StringCoding
import Testing

@testable import TerminalUI

/// The Speed promise that is a byte count rather than a time: after one label changes, the
/// terminal receives a small fraction of what a full redraw would send.
@MainActor @Suite struct RedrawTests {
    /// A 200×60 window of 1,000 labels: 50 rows of 20 labels, each 10 columns wide.
    private func screen() -> (Window, [Label]) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        let labels = (0..<1_000).map { index in
            let label = Label(text: "Item \(index)")
            label.frame = CGRect(x: (index % 20) * 10, y: index / 20, width: 10, height: 1)
            label.textColor = index % 2 == 0 ? .white : .yellow
            window.addSubview(label)
            return label
        }
        return (window, labels)
    }

    @Test(arguments: [ColorMode.trueColor, .palette256, .palette16, .monochrome])
    func changingOneLabelWritesAtMostTwoPercentOfAFullRedraw(colorMode: ColorMode) {
        let (window, labels) = screen()
        var renderer = ANSIRenderer(colorMode: colorMode)
        let fullRedraw = renderer.update(to: window.render()).utf8.count
        labels[437].text = "Done 437"
        let update = renderer.update(to: window.render())
        #expect(update.utf8.count * 50 <= fullRedraw, "\(update.utf8.count) of \(fullRedraw) bytes")
        #expect(update.contains("Done"))
        #expect(renderer.update(to: window.render()).isEmpty)
    }

    /// Bytes written for a page down in a focused 80×24 text view of `lines` lines, and for a full
    /// redraw of the screen it lands on.
    private func pageDownBytes(lines: Int) -> (page: Int, fullRedraw: Int) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
        let textView = TextView(frame: window.bounds)
        textView.text = (1...lines).map { "Line \($0): the quick brown fox jumps over the lazy dog" }
            .joined(separator: "\n")
        window.addSubview(textView)
        window.focus(textView)
        var renderer = ANSIRenderer(colorMode: .trueColor)
        _ = renderer.update(to: window.render())
        window.handle(.pageDown)
        let page = renderer.update(to: window.render()).utf8.count
        renderer.invalidate()
        return (page, renderer.update(to: window.render()).utf8.count)
    }

    @Test func pagingATextViewWritesNoMoreThanAScreenWhateverTheTextsLength() {
        let short = pageDownBytes(lines: 1_000)
        let long = pageDownBytes(lines: 10_000)
        #expect(short.page <= short.fullRedraw, "\(short.page) of \(short.fullRedraw) bytes")
        // The same screen changes the same way, so the length of the text shows nowhere.
        #expect(long.page == short.page)
    }
}
