import Foundation
import LoomTestSupport
import Testing

@testable import TerminalUI

/// Netpbm files are read exactly, and hostile ones are refused with the byte, line and what was
/// expected, never with a trap or an allocation the header asked for.
@Suite struct NetpbmReadingTests {
    private func image(_ text: String, _ binary: [UInt8] = []) throws(ImageError) -> Image {
        try Image(netpbm: Data(text.utf8) + Data(binary), source: "fruit.ppm")
    }

    private func failure(_ text: String, _ binary: [UInt8] = []) -> ImageError? {
        #expect(throws: ImageError.self) { _ = try image(text, binary) }
    }

    @Test func readsPlainColorWithComments() throws {
        let read = try image("P3\n# a comment\n2 2 # another\n255\n255 0 0  0 255 0\n0 0 255  255 255 255\n")
        #expect(read.content == .pixels(width: 2, height: 2, pixels: [.red, .green, .blue, .white]))
        #expect(read.size == (columns: 2, rows: 1))
    }

    @Test func readsBinaryColorAndGrayAtAnyMaximum() throws {
        let color = try image("P6\n2 1\n255\n", [255, 136, 0, 0, 0, 255])
        #expect(
            color.content == .pixels(width: 2, height: 1, pixels: [Image.Pixel(red: 255, green: 136, blue: 0), .blue]))
        let gray = try image("P2 3 1 15 0 7 15")
        #expect(gray.content == .pixels(width: 3, height: 1, pixels: [.black, Image.Pixel(gray: 119), .white]))
        // Two big-endian bytes a sample above 255: 0x8000 of 65535 is 128 of 255.
        let deep = try image("P5 1 1 65535\n", [0x80, 0x00])
        #expect(deep.content == .pixels(width: 1, height: 1, pixels: [Image.Pixel(gray: 128)]))
        // The byte after the header's single whitespace is pixel data, even when it is a space.
        let spaced = try image("P5 1 1 255\n", [0x20])
        #expect(spaced.content == .pixels(width: 1, height: 1, pixels: [Image.Pixel(gray: 32)]))
    }

    @Test func refusesWhatIsNotAReadFormat() {
        #expect(
            failure("GIF89a")?.description
                == #"fruit.ppm: byte 0 (line 1): expected a Netpbm magic number, P2 (plain gray), P3 (plain color), P5 (binary gray) or P6 (binary color), found "GI""#
        )
        let bitmap = failure("P1 1 1 1")
        #expect(bitmap?.kind == .unsupportedFormat)
        #expect(
            bitmap?.description
                == #"fruit.ppm: byte 0 (line 1): expected P2 (plain gray), P3 (plain color), P5 (binary gray) or P6 (binary color), found "P1", which is not read"#
        )
        #expect(
            failure("")?.description
                == "fruit.ppm: byte 0 (line 1): expected a Netpbm magic number, P2 (plain gray), P3 (plain color), P5 (binary gray) or P6 (binary color), found the end of the data"
        )
    }

    @Test func namesTheByteAndLineOfABadHeader() {
        let letter = failure("P3\n2\nx 255")
        #expect(letter?.kind == .invalidData)
        #expect(letter?.byteOffset == 5)
        #expect(letter?.description == #"fruit.ppm: byte 5 (line 3): expected the height (a whole number), found "x""#)
        #expect(
            failure("P3 2a 1")?.description
                == #"fruit.ppm: byte 4 (line 1): expected whitespace after the width, found "a""#)
        #expect(
            failure("P3 \u{0}")?.description
                == "fruit.ppm: byte 3 (line 1): expected the width (a whole number), found byte 0x00")
        #expect(
            failure("P3 1 1")?.description
                == "fruit.ppm: byte 6 (line 1): expected the maximum sample value (a whole number), found the end of the data"
        )
        #expect(failure("P3 1 1")?.kind == .truncated)
    }

    @Test func refusesHugeAndEmptySizesBeforeSettingMemoryAside() {
        let huge = failure("P6 99999 99999 255\n")
        #expect(huge?.kind == .tooLarge)
        #expect(
            huge?.description
                == "fruit.ppm: byte 3 (line 1): 99999 × 99999 pixels is more than the 4194304 an image may have (Image.maximumPixelCount)"
        )
        // Would overflow Int if read digit by digit without a limit.
        #expect(
            failure("P6 99999999999999999999999 1 255")?.description
                == "fruit.ppm: byte 3 (line 1): expected the width (a whole number), found a number above 2147483647")
        // The product overflows Int64 if multiplied unchecked.
        #expect(failure("P6 2147483647 2147483647 255")?.kind == .tooLarge)
        #expect(
            failure("P6 0 1 255\n")?.description
                == "fruit.ppm: byte 3 (line 1): expected a width and height of at least 1 pixel, found 0 × 1")
    }

    @Test func refusesAMaximumOutsideOneTo65535() {
        #expect(
            failure("P3 1 1 0 0 0 0")?.description
                == "fruit.ppm: byte 7 (line 1): expected the maximum sample value from 1 to 65535, found 0")
        #expect(
            failure("P5 1 1 70000\n", [0, 0])?.description
                == "fruit.ppm: byte 7 (line 1): expected the maximum sample value from 1 to 65535, found 70000")
    }

    @Test func refusesSamplesAboveTheMaximum() {
        #expect(
            failure("P3 1 1 255\n1 2 300")?.description
                == "fruit.ppm: byte 15 (line 2): expected a sample from 0 to the maximum value 255, found 300")
        // In binary data a line means nothing: only the byte is given.
        #expect(
            failure("P5 1 1 1000\n", [0xFF, 0xFF])?.description
                == "fruit.ppm: byte 12: expected a sample from 0 to the maximum value 1000, found 65535")
        #expect(
            failure("P3 1 1 255 1 2 3x")?.description
                == #"fruit.ppm: byte 16 (line 1): expected whitespace after a sample, found "x""#)
    }

    @Test func saysHowMuchTruncatedDataLacks() {
        let binary = failure("P6 2 2 255\n", [1, 2, 3])
        #expect(binary?.kind == .truncated)
        #expect(
            binary?.description
                == "fruit.ppm: byte 14: expected 12 bytes of pixels (4 pixels × 3 samples × 1 byte), found 3")
        #expect(
            failure("P5 2 1 300\n", [0, 1])?.description
                == "fruit.ppm: byte 13: expected 4 bytes of pixels (2 pixels × 1 sample × 2 bytes), found 2")
        #expect(
            failure("P3 2 1 255 1 2 3 4")?.description
                == "fruit.ppm: byte 18 (line 1): expected 6 samples (2 pixels × 3), found 4")
        #expect(
            failure("P6 1 1 255")?.description
                == "fruit.ppm: byte 10 (line 1): expected a whitespace byte and the pixels after the header, found the end of the data"
        )
    }

    @Test func readsFilesByExtensionAndNamesThemInErrors() throws {
        try withTemporaryDirectory { directory in
            let dot = directory.appending(path: "dot.pgm")
            try Data("P2 1 1 1 1".utf8).write(to: dot)
            #expect(try Image(contentsOf: dot).content == .pixels(width: 1, height: 1, pixels: [.white]))
            let art = directory.appending(path: "cat.txt")
            try Data(" /\\_/\\\n( o.o )\n".utf8).write(to: art)
            #expect(try Image(contentsOf: art).content == .textArt(lines: [" /\\_/\\", "( o.o )"]))

            let bad = directory.appending(path: "bad.txt")
            try Data([0x61, 0x0A, 0x62, 0xFF]).write(to: bad)
            #expect(
                throws: ImageError(
                    kind: .invalidData, source: bad.path, byteOffset: 3, line: 2,
                    reason: "expected text art in UTF-8, found byte 0xFF, which does not start a UTF-8 character there")
            ) {
                try Image(contentsOf: bad)
            }
            let other = directory.appending(path: "photo.jpg")
            try Data([0xFF, 0xD8]).write(to: other)
            let unsupported = #expect(throws: ImageError.self) { try Image(contentsOf: other) }
            #expect(
                unsupported?.description
                    == "\(other.path): expected text art (a .txt file) or a Netpbm image (.ppm, .pgm, .pnm: P2 (plain gray), P3 (plain color), P5 (binary gray) or P6 (binary color))"
            )
            let missing = directory.appending(path: "missing.ppm")
            #expect(
                throws: ImageError(
                    kind: .unreadableFile, source: missing.path,
                    reason: "cannot read the file (No such file or directory)")
            ) {
                try Image(contentsOf: missing)
            }
        }
    }

    @Test func textArtIsMeasuredByDisplayWidthWithTabsExpanded() {
        let art = Image(textArt: "🍎 林檎\napple\n")
        #expect(art.size == (columns: 7, rows: 2))
        #expect(Image(textArt: "a\tb").content == .textArt(lines: ["a       b"]))
        #expect(Image(textArt: "x\r\ny").content == .textArt(lines: ["x", "y"]))
    }

    @Test func pixelsInCodeMustMatchTheirSize() {
        #expect(
            throws: ImageError(
                kind: .invalidData, source: "Image(width:height:pixels:)", reason: "expected 2 × 2 = 4 pixels, found 3")
        ) {
            try Image(width: 2, height: 2, pixels: [.red, .red, .red])
        }
    }
}
