/// Where content of a size goes in a view of another size under a ``ContentMode``, in the same
/// units as both sizes (cells, or pixels): its origin, which is negative where the content spills
/// over the top or left edge and is clipped, and its size, scaled or not.
struct ContentPlacement: Equatable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    /// Places `content` in `area`. Under the scaling modes (`scaleToFill`, `redraw`,
    /// `scaleAspectFit`, `scaleAspectFill`) content that `scales` is resized (never below one unit
    /// along a side), and content that does not is centered at its size.
    init(content: (width: Int, height: Int), in area: (width: Int, height: Int), mode: ContentMode, scales: Bool) {
        var size = content
        var mode = mode
        switch mode {
        case .scaleToFill, .redraw, .scaleAspectFit, .scaleAspectFill:
            guard scales, content.width > 0, content.height > 0 else {
                mode = .center
                break
            }
            if mode == .scaleToFill || mode == .redraw {
                size = area
            } else {
                let widthRatio = Double(area.width) / Double(content.width)
                let heightRatio = Double(area.height) / Double(content.height)
                let ratio = mode == .scaleAspectFit ? min(widthRatio, heightRatio) : max(widthRatio, heightRatio)
                size = (
                    max(Int((Double(content.width) * ratio).rounded()), 1),
                    max(Int((Double(content.height) * ratio).rounded()), 1)
                )
            }
            mode = .center
        default:
            break
        }
        let freeWidth = area.width - size.width
        let freeHeight = area.height - size.height
        let x: Int
        switch mode {
        case .left, .topLeft, .bottomLeft: x = 0
        case .right, .topRight, .bottomRight: x = freeWidth
        default: x = Self.half(freeWidth)
        }
        let y: Int
        switch mode {
        case .top, .topLeft, .topRight: y = 0
        case .bottom, .bottomLeft, .bottomRight: y = freeHeight
        default: y = Self.half(freeHeight)
        }
        (self.x, self.y, self.width, self.height) = (x, y, size.width, size.height)
    }

    /// Half of `free`, rounded down, also when it is negative (content larger than the area), so
    /// that what is clipped is split the same way as what is left free.
    private static func half(_ free: Int) -> Int {
        free >= 0 ? free / 2 : -((-free + 1) / 2)
    }
}
