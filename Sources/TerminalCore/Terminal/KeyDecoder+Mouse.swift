/// Reading the terminal's mouse reports.
extension KeyDecoder {
    /// The event for `ESC [ parameters final`: a mouse report when the parameters start with `<`
    /// (SGR, 1006), else a key; nil for anything else.
    static func controlSequenceEvent(parameters: [UInt8], final: UInt8) -> InputEvent? {
        if parameters.first == UInt8(ascii: "<") {
            return sgrMouseEvent(fields: parameters.dropFirst(), final: final).map(InputEvent.mouse)
        }
        return controlSequenceKey(parameters: parameters, final: final).map(InputEvent.key)
    }

    /// The event for an SGR mouse report `ESC [ < b ; x ; y M` (`m` for a release), given the bytes
    /// after `<` and the final byte: nil unless there are exactly three decimal numbers, the
    /// position counts from 1 and the button code names an event.
    static func sgrMouseEvent(fields: ArraySlice<UInt8>, final: UInt8) -> MouseEvent? {
        guard final == UInt8(ascii: "M") || final == UInt8(ascii: "m") else { return nil }
        let numbers = fields.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map(decimal)
        guard numbers.count == 3, let code = numbers[0], let column = numbers[1], let row = numbers[2] else {
            return nil
        }
        return mouseEvent(code: code, column: column - 1, row: row - 1, isRelease: final == UInt8(ascii: "m"))
    }

    /// Reads one byte of an X10 report (`ESC [ M` then the button code, column and row, each plus
    /// 32), which a terminal without SGR reports may send; the third byte ends the report.
    mutating func decodeX10MouseByte(_ byte: UInt8, into events: inout [InputEvent]) {
        parameters.append(byte)
        guard parameters.count == 3 else { return }
        let (code, column, row) = (Int(parameters[0]) - 32, Int(parameters[1]) - 33, Int(parameters[2]) - 33)
        reset()
        if let event = KeyDecoder.mouseEvent(code: code, column: column, row: row, isRelease: false) {
            events.append(.mouse(event))
        }
    }

    /// The event for an xterm button code at a 0-based cell, or nil when the cell is off the
    /// screen's top or left or the code names no event (buttons 8 to 11, a wheel "release").
    ///
    /// The code's low two bits are the button (3: released, or none); 4, 8 and 16 add shift, alt
    /// and control; 32 marks motion and 64 the wheel, whose low bits then say which way.
    static func mouseEvent(code: Int, column: Int, row: Int, isRelease: Bool) -> MouseEvent? {
        guard (0...255).contains(code), code & 128 == 0, column >= 0, row >= 0 else { return nil }
        var modifiers: MouseEvent.Modifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.control) }
        let low = code & 3
        let button: MouseEvent.Button? = low == 3 ? nil : [.left, .middle, .right][low]
        let kind: MouseEvent.Kind
        if code & 64 != 0 {
            guard !isRelease else { return nil }
            kind = [.wheelUp, .wheelDown, .wheelLeft, .wheelRight][low]
            return MouseEvent(kind: kind, column: column, row: row, modifiers: modifiers)
        } else if code & 32 != 0 {
            guard !isRelease else { return nil }
            kind = button == nil ? .move : .drag
        } else {
            kind = isRelease || button == nil ? .release : .press
        }
        return MouseEvent(kind: kind, button: button, column: column, row: row, modifiers: modifiers)
    }

    /// The decimal number `digits` spell, or nil when they are empty, not all digits, or more
    /// than 1,000,000 (no screen is that large; checked digit by digit, so nothing can overflow).
    private static func decimal(_ digits: ArraySlice<UInt8>) -> Int? {
        guard !digits.isEmpty else { return nil }
        var value = 0
        for digit in digits {
            guard (0x30...0x39).contains(digit) else { return nil }
            value = value * 10 + Int(digit - 0x30)
            guard value <= 1_000_000 else { return nil }
        }
        return value
    }
}
