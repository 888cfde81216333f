import DocumentReading

extension TextReader {
    /// Reads a run of digits in `radix`, where single `_` separators may stand between two digits
    /// (`1_000_000`), passing each digit's value to `digit`. Returns how many digits were read.
    package mutating func readDigits(radix: Int, _ digit: (Int) -> Void) throws -> Int {
        var count = 0
        while let character = next {
            if character == "_" {
                let followedByDigit = self.character(at: position + 1)?.digitValue(radix: radix) != nil
                guard count > 0, followedByDigit else { throw failure("\"_\" must be between digits") }
                advance()
                continue
            }
            guard let value = character.digitValue(radix: radix) else { break }
            digit(value)
            count += 1
            advance()
        }
        return count
    }

    /// Reads digits in `radix` like ``readDigits(radix:_:)``, appending them without separators to `text`.
    package mutating func readDigits(radix: Int, into text: inout String) throws -> Int {
        let start = position
        let count = try readDigits(radix: radix) { _ in }
        text.append(contentsOf: characters[start..<position].lazy.filter { $0 != "_" })
        return count
    }
}
