import Foundation
import StringCoding
import Testing

@testable import TerminalUI

@MainActor @Suite struct ProgressViewTests {
    private func bar(width: Double, colorMode: ColorMode?) -> (ProgressView, Window) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: width, height: 1))
        window.colorMode = colorMode
        let bar = ProgressView(frame: CGRect(x: 0, y: 0, width: width, height: 1))
        window.addSubview(bar)
        return (bar, window)
    }

    @Test func fillsWithBlocksAndEighthsOnADimTrack() {
        let (bar, window) = bar(width: 10, colorMode: .trueColor)
        #expect(window.render().plainText() == "──────────")
        bar.progress = 0.45
        let frame = window.render()
        #expect(frame.plainText() == "████▌─────")
        #expect(!frame[0, 0].style.isDim && frame[5, 0].style.isDim)
        bar.setProgress(1, animated: true)
        #expect(window.render().plainText() == "██████████")
    }

    @Test func plainASCIIUnderNoColorAndWithoutATerminal() {
        for mode: ColorMode? in [.monochrome, nil] {
            let (bar, window) = bar(width: 10, colorMode: mode)
            bar.progress = 0.45
            #expect(window.render().plainText() == "####------")
        }
    }

    @Test func progressIsPinnedToZeroThroughOneAndSetFromAString() throws {
        let (bar, _) = bar(width: 4, colorMode: .trueColor)
        try bar.setValue(fromString: "0.75", forKeyPath: "progress")
        #expect(bar.progress == 0.75)
        bar.progress = 7
        #expect(bar.progress == 1)
        bar.progress = -1
        #expect(bar.progress == 0)
        bar.progress = .nan
        #expect(bar.progress == 0)
        #expect {
            try bar.setValue(fromString: "half", forKeyPath: "progress")
        } throws: { error in
            "\(error)".contains(#"cannot read "half" as Float"#)
        }
    }

    @Test func isOneRowHighAndAsWideAsItIsGiven() {
        #expect(ProgressView().intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: 1))
    }
}

@MainActor @Suite struct ActivityIndicatorViewTests {
    private func spinner(colorMode: ColorMode?) -> (ActivityIndicatorView, Window) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        window.colorMode = colorMode
        let spinner = ActivityIndicatorView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        window.addSubview(spinner)
        return (spinner, window)
    }

    @Test func turnsAFrameEachAdvanceWhileAnimatingAndHidesWhenStopped() {
        let (spinner, window) = spinner(colorMode: .trueColor)
        #expect(window.render().plainText() == "")
        spinner.advance()  // not animating: nothing turns
        #expect(spinner.frameIndex == 0)
        spinner.startAnimating()
        #expect(spinner.isAnimating)
        var frames: [String] = []
        for _ in 0..<11 {
            frames.append(window.render().plainText())
            spinner.advance()
        }
        #expect(frames.joined() == "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏⠋")
        spinner.stopAnimating()
        #expect(!spinner.isAnimating)
        #expect(window.render().plainText() == "")
        spinner.hidesWhenStopped = false
        #expect(window.render().plainText() == "⠋")
    }

    @Test func plainASCIIUnderNoColorAndWithoutATerminal() {
        for mode: ColorMode? in [.monochrome, nil] {
            let (spinner, window) = spinner(colorMode: mode)
            spinner.startAnimating()
            var frames = ""
            for _ in 0..<5 {
                frames += window.render().plainText()
                spinner.advance()
            }
            #expect(frames == #"|/-\|"#)
        }
    }

    @Test func advancingMarksTheWindowForRedrawingOnlyWhileAnimating() {
        let (spinner, window) = spinner(colorMode: .trueColor)
        _ = window.render()
        spinner.advance()
        #expect(!window.needsDisplay)
        spinner.startAnimating()
        _ = window.render()
        spinner.advance()
        #expect(window.needsDisplay)
    }

    @Test func isAnimatingCanBeReadByKeyButNotSet() throws {
        let (spinner, _) = spinner(colorMode: .trueColor)
        spinner.startAnimating()
        #expect(try spinner.value(forKey: "isAnimating") as? Bool == true)
        #expect(throws: (any Error).self) { try spinner.setValue(false, forKey: "isAnimating") }
    }
}
