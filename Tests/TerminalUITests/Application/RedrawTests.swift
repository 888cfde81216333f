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
}
