import Foundation
import LoomTestSupport
import Testing

@testable import DocumentReading

/// Feeds a reader damaged copies of a document it reads: whatever is cut off or changed, the reader
/// must return a value or throw an `ArchiveError`, never trap or throw anything else.
enum DamagedDocuments {
    /// Every prefix of `document` at least `shortest` bytes long and shorter than `end` (the whole
    /// document, unless given) makes `read` throw an `ArchiveError`.
    static func expectEveryTruncationThrows(
        _ document: [UInt8], shortest: Int = 0, end: Int? = nil, sourceLocation: SourceLocation = #_sourceLocation,
        read: (Data) throws -> ArchiveValue
    ) {
        for length in shortest..<(end ?? document.count) {
            #expect(throws: ArchiveError.self, "the first \(length) bytes", sourceLocation: sourceLocation) {
                try read(Data(document[0..<length]))
            }
        }
    }

    /// 3000 copies of `document`, each with one to three bytes replaced, removed or inserted at
    /// random (inserted and replacing bytes are `replacements`, NUL, or bytes that are not UTF-8 on
    /// their own), make `read` return a value or throw an `ArchiveError`.
    static func expectRandomEditsReadOrThrow(
        _ document: [UInt8], replacements: [UInt8], seed: UInt64, sourceLocation: SourceLocation = #_sourceLocation,
        read: (Data) throws -> ArchiveValue
    ) {
        var random = SeededGenerator(seed: seed)
        let replacements = replacements + [0x00, 0x80, 0xC3, 0xFF]
        for _ in 0..<3000 {
            var edited = document
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let position = Int.random(in: 0..<edited.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: edited[position] = replacements.randomElement(using: &random) ?? 0
                case 1: edited.remove(at: position)
                default: edited.insert(replacements.randomElement(using: &random) ?? 0, at: position)
                }
            }
            do {
                _ = try read(Data(edited))
            } catch {
                #expect(error is ArchiveError, "\(error)", sourceLocation: sourceLocation)
            }
        }
    }
}
