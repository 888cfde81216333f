extension KeyDecoder {
    /// The key a C0 control byte (0x00 … 0x1f) stands for. Bytes with a key of their own (tab, enter,
    /// backspace, escape) are that key; the others are ``Key/control(_:)`` with the character typed
    /// with ctrl: a letter, or space, `\`, `]`, `^`, `_`.
    ///
    /// ```swift
    /// KeyDecoder.key(forControlByte: 0x03)   // .control("c")
    /// KeyDecoder.key(forControlByte: 0x0d)   // .enter
    /// ```
    static func key(forControlByte byte: UInt8) -> Key? {
        switch byte {
        case 0x00: .control(" ")
        case 0x08: .backspace
        case 0x09: .tab
        case 0x0a, 0x0d: .enter
        case 0x1b: .escape
        case 0x01...0x1a: .control(Character(Unicode.Scalar(byte + 0x60)))
        case 0x1c...0x1f: .control(Character(Unicode.Scalar(byte + 0x40)))
        default: nil
        }
    }

    /// The key for `ESC [ parameters final`, or nil for sequences that are not keys or are unknown.
    /// A modifier parameter of 2 (`ESC [ 1 ; 2 A`, shift alone) on a key in ``Key/shiftableKeys``
    /// gives ``Key/shift(_:)``; other modifiers (`1;5`, ctrl) are read past: the key is reported plain.
    static func controlSequenceKey(parameters: [UInt8], final: UInt8) -> Key? {
        // Private markers (`<`, `=`, `>`, `?`) and intermediate bytes introduce mouse reports and
        // replies, never keys.
        guard parameters.allSatisfy({ (0x30...0x3b).contains($0) }) else { return nil }
        guard let key = plainControlSequenceKey(parameters: parameters, final: final) else { return nil }
        let isShiftAlone =
            parameters.split(separator: UInt8(ascii: ";")).dropFirst().first.map(Array.init) == [
                UInt8(ascii: "2")
            ]
        return isShiftAlone && Key.shiftableKeys.contains(key) ? .shift(key) : key
    }

    private static func plainControlSequenceKey(parameters: [UInt8], final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "Z"): return .backTab
        case UInt8(ascii: "~"): return tildeKey(firstParameter(parameters))
        // Keypad enter only in the `ESC O` form: `ESC [ M` starts an X10 mouse report.
        case UInt8(ascii: "M"): return nil
        // The cursor keys, Home, End and F1 … F4 end both forms alike.
        default: return singleShiftKey(final: final)
        }
    }

    /// The key for `ESC O final` (application cursor keys, keypad enter, F1 … F4).
    static func singleShiftKey(final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "M"): .enter
        case UInt8(ascii: "P")...UInt8(ascii: "S"): .function(Int(final - UInt8(ascii: "P")) + 1)
        default: nil
        }
    }

    /// The key for `ESC [ number ~` (vt220 editing keys and F1 … F12).
    private static func tildeKey(_ number: Int?) -> Key? {
        guard let number else { return nil }
        return switch number {
        case 1, 7: .home
        case 2: .insert
        case 3: .delete
        case 4, 8: .end
        case 5: .pageUp
        case 6: .pageDown
        case 11...15: .function(number - 10)
        case 17...21: .function(number - 11)
        case 23, 24: .function(number - 12)
        default: nil
        }
    }

    /// The number before the first `;`, or nil when it is empty. Digits past four are ignored in
    /// value (no key number is that long) so a long run of digits cannot overflow.
    private static func firstParameter(_ parameters: [UInt8]) -> Int? {
        var value: Int?
        for byte in parameters {
            guard (0x30...0x39).contains(byte) else { break }
            value = min((value ?? 0) * 10 + Int(byte - 0x30), 10_000)
        }
        return value
    }
}
