import AutoCoding
import Foundation

/// Amounts archived as whole cents: 1.25 is written 125.
struct CentsCoding: ArchiveValueCoding {
    var expectedArchive: String { "a whole number of cents" }
    func decode(_ cents: Int) -> Decimal? { Decimal(cents) / 100 }
    func encode(_ amount: Decimal) -> Int { NSDecimalNumber(decimal: amount * 100).intValue }
}

@AutoCodable struct Invoice {
    @ArchiveCoding(CentsCoding()) var total: Decimal = 0
    @ArchiveCoding(CentsCoding()) var lines: [Decimal] = []
}

let invoice = try Invoice.load(from: Data(#"{"total": 175, "lines": [125, 50]}"#.utf8))
print(invoice.total, invoice.lines)   // Prints "1.75 [1.25, 0.5]"
do {
    _ = try Invoice.load(from: Data(#"{"total": "1.75"}"#.utf8))
} catch {
    print(error)   // Prints "Expected 'total' to be a whole number of cents, but was actually a string ("1.75")"
}
