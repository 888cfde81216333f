/// One argument of a CSS color function (`255`, `50%`, `90deg`, `none`), before it is given a
/// meaning by its position.
enum CSSValue: Equatable {
    case number(Double)
    case percentage(Double)
    /// An angle, converted to degrees whatever unit it was written in.
    case angle(degrees: Double)
    /// The `none` keyword, a missing component, which sRGB functions read as 0.
    case none

    /// The value `text` writes, or nil when it is not a CSS number followed by `%`, `deg`, `rad`,
    /// `grad`, `turn` or nothing. Numbers too large for a `Double` come back infinite.
    init?(_ text: Substring) {
        let bytes = Array(text.utf8)
        if bytes.count == 4, String(decoding: bytes, as: UTF8.self).lowercased() == "none" {
            self = .none
            return
        }
        let numberEnd = Self.numberLength(in: bytes)
        guard numberEnd > 0, let number = Double(String(decoding: bytes[..<numberEnd], as: UTF8.self)) else {
            return nil
        }
        switch String(decoding: bytes[numberEnd...], as: UTF8.self).lowercased() {
        case "": self = .number(number)
        case "%": self = .percentage(number)
        case "deg": self = .angle(degrees: number)
        case "rad": self = .angle(degrees: number * 180 / .pi)
        case "grad": self = .angle(degrees: number * 360 / 400)
        case "turn": self = .angle(degrees: number * 360)
        default: return nil
        }
    }

    /// How many leading bytes form a CSS `<number>`: an optional sign, digits with an optional
    /// fraction (`.5` but not `5.`), and an optional exponent; 0 when there is none. Only this
    /// grammar reaches `Double(_:)`, which would also take `inf`, `nan` and hex floats.
    static func numberLength(in bytes: [UInt8]) -> Int {
        func isDigit(_ index: Int) -> Bool {
            index < bytes.count && bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")
        }
        func isSign(_ index: Int) -> Bool {
            index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-"))
        }
        var index = isSign(0) ? 1 : 0
        var digitCount = 0
        while isDigit(index) {
            index += 1
            digitCount += 1
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "."), isDigit(index + 1) {
            index += 1
            while isDigit(index) {
                index += 1
                digitCount += 1
            }
        }
        guard digitCount > 0 else { return 0 }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            let exponentStart = isSign(index + 1) ? index + 2 : index + 1
            if isDigit(exponentStart) {
                index = exponentStart
                while isDigit(index) { index += 1 }
            }
        }
        return index
    }
}
