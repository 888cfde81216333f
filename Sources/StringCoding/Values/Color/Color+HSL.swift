// The conversions CSS Color 4 specifies for hsl() and hwb().
extension Color {
    /// CSS Color 4's HSL to sRGB conversion; `hue` in degrees, the others in 0...1.
    static func rgb(hue: Double, saturation: Double, lightness: Double) -> (Double, Double, Double) {
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let amount = saturation * min(lightness, 1 - lightness)
            return lightness - amount * max(-1, min(k - 3, 9 - k, 1))
        }
        return (channel(0), channel(8), channel(4))
    }

    /// CSS Color 4's HWB to sRGB conversion: a pure hue mixed with white and black.
    static func rgb(hue: Double, whiteness: Double, blackness: Double) -> (Double, Double, Double) {
        if whiteness + blackness >= 1 {
            let gray = whiteness / (whiteness + blackness)
            return (gray, gray, gray)
        }
        let pure = rgb(hue: hue, saturation: 1, lightness: 0.5)
        let scale = 1 - whiteness - blackness
        return (pure.0 * scale + whiteness, pure.1 * scale + whiteness, pure.2 * scale + whiteness)
    }
}
