@testable import TerminalUI

/// The fruit pictures the image tests name: two by two pixels each, registered in
/// `ImageCatalog.main`, which every test shares. Each suite registers this same set, so the names
/// the catalog lists in errors are the same whatever runs first, and no test registers other
/// names in the main catalog.
enum FruitImages {
    static let apple = fill(Image.Pixel(red: 220, green: 20, blue: 20))
    static let cherry = fill(Image.Pixel(red: 120, green: 0, blue: 30))
    static let pear = fill(Image.Pixel(red: 160, green: 200, blue: 40))
    static let plum = fill(Image.Pixel(red: 90, green: 30, blue: 110))

    /// Registers the set in `ImageCatalog.main`; registering it again changes nothing.
    static func register() {
        for (name, image) in [("apple", apple), ("cherry", cherry), ("pear", pear), ("plum", plum)] {
            ImageCatalog.main.register(image, named: name)
        }
    }

    /// What an error lists as the known names.
    static let names = "apple, cherry, pear, plum"

    private static func fill(_ pixel: Image.Pixel) -> Image {
        Image(checkedWidth: 2, height: 2, pixels: Array(repeating: pixel, count: 4))
    }
}

extension Image {
    /// The color of a one-color image's first pixel.
    var pixelColor: Color? {
        guard case .pixels(_, _, let pixels) = content else { return nil }
        return pixels.first?.color
    }
}
