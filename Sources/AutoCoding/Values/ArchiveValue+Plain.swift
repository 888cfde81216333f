import Foundation
import OrderedCollections

extension ArchiveValue {
    /// The value as property lists are read in Swift (`String`, `Int`, `Double`, `Bool`, `Date`,
    /// `Data`, `NSNull()`, and `["CF$UID": n]` for an object reference); containers are made by
    /// `array` and `dictionary`, as the caller wants them.
    func plainValue(
        array: ([ArchiveValue]) throws -> Any,
        dictionary: (OrderedDictionary<String, ArchiveValue>) throws -> Any
    ) rethrows -> Any {
        switch self {
        case .string(let text): text
        case .integer(let number): plainInteger(number)
        case .unsignedInteger(let number): plainInteger(number)
        case .real(let number): number
        case .bool(let flag): flag
        case .date(let date): date
        case .data(let data): data
        case .null: NSNull()
        case .uid(let index): ["CF$UID": plainInteger(index)]
        case .array(let elements): try array(elements)
        case .dictionary(let entries): try dictionary(entries)
        }
    }
}

/// `Int` where the number fits (as property lists are read in Swift), else the number's own type.
private func plainInteger<Number: BinaryInteger>(_ number: Number) -> Any {
    Int(exactly: number).map { $0 as Any } ?? number
}
