/// Bytes of terminal output under construction: text, cursor moves and SGR style changes.
struct ANSIOutput {
    private(set) var bytes: [UInt8] = []
    private var differential: [UInt8] = []
    private var complete: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func append(character: Character) {
        bytes.append(contentsOf: character.utf8)
    }

    /// Moves the cursor to 0-based `column`, `row` (CUP, which counts from 1).
    mutating func appendCursorPosition(column: Int, row: Int) {
        append("\u{1B}[")
        Self.appendDecimal(row + 1, to: &bytes)
        if column > 0 {
            bytes.append(UInt8(ascii: ";"))
            Self.appendDecimal(column + 1, to: &bytes)
        }
        bytes.append(UInt8(ascii: "H"))
    }

    /// Moves the cursor from row `fromRow` to 0-based `column`, `row` of the same frame without
    /// naming a screen row: up (CUU) or down (CUD), to the line's start, then right (CUF). For
    /// frames drawn inline, whose first row is wherever the cursor was.
    mutating func appendCursorMove(fromRow: Int, toColumn column: Int, row: Int) {
        if row < fromRow { appendCursorVertical(fromRow - row, final: "A") }
        if row > fromRow { appendCursorVertical(row - fromRow, final: "B") }
        bytes.append(UInt8(ascii: "\r"))
        if column > 0 { appendCursorForward(column) }
    }

    /// Moves the cursor `count` rows up (CUU), keeping its column.
    mutating func appendCursorUp(_ count: Int) {
        appendCursorVertical(count, final: "A")
    }

    /// Moves the cursor `count` rows down (CUD), keeping its column; it stops at the last row.
    mutating func appendCursorDown(_ count: Int) {
        appendCursorVertical(count, final: "B")
    }

    private mutating func appendCursorVertical(_ count: Int, final: Unicode.Scalar) {
        guard count > 0 else { return }
        append("\u{1B}[")
        if count != 1 { Self.appendDecimal(count, to: &bytes) }
        bytes.append(UInt8(ascii: final))
    }

    /// Moves the cursor `count` columns right (CUF).
    mutating func appendCursorForward(_ count: Int) {
        append("\u{1B}[")
        if count != 1 { Self.appendDecimal(count, to: &bytes) }
        bytes.append(UInt8(ascii: "C"))
    }

    /// The bytes ``appendCursorForward(_:)`` would write.
    static func cursorForwardLength(_ count: Int) -> Int {
        count == 1 ? 3 : 3 + decimalLength(count)
    }

    /// Switches the terminal from style `old` to style `new` with one SGR sequence: the changes
    /// alone, or a reset and the new style, whichever is shorter.
    mutating func appendStyleChange(from old: SGRStyle, to new: SGRStyle) {
        guard old != new else { return }
        if new == .plain {
            append("\u{1B}[0m")
            return
        }
        differential.removeAll(keepingCapacity: true)
        complete.removeAll(keepingCapacity: true)
        Self.appendChanges(from: old, to: new, into: &differential)
        Self.appendParameter(0, to: &complete)
        Self.appendChanges(from: .plain, to: new, into: &complete)
        append("\u{1B}[")
        bytes.append(contentsOf: differential.count <= complete.count ? differential : complete)
        bytes.append(UInt8(ascii: "m"))
    }

    private static func appendChanges(from old: SGRStyle, to new: SGRStyle, into parameters: inout [UInt8]) {
        typealias Attribute = SGRStyle.Attribute
        let bold = Attribute.bold
        let dim = Attribute.dim
        // 22 is the only way to end bold or dim, and it ends both.
        if (old.has(bold) && !new.has(bold)) || (old.has(dim) && !new.has(dim)) {
            appendParameter(22, to: &parameters)
            if new.has(bold) { appendParameter(1, to: &parameters) }
            if new.has(dim) { appendParameter(2, to: &parameters) }
        } else {
            if new.has(bold) && !old.has(bold) { appendParameter(1, to: &parameters) }
            if new.has(dim) && !old.has(dim) { appendParameter(2, to: &parameters) }
        }
        let toggles = [(Attribute.italic, 3, 23), (Attribute.underline, 4, 24), (Attribute.inverse, 7, 27)]
        for (attribute, on, off) in toggles where old.has(attribute) != new.has(attribute) {
            appendParameter(new.has(attribute) ? on : off, to: &parameters)
        }
        if old.foreground != new.foreground { appendColor(new.foreground, base: 30, to: &parameters) }
        if old.background != new.background { appendColor(new.background, base: 40, to: &parameters) }
    }

    /// Appends a color's parameters; `base` is 30 for the foreground and 40 for the background.
    private static func appendColor(_ code: UInt32, base: Int, to parameters: inout [UInt8]) {
        let value = Int(code & SGRColor.valueMask)
        switch code & ~SGRColor.valueMask {
        case SGRColor.ansiKind:
            appendParameter(value < 8 ? base + value : base + 60 + (value - 8), to: &parameters)
        case SGRColor.paletteKind:
            appendParameter(base + 8, to: &parameters)
            appendParameter(5, to: &parameters)
            appendParameter(value, to: &parameters)
        case SGRColor.rgbKind:
            appendParameter(base + 8, to: &parameters)
            appendParameter(2, to: &parameters)
            appendParameter(value >> 16, to: &parameters)
            appendParameter(value >> 8 & 0xFF, to: &parameters)
            appendParameter(value & 0xFF, to: &parameters)
        default:
            appendParameter(base + 9, to: &parameters)
        }
    }

    private static func appendParameter(_ value: Int, to parameters: inout [UInt8]) {
        if !parameters.isEmpty { parameters.append(UInt8(ascii: ";")) }
        appendDecimal(value, to: &parameters)
    }

    /// Appends a number's decimal digits (a negative one as 0: no parameter is negative).
    private static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: String(max(value, 0)).utf8)
    }

    private static func decimalLength(_ value: Int) -> Int {
        String(max(value, 0)).utf8.count
    }
}
