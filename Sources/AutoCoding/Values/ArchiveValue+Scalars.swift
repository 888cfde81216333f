/// The scalar conversions that decoding shares: the coders' own `Int`, `Double`, `Bool`, and the
/// lenient strategies (``LenientNumberCoding``, ``TextualValueCoding``), which read numbers and
/// Booleans written as text the way OpenStep property lists are read.
extension ArchiveValue {
    /// A whole number of any width, checked against the range of `type`; a real number when it is
    /// whole (JSON written elsewhere may say `3.0`); with `readingText`, a string of either.
    @inlinable
    func integer<Integer: FixedWidthInteger>(_ type: Integer.Type, readingText: Bool) -> Integer? {
        switch self {
        case .integer(let number): Integer(exactly: number)
        case .unsignedInteger(let number): Integer(exactly: number)
        case .real(let number): Integer(exactly: number)
        case .string(let text) where readingText: Integer(text) ?? Double(text).flatMap { Integer(exactly: $0) }
        default: nil
        }
    }

    /// A number as `type`, whole or not; with `readingText`, a string of one.
    @inlinable
    func floatingPoint<Number: BinaryFloatingPoint & LosslessStringConvertible>(
        _ type: Number.Type, readingText: Bool
    ) -> Number? {
        switch self {
        case .real(let number): Number(number)
        case .integer(let number): Number(number)
        case .unsignedInteger(let number): Number(number)
        case .string(let text) where readingText: Number(text)
        default: nil
        }
    }

    /// A Boolean; with `readingText`, `yes`/`true`/`1` and `no`/`false`/`0` in any case too.
    @inlinable
    func bool(readingText: Bool) -> Bool? {
        switch self {
        case .bool(let flag): flag
        case .string(let text) where readingText: Bool(archivedText: text)
        default: nil
        }
    }
}

extension Bool {
    /// `yes`, `true`, `1` and `no`, `false`, `0`, in any case: Booleans as text archives hold them.
    @inlinable
    init?(archivedText text: String) {
        switch text.lowercased() {
        case "yes", "true", "1": self = true
        case "no", "false", "0": self = false
        default: return nil
        }
    }
}
