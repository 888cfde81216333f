import Foundation
import StringCoding
import Testing

@testable import TerminalUI

@MainActor @Suite struct ImageViewTests {
    private let cat = Image(textArt: " /\\_/\\\n( o.o )")
    /// Red, green on the upper row; blue, white on the lower one.
    private let quad = Image(checkedWidth: 2, height: 2, pixels: [.red, .green, .blue, .white])

    private func imageView(
        _ image: Image?, width: Double, height: Double, mode: ContentMode = .scaleToFill,
        colorMode: ColorMode? = .trueColor
    ) -> (ImageView, Window) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: width, height: height))
        window.colorMode = colorMode
        let view = ImageView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        view.image = image
        view.contentMode = mode
        window.addSubview(view)
        return (view, window)
    }

    @Test func textArtIsDrawnAsItIsAndCenteredUnderTheScalingModes() {
        for mode: ContentMode in [.scaleToFill, .scaleAspectFit, .scaleAspectFill, .redraw, .center] {
            let (_, window) = imageView(cat, width: 9, height: 4, mode: mode)
            #expect(window.render().plainText() == "\n  /\\_/\\\n ( o.o )\n", "\(mode)")
        }
    }

    @Test func textArtIsPinnedByTheOtherModesAndClipped() {
        let cases: [(ContentMode, String)] = [
            (.topLeft, " /\\_/\\\n( o.o )\n\n"),
            (.top, "  /\\_/\\\n ( o.o )\n\n"),
            (.bottomRight, "\n\n   /\\_/\\\n  ( o.o )"),
            (.left, "\n /\\_/\\\n( o.o )\n"),
        ]
        for (mode, expected) in cases {
            let (_, window) = imageView(cat, width: 9, height: 4, mode: mode)
            #expect(window.render().plainText() == expected, "\(mode)")
        }
        // Wider than the view: the middle shows, the edges are clipped evenly.
        let (_, narrow) = imageView(cat, width: 5, height: 2, mode: .center)
        #expect(narrow.render().plainText() == "/\\_/\\\n o.o")
    }

    @Test func nonLatinTextArtIsMeasuredByDisplayWidth() {
        let art = Image(textArt: "りんご\n🍎 林檎")
        #expect(art.size == (columns: 7, rows: 2))
        let (_, window) = imageView(art, width: 9, height: 2, mode: .center)
        let frame = window.render()
        #expect(frame.plainText() == " りんご\n 🍎 林檎")
        let (_, right) = imageView(art, width: 9, height: 2, mode: .right)
        #expect(right.render().plainText() == "  りんご\n  🍎 林檎")
    }

    @Test func textArtTakesTheTintColorAndLooksTheSameWithoutColors() throws {
        let (view, window) = imageView(cat, width: 7, height: 2, mode: .topLeft)
        try view.setValue(fromString: "orange", forKeyPath: "tintColor")
        let frame = window.render()
        #expect(frame[1, 0].style.foreground == (try Color(parsing: "orange")))
        for mode: ColorMode? in [.monochrome, nil] {
            window.colorMode = mode
            #expect(window.render().plainText() == " /\\_/\\\n( o.o )")
        }
    }

    @Test func pixelsAreHalfBlocksWithTheUpperPixelInFrontAndTheLowerBehind() {
        let (_, window) = imageView(quad, width: 2, height: 1)
        let frame = window.render()
        #expect(frame.plainText() == "▀▀")
        #expect(frame[0, 0].style == TextStyle(foreground: .red, background: .blue))
        #expect(frame[1, 0].style == TextStyle(foreground: .green, background: .white))
        #expect(
            frame.ansiText(colorMode: .trueColor)
                == "\u{1B}[38;2;255;0;0;48;2;0;0;255m▀\u{1B}[38;2;0;255;0;48;2;255;255;255m▀\u{1B}[0m")
        #expect(
            frame.ansiText(colorMode: .palette256)
                == "\u{1B}[38;5;196;48;5;21m▀\u{1B}[38;5;46;48;5;231m▀\u{1B}[0m")
    }

    @Test func anOddLastPixelRowLeavesTheViewsBackgroundBelowIt() throws {
        let column = try Image(width: 1, height: 3, pixels: [.red, .green, .blue])
        let (view, window) = imageView(column, width: 1, height: 2, mode: .topLeft)
        view.backgroundColor = .black
        let frame = window.render()
        #expect(frame.plainText() == "▀\n▀")
        #expect(frame[0, 0].style == TextStyle(foreground: .red, background: .green))
        #expect(frame[0, 1].style == TextStyle(foreground: .blue, background: .black))
    }

    @Test func theScalingModesResamplePixelsToTheView() {
        // 4 × 1 cells are 4 × 2 pixels.
        let (_, fill) = imageView(quad, width: 4, height: 1, mode: .scaleToFill)
        let filled = fill.render()
        #expect(filled.plainText() == "▀▀▀▀")
        #expect((0..<4).map { filled[$0, 0].style.foreground } == [.red, .red, .green, .green])
        #expect((0..<4).map { filled[$0, 0].style.background } == [.blue, .blue, .white, .white])

        let (_, fit) = imageView(quad, width: 4, height: 1, mode: .scaleAspectFit)
        let fitted = fit.render()
        #expect(fitted.plainText() == " ▀▀")
        #expect(fitted[1, 0].style == TextStyle(foreground: .red, background: .blue))

        // Filling 4 × 2 pixels keeps the square: 4 × 4, its middle two rows shown.
        let (_, aspectFill) = imageView(quad, width: 4, height: 1, mode: .scaleAspectFill)
        let cropped = aspectFill.render()
        #expect((0..<4).map { cropped[$0, 0].style.foreground } == [.red, .red, .green, .green])
        #expect((0..<4).map { cropped[$0, 0].style.background } == [.blue, .blue, .white, .white])
    }

    @Test func thePinningModesKeepThePixelsSize() {
        // 4 × 2 cells are 4 × 4 pixels; centered, the image starts one pixel down: ▄ then ▀.
        let (_, center) = imageView(quad, width: 4, height: 2, mode: .center)
        let centered = center.render()
        #expect(centered.plainText() == " ▄▄\n ▀▀")
        #expect(centered[1, 0].style == TextStyle(foreground: .red))
        #expect(centered[2, 1].style == TextStyle(foreground: .white))

        let (_, corner) = imageView(quad, width: 3, height: 2, mode: .bottomRight)
        let cornered = corner.render()
        #expect(cornered.plainText() == "\n ▀▀")
        #expect(cornered[2, 1].style == TextStyle(foreground: .green, background: .white))
    }

    @Test func withoutColorsPixelsGiveWayToTheAltText() throws {
        for mode: ColorMode? in [.monochrome, nil] {
            let (view, window) = imageView(quad, width: 13, height: 3, colorMode: mode)
            try view.setValue(fromString: "a red apple", forKeyPath: "accessibilityLabel")
            #expect(window.render().plainText() == "\n a red apple\n")
            view.frame.size.width = 6
            #expect(window.render().plainText() == "a red\napple\n")
        }
    }

    @Test func withoutColorsOrAltTextPixelsAreABrightnessRamp() throws {
        let grays = [0, 85, 170, 255].map { Image.Pixel(gray: $0) }
        let gradient = try Image(width: 4, height: 2, pixels: grays + grays)
        for mode: ColorMode? in [.monochrome, nil] {
            let (_, window) = imageView(gradient, width: 4, height: 1, colorMode: mode)
            let frame = window.render()
            #expect(frame.plainText() == " -*@")
            #expect(frame.ansiText(colorMode: .monochrome) == " -*@")
        }
    }

    @Test func sizesToItsImageAndIsSetByNameFromAString() throws {
        FruitImages.register()
        #expect(ImageView(image: cat).frame.size == CGSize(width: 7, height: 2))
        #expect(ImageView(image: quad).intrinsicContentSize == CGSize(width: 2, height: 1))
        #expect(
            ImageView().intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        let view = ImageView(frame: CGRect(x: 0, y: 0, width: 2, height: 1))
        try view.setValue(fromString: "apple", forKeyPath: "image")
        #expect(view.image == FruitImages.apple)
        #expect(view.image?.name == "apple")
        let error = #expect(throws: StringCodingError.self) {
            try view.setValue(fromString: "aple", forKeyPath: "image")
        }
        #expect(
            error?.description == """
                cannot read "aple" as Image? for key path "image": no image of that name in the image catalog
                    did you mean "apple"?
                    valid values: \(FruitImages.names)
                """)
        #expect(view.image == FruitImages.apple)
    }

    @Test func aDescriptionFileNamesTheImageAndAnUnknownNameIsAProblem() throws {
        FruitImages.register()
        let text = """
            type: ImageView
            frame: "0 0 2 1"
            attributes: { image: pear, contentMode: topLeft, accessibilityLabel: a pear }
            """
        let view = try ViewDescription(data: Data(text.utf8), source: "fruit.yaml").makeView()
        let imageView = try #require(view as? ImageView)
        #expect(imageView.image == FruitImages.pear)
        #expect(imageView.contentMode == .topLeft)
        #expect(imageView.accessibilityLabel == "a pear")
        let broken = Data(text.replacingOccurrences(of: "pear,", with: "peer,").utf8)
        let error = #expect(throws: ViewDescriptionError.self) {
            try ViewDescription(data: broken, source: "fruit.yaml").makeView()
        }
        #expect(
            error?.description == """
                1 problem in fruit.yaml:
                  fruit.yaml:3: ImageView: attributes.image: cannot read "peer" as Image? for key path "image": no image of that name in the image catalog
                        did you mean "pear"?
                        valid values: \(FruitImages.names)
                """)
    }

    @Test func nothingIsDrawnWithoutAnImage() {
        let (_, window) = imageView(nil, width: 3, height: 1)
        #expect(window.render().plainText() == "")
    }
}
