import LoomTestSupport
import Testing

@testable import TerminalCore

/// Bytes a terminal sends and the keys they are, each complete (the decoder is back in its
/// ground state after it), so the cases can be fed one after another too.
private let decodedSequences: [(bytes: [UInt8], keys: [Key])] = [
    (Array("a".utf8), [.character("a")]),
    (Array("Z~ ".utf8), [.character("Z"), .character("~"), .character(" ")]),
    (Array("é".utf8), [.character("é")]),
    (Array("€".utf8), [.character("€")]),
    (Array("😀".utf8), [.character("😀")]),
    (Array("日本".utf8), [.character("日"), .character("本")]),
    (Array("\u{10FFFF}".utf8), [.character("\u{10FFFF}")]),
    ([0x0d], [.enter]),
    ([0x0a], [.enter]),
    ([0x7f], [.backspace]),
    ([0x08], [.backspace]),
    ([0x09], [.tab]),
    (Array("\u{1b}[Z".utf8), [.backTab]),
    (Array("\u{1b}[A".utf8), [.up]),
    (Array("\u{1b}[B".utf8), [.down]),
    (Array("\u{1b}[C".utf8), [.right]),
    (Array("\u{1b}[D".utf8), [.left]),
    (Array("\u{1b}OA".utf8), [.up]),
    (Array("\u{1b}OB".utf8), [.down]),
    (Array("\u{1b}OC".utf8), [.right]),
    (Array("\u{1b}OD".utf8), [.left]),
    (Array("\u{1b}[H".utf8), [.home]),
    (Array("\u{1b}[F".utf8), [.end]),
    (Array("\u{1b}OH".utf8), [.home]),
    (Array("\u{1b}OF".utf8), [.end]),
    (Array("\u{1b}[1~".utf8), [.home]),
    (Array("\u{1b}[4~".utf8), [.end]),
    (Array("\u{1b}[7~".utf8), [.home]),
    (Array("\u{1b}[8~".utf8), [.end]),
    (Array("\u{1b}[5~".utf8), [.pageUp]),
    (Array("\u{1b}[6~".utf8), [.pageDown]),
    (Array("\u{1b}[3~".utf8), [.delete]),
    (Array("\u{1b}[2~".utf8), [.insert]),
    (Array("\u{1b}OP".utf8), [.function(1)]),
    (Array("\u{1b}OQ".utf8), [.function(2)]),
    (Array("\u{1b}OR".utf8), [.function(3)]),
    (Array("\u{1b}OS".utf8), [.function(4)]),
    (Array("\u{1b}[11~".utf8), [.function(1)]),
    (Array("\u{1b}[12~".utf8), [.function(2)]),
    (Array("\u{1b}[13~".utf8), [.function(3)]),
    (Array("\u{1b}[14~".utf8), [.function(4)]),
    (Array("\u{1b}[15~".utf8), [.function(5)]),
    (Array("\u{1b}[17~".utf8), [.function(6)]),
    (Array("\u{1b}[18~".utf8), [.function(7)]),
    (Array("\u{1b}[19~".utf8), [.function(8)]),
    (Array("\u{1b}[20~".utf8), [.function(9)]),
    (Array("\u{1b}[21~".utf8), [.function(10)]),
    (Array("\u{1b}[23~".utf8), [.function(11)]),
    (Array("\u{1b}[24~".utf8), [.function(12)]),
    (Array("\u{1b}[[A".utf8), [.function(1)]),
    (Array("\u{1b}[[E".utf8), [.function(5)]),
    (Array("\u{1b}OM".utf8), [.enter]),
    // Shift alone on an arrow, Home, End or a page key is reported; other modifiers are read past.
    (Array("\u{1b}[1;5A".utf8), [.up]),
    (Array("\u{1b}[1;6A".utf8), [.up]),
    (Array("\u{1b}[1;2B".utf8), [.shift(.down)]),
    (Array("\u{1b}[1;2D".utf8), [.shift(.left)]),
    (Array("\u{1b}[1;3C".utf8), [.right]),
    (Array("\u{1b}[1;5D".utf8), [.left]),
    (Array("\u{1b}[1;5H".utf8), [.home]),
    (Array("\u{1b}[1;2F".utf8), [.shift(.end)]),
    (Array("\u{1b}[1;2H".utf8), [.shift(.home)]),
    (Array("\u{1b}[3;2~".utf8), [.delete]),
    (Array("\u{1b}[3;5~".utf8), [.delete]),
    (Array("\u{1b}[5;2~".utf8), [.shift(.pageUp)]),
    (Array("\u{1b}[15;5~".utf8), [.function(5)]),
    (Array("\u{1b}[24;2~".utf8), [.function(12)]),
    (Array("\u{1b}[1;2P".utf8), [.function(1)]),
    (Array("\u{1b}[1;2S".utf8), [.function(4)]),
    // Control keys.
    ([0x00], [.control(" ")]),
    ([0x01], [.control("a")]),
    ([0x03], [.control("c")]),
    ([0x11], [.control("q")]),
    ([0x13], [.control("s")]),
    ([0x1a], [.control("z")]),
    ([0x1c], [.control("\\")]),
    ([0x1d], [.control("]")]),
    ([0x1e], [.control("^")]),
    ([0x1f], [.control("_")]),
    // Alt: escape, then the key.
    (Array("\u{1b}x".utf8), [.escape, .character("x")]),
    (Array("\u{1b}\u{7f}".utf8), [.escape, .backspace]),
    (Array("\u{1b}\r".utf8), [.escape, .enter]),
    (Array("\u{1b}é".utf8), [.escape, .character("é")]),
    (Array("\u{1b}\u{1b}[A".utf8), [.escape, .up]),
    // Sequences that are not keys are read whole and dropped.
    (Array("\u{1b}[9~a".utf8), [.character("a")]),
    (Array("\u{1b}[99~a".utf8), [.character("a")]),
    (Array("\u{1b}[~a".utf8), [.character("a")]),
    (Array("\u{1b}[<0;12;5Ma".utf8), [.character("a")]),
    (Array("\u{1b}[?1;2ca".utf8), [.character("a")]),
    (Array("\u{1b}[Ia".utf8), [.character("a")]),
    (Array("\u{1b}[1;5xa".utf8), [.character("a")]),
    (Array("\u{1b}[ qa".utf8), [.character("a")]),
    (Array("\u{1b}Oxa".utf8), [.character("a")]),
    (Array("\u{1b}[[Za".utf8), [.character("a")]),
    (Array("\u{1b}[".utf8) + Array(repeating: UInt8(ascii: "1"), count: 100) + Array("Ab".utf8), [.character("b")]),
    (Array("\u{1b}[".utf8) + Array(repeating: UInt8(ascii: "9"), count: 30) + Array("~b".utf8), [.character("b")]),
    // A byte that cannot be in a sequence ends it, and is read as itself.
    (Array("\u{1b}[1\u{03}".utf8), [.control("c")]),
    (Array("\u{1b}O\r".utf8), [.enter]),
    (Array("\u{1b}[[\r".utf8), [.enter]),
    // Invalid UTF-8 is dropped.
    ([0xff, 0x61], [.character("a")]),
    ([0x80, 0x61], [.character("a")]),
    ([0xc0, 0xaf, 0x61], [.character("a")]),
    ([0xe0, 0x80, 0x80, 0x61], [.character("a")]),
    ([0xed, 0xa0, 0x80, 0x61], [.character("a")]),
    ([0xf4, 0x90, 0x80, 0x80, 0x61], [.character("a")]),
    ([0xf5, 0x80, 0x61], [.character("a")]),
    ([0xc3, 0x61], [.character("a")]),
    ([0xe2, 0x82, 0x0d], [.enter]),
    ([0xc2, 0x85, 0x61], [.character("a")]),
]

