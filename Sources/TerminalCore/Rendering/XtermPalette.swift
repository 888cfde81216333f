/// The colors terminals show for palette indices, as 0–255 sRGB components, and the search for
/// the nearest one.
///
/// Distance is "redmean", a weighted Euclidean distance in sRGB that leans on red's level to
/// weigh the red and blue differences the way the eye does. It is far cheaper than a trip through
/// CIELAB and picks the same entry for the colors that matter here: exact palette colors, grays
/// and saturated primaries.
package enum XtermPalette {
    package struct Entry: Sendable {
        package let red: Double
        package let green: Double
        package let blue: Double

        package init(red: Double, green: Double, blue: Double) {
            (self.red, self.green, self.blue) = (red, green, blue)
        }
    }

    /// The 16 ANSI colors as xterm shows them by default (terminal themes change these).
    package static let ansi16: [Entry] =
        ([
            (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
            (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
            (255, 0, 255), (0, 255, 255), (255, 255, 255),
        ] as [(Double, Double, Double)]).map { Entry(red: $0.0, green: $0.1, blue: $0.2) }

    /// Indices 16…255: the 6×6×6 color cube (levels 0, 95, 135, 175, 215, 255), then 24 grays
    /// from 8 to 238 in steps of 10. Position 0 here is index 16.
    package static let extended: [Entry] = {
        let levels: [Double] = [0, 95, 135, 175, 215, 255]
        var entries: [Entry] = []
        for red in levels {
            for green in levels {
                for blue in levels { entries.append(Entry(red: red, green: green, blue: blue)) }
            }
        }
        for step in 0..<24 {
            let gray = Double(8 + 10 * step)
            entries.append(Entry(red: gray, green: gray, blue: gray))
        }
        return entries
    }()

    /// The position in `entries` of the entry nearest to the 0–255 color, the first of equals.
    static func nearest(red: Double, green: Double, blue: Double, in entries: [Entry]) -> Int {
        var best = 0
        var bestDistance = Double.infinity
        for (position, entry) in entries.enumerated() {
            let meanRed = (red + entry.red) / 2
            let deltaRed = red - entry.red
            let deltaGreen = green - entry.green
            let deltaBlue = blue - entry.blue
            let distance =
                (2 + meanRed / 256) * deltaRed * deltaRed + 4 * deltaGreen * deltaGreen
                + (2 + (255 - meanRed) / 256) * deltaBlue * deltaBlue
            if distance < bestDistance {
                bestDistance = distance
                best = position
            }
        }
        return best
    }
}
