/// An image's pixels as they are drawn into cells: two pixel rows to a cell row, placed and
/// resampled (nearest neighbour) by a ``ContentMode``.
@MainActor struct PixelGrid {
    let width: Int
    let height: Int
    let pixels: [Image.Pixel]

    /// The brightness ramp for terminals without colors, darkest first: brighter is denser, as
    /// light text on a dark background shows it.
    static let brightnessRamp: [Character] = [" ", ".", ":", "-", "=", "+", "*", "#", "%", "@"]

    /// Draws the pixels with `▀` (foreground the upper pixel, background the lower one), or `▄`
    /// where only the lower pixel is in the image; cells without pixels are left as they were.
    func drawHalfBlocks(in canvas: Canvas, contentMode: ContentMode) {
        forEachCell(in: canvas, contentMode: contentMode) { x, y, upper, lower in
            switch (upper, lower) {
            case (let upper?, let lower):
                canvas.write("▀", x: x, y: y, style: TextStyle(foreground: upper.color, background: lower?.color))
            case (nil, let lower?):
                canvas.write("▄", x: x, y: y, style: TextStyle(foreground: lower.color))
            case (nil, nil):
                break
            }
        }
    }

    /// Draws one ASCII character a cell, from ``brightnessRamp`` by the mean brightness of the
    /// cell's pixels.
    func drawBrightnessRamp(in canvas: Canvas, contentMode: ContentMode) {
        let ramp = Self.brightnessRamp
        forEachCell(in: canvas, contentMode: contentMode) { x, y, upper, lower in
            let present = [upper, lower].compactMap { $0 }
            guard !present.isEmpty else { return }
            let luminance = present.reduce(0) { $0 + $1.luminance } / Double(present.count)
            let index = min(Int(luminance * Double(ramp.count)), ramp.count - 1)
            canvas.write(String(ramp[index]), x: x, y: y, style: .plain)
        }
    }

    /// Calls `draw` for each cell of the canvas with the pixels of its upper and lower half, nil
    /// where the placed image does not cover that half.
    private func forEachCell(
        in canvas: Canvas, contentMode: ContentMode, _ draw: (Int, Int, Image.Pixel?, Image.Pixel?) -> Void
    ) {
        let bounds = canvas.bounds
        let placed = ContentPlacement(
            content: (width, height), in: (bounds.width, bounds.height * 2), mode: contentMode, scales: true)
        // Only the cells the view may draw on: a view far larger than the screen costs no more.
        let visible = CellRect(
            x: canvas.clip.x - canvas.origin.x, y: canvas.clip.y - canvas.origin.y, width: canvas.clip.width,
            height: canvas.clip.height
        ).intersection(bounds)
        guard !visible.isEmpty else { return }
        for row in visible.y..<(visible.y + visible.height) {
            for column in visible.x..<(visible.x + visible.width) {
                let upper = pixel(at: column, row * 2, placed: placed)
                let lower = pixel(at: column, row * 2 + 1, placed: placed)
                draw(column, row, upper, lower)
            }
        }
    }

    /// The image's pixel shown at pixel `(x, y)` of the view, if the placed image covers it.
    private func pixel(at x: Int, _ y: Int, placed: ContentPlacement) -> Image.Pixel? {
        let (insideX, insideY) = (x - placed.x, y - placed.y)
        guard insideX >= 0, insideX < placed.width, insideY >= 0, insideY < placed.height else { return nil }
        let sourceX = insideX * width / placed.width
        let sourceY = insideY * height / placed.height
        return pixels[sourceY * width + sourceX]
    }
}