@Suite("KeyDecoder")
struct KeyDecoderTests {
    @Test("each sequence decodes whole")
    func wholeSequences() {
        for (bytes, keys) in decodedSequences {
            var decoder = KeyDecoder()
            #expect(decoder.feed(bytes) == keys, "bytes \(bytes)")
            #expect(!decoder.hasPendingBytes, "bytes \(bytes)")
        }
    }

    @Test("each sequence decodes the same when split at any byte, or fed byte by byte")
    func splitSequences() {
        for (bytes, keys) in decodedSequences {
            for split in 0...bytes.count {
                var decoder = KeyDecoder()
                let decoded = decoder.feed(bytes[..<split]) + decoder.feed(bytes[split...])
                #expect(decoded == keys, "bytes \(bytes) split at \(split)")
            }
            var decoder = KeyDecoder()
            #expect(bytes.flatMap { decoder.feed([$0]) } == keys, "bytes \(bytes) one at a time")
        }
    }

    @Test("all sequences in one stream decode to all their keys")
    func oneStream() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(decodedSequences.flatMap(\.bytes)) == decodedSequences.flatMap(\.keys))
    }

    @Test("pending bytes wait for more input")
    func pendingBytes() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1b, 0x5b, 0x31]) == [])
        #expect(decoder.hasPendingBytes)
        #expect(decoder.feed([0x7e]) == [.home])
        #expect(!decoder.hasPendingBytes)
        #expect(decoder.feed([0xf0, 0x9f]) == [])
        #expect(decoder.hasPendingBytes)
        #expect(decoder.feed([0x98, 0x80]) == [.character("😀")])
        #expect(!decoder.hasPendingBytes)
    }

    @Test(
        "flushing ends what is pending",
        arguments: [
            ([0x1b], [.escape]),
            (Array("\u{1b}[".utf8), [.escape, .character("[")]),
            (Array("\u{1b}O".utf8), [.escape, .character("O")]),
            (Array("\u{1b}[1;".utf8), []),
            (Array("\u{1b}O5".utf8), []),
            (Array("\u{1b}[[".utf8), []),
            (Array("x\u{1b}".utf8), [.escape]),
            ([0xc3], []),
            ([0xf0, 0x9f, 0x98], []),
            ([], []),
            (Array("a".utf8), []),
        ] as [([UInt8], [Key])])
    func flush(bytes: [UInt8], flushed: [Key]) {
        var decoder = KeyDecoder()
        _ = decoder.feed(bytes)
        #expect(decoder.flushPendingEscape() == flushed)
        #expect(!decoder.hasPendingBytes)
        #expect(decoder.flushPendingEscape() == [])
        #expect(decoder.feed(Array("\u{1b}[B".utf8)) == [.down])
    }

    @Test("escape, escape: the first is a key at once, the second when flushed")
    func doubleEscape() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1b, 0x1b]) == [.escape])
        #expect(decoder.hasPendingBytes)
        #expect(decoder.flushPendingEscape() == [.escape])
    }

    @Test("random bytes never trap, keep memory bounded, and decode the same however they are split")
    func randomBytes() {
        var random = SeededGenerator(seed: 0x5eed_4b65_7944_6563)
        // Bytes that start or continue sequences, so random input reaches every state.
        let interesting: [UInt8] = [
            0x1b, 0x5b, 0x4f, 0x31, 0x3b, 0x7e, 0x41, 0x5a, 0x3f, 0x20, 0xc3, 0xe2, 0xf0, 0x80, 0xbf,
        ]
        for _ in 0..<2_000 {
            let length = Int(random.next() % 80)
            let bytes: [UInt8] = (0..<length).map { _ in
                let roll = random.next()
                return roll % 2 == 0
                    ? interesting[Int(roll / 2 % UInt64(interesting.count))] : UInt8(truncatingIfNeeded: roll >> 8)
            }
            var whole = KeyDecoder()
            let expected = whole.feed(bytes) + whole.flushPendingEscape()
            var pieces = KeyDecoder()
            var decoded: [Key] = []
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + 1 + Int(random.next() % 7))
                decoded += pieces.feed(bytes[start..<end])
                #expect(pieces.parameters.count <= KeyDecoder.maximumParameterBytes)
                start = end
            }
            decoded += pieces.flushPendingEscape()
            #expect(decoded == expected, "bytes \(bytes)")
            #expect(!pieces.hasPendingBytes)
        }
    }

    @Test("every control byte has the key its name reads as")
    func controlBytesMatchNames() {
        for byte in UInt8(0x00)...0x1f where byte != 0x1b {
            var decoder = KeyDecoder()
            let keys = decoder.feed([byte])
            #expect(keys.count == 1, "byte \(byte)")
            for key in keys {
                #expect(Key(name: key.description) == key, "byte \(byte)")
            }
        }
    }
}
