import Foundation
import LoomTestSupport
import Testing

@testable import TerminalUI

/// Images by name: what bindings and description files give.
@Suite struct ImageCatalogTests {
    @Test func findsRegisteredImagesAndListsTheKnownNamesForAnUnknownOne() throws {
        let catalog = ImageCatalog()
        let smile = Image(textArt: "(•‿•)")
        catalog.register(smile, named: "smile")
        catalog.register(Image(textArt: "(×_×)"), named: "dazed")
        #expect(try catalog.image(named: "smile") == smile)
        #expect(try catalog.image(named: "smile").name == "smile")
        #expect(catalog.names == ["dazed", "smile"])
        let error = #expect(throws: ImageError.self) { try catalog.image(named: "smiel") }
        #expect(error?.kind == .unknownName)
        #expect(
            error?.description == """
                smiel: no image of that name in the image catalog
                    did you mean "smile"?
                    valid values: dazed, smile
                """)
        catalog.removeImage(named: "dazed")
        #expect(catalog.names == ["smile"])
    }

    @Test func anEmptyCatalogSaysHowToFillIt() {
        #expect(
            #expect(throws: ImageError.self) { try ImageCatalog().image(named: "apple") }?.description
                == "apple: no image of that name: the image catalog is empty (ImageCatalog.main.register(_:named:) or registerImages(inDirectory:) fill it)"
        )
    }

    @Test func readsADirectorysImagesWhenTheyAreFirstAskedFor() throws {
        try withTemporaryDirectory { directory in
            try Data("P3 1 1 255 255 0 0".utf8).write(to: directory.appending(path: "apple.ppm"))
            try Data("(•‿•)\n".utf8).write(to: directory.appending(path: "smile.txt"))
            try Data("P3 1 1 255 255 0".utf8).write(to: directory.appending(path: "broken.ppm"))
            try Data("notes".utf8).write(to: directory.appending(path: "README.md"))
            let catalog = ImageCatalog()
            #expect(try catalog.registerImages(inDirectory: directory) == ["apple", "broken", "smile"])
            #expect(try catalog.image(named: "apple").content == .pixels(width: 1, height: 1, pixels: [.red]))
            #expect(try catalog.image(named: "smile").content == .textArt(lines: ["(•‿•)"]))
            // Read when asked for, so a broken file is reported then, by path and byte.
            let path = directory.appending(path: "broken.ppm").path
            #expect(
                throws: ImageError(
                    kind: .truncated, source: path, byteOffset: 16, line: 1,
                    reason: "expected 3 samples (1 pixel × 3), found 2")
            ) {
                try catalog.image(named: "broken")
            }

            try Data("(•‿•)".utf8).write(to: directory.appending(path: "apple.txt"))
            #expect(
                throws: ImageError(
                    kind: .invalidData, source: directory.path,
                    reason: "two files are named \"apple\": apple.ppm and apple.txt; rename one")
            ) {
                try ImageCatalog().registerImages(inDirectory: directory)
            }
            let missing = directory.appending(path: "missing")
            #expect(
                throws: ImageError(
                    kind: .unreadableFile, source: missing.path,
                    reason: "cannot read the directory (No such file or directory)")
            ) {
                try ImageCatalog().registerImages(inDirectory: missing)
            }
        }
    }

    @Test func aNameInAStringIsLookedUpInTheMainCatalog() throws {
        FruitImages.register()
        #expect(try Image(parsing: " pear ") == FruitImages.pear)
        let error = #expect(throws: StringCodingError.self) { try Image(parsing: "mango") }
        #expect(
            error?.description == """
                cannot read "mango" as Image: no image of that name in the image catalog
                    valid values: \(FruitImages.names)
                """)
    }
}
