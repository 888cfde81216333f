import StringCoding

extension Image {
    /// One pixel: 8 bits each of red, green and blue, 3 bytes where a `Color` takes 32.
    ///
    /// ```swift
    /// let orange = Image.Pixel(red: 255, green: 136, blue: 0)
    /// orange.color   // Color(red: 1, green: 0.533…, blue: 0)
    /// ```
    public struct Pixel: Hashable, Sendable {
        /// The red component, 0 to 255.
        public var red: UInt8
        /// The green component, 0 to 255.
        public var green: UInt8
        /// The blue component, 0 to 255.
        public var blue: UInt8

        /// A pixel from its components.
        ///
        /// ```swift
        /// Image.Pixel(red: 0, green: 128, blue: 255)
        /// ```
        public init(red: UInt8, green: UInt8, blue: UInt8) {
            (self.red, self.green, self.blue) = (red, green, blue)
        }

        /// A gray pixel: 0 is black, 255 white.
        ///
        /// ```swift
        /// Image.Pixel(gray: 128)
        /// ```
        public init(gray: UInt8) {
            self.init(red: gray, green: gray, blue: gray)
        }

        /// The nearest pixel to `color`, whose alpha is ignored.
        ///
        /// ```swift
        /// Image.Pixel(Color.red)   // (255, 0, 0)
        /// ```
        public init(_ color: Color) {
            func byte(_ component: Double) -> UInt8 { UInt8((component * 255).rounded()) }
            self.init(red: byte(color.red), green: byte(color.green), blue: byte(color.blue))
        }

        /// The pixel as a color, for a cell's style.
        ///
        /// ```swift
        /// Image.Pixel(gray: 255).color == .white   // true
        /// ```
        public var color: Color {
            Color(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255)
        }

        /// How bright the pixel looks, 0 to 1 (Rec. 709 weights, on the sRGB values as stored).
        ///
        /// ```swift
        /// Image.Pixel(gray: 255).luminance   // 1
        /// ```
        public var luminance: Double {
            (0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)) / 255
        }

        /// Black.
        public static let black = Pixel(gray: 0)
        /// White.
        public static let white = Pixel(gray: 255)
        /// Red.
        public static let red = Pixel(red: 255, green: 0, blue: 0)
        /// Green.
        public static let green = Pixel(red: 0, green: 255, blue: 0)
        /// Blue.
        public static let blue = Pixel(red: 0, green: 0, blue: 255)
    }
}
