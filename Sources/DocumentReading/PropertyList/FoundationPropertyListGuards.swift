import Foundation

// Shared by the readers that hand property lists to Foundation (stylesheets, configuration files)
// or refuse them (description files, selector stylesheets).

extension Data {
    /// Whether the data starts as a property list does: "bplist", or, after whitespace, "<?xml",
    /// "<!DOCTYPE plist" or "<plist" (which JSON and YAML never do).
    package var looksLikePropertyList: Bool {
        let head = String(decoding: prefix(64), as: UTF8.self).drop(while: \.isWhitespace)
        return starts(with: Array("bplist".utf8)) || head.hasPrefix("<?xml") || head.hasPrefix("<!DOCTYPE plist")
            || head.hasPrefix("<plist")
    }

    /// Whether a binary property list holds a set, which swift-corelibs-foundation's
    /// PropertyListSerialization crashes on (bridging it to Swift) and which no stylesheet needs.
    ///
    /// Every object the parser can reach is listed in the offset table that the trailer (the last 32
    /// bytes) points to; entries out of bounds are skipped, and the parser then rejects the document.
    package var isBinaryPropertyListHoldingASet: Bool {
        let bytes = [UInt8](self)
        let trailerStart = bytes.count - 32
        guard bytes.starts(with: Array("bplist".utf8)), trailerStart >= 8 else { return false }
        func integer(at start: Int, size: Int) -> Int? {
            guard start + size <= bytes.count else { return nil }
            return Int(exactly: bytes.readBigEndian(at: start, size: size))
        }
        let offsetSize = Int(bytes[trailerStart + 6])
        guard (1...8).contains(offsetSize), let objectCount = integer(at: trailerStart + 8, size: 8),
            let tableStart = integer(at: trailerStart + 24, size: 8), tableStart < bytes.count
        else { return false }
        for index in 0..<Swift.min(objectCount, (bytes.count - tableStart) / offsetSize) {
            guard let offset = integer(at: tableStart + index * offsetSize, size: offsetSize), offset < bytes.count
            else { continue }
            if bytes[offset] >> 4 == 0xC { return true }
        }
        return false
    }
}
