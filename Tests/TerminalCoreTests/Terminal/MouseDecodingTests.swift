import LoomTestSupport
import Testing

@testable import TerminalCore

/// Mouse reports and the events they are, each complete (the decoder is back in its ground state
/// after it).
private let decodedReports: [(bytes: String, events: [InputEvent])] = [
    ("\u{1b}[<0;1;1M", [.mouse(MouseEvent(kind: .press, button: .left, column: 0, row: 0))]),
    ("\u{1b}[<0;5;3m", [.mouse(MouseEvent(kind: .release, button: .left, column: 4, row: 2))]),
    ("\u{1b}[<1;80;24M", [.mouse(MouseEvent(kind: .press, button: .middle, column: 79, row: 23))]),
    ("\u{1b}[<2;10;2M", [.mouse(MouseEvent(kind: .press, button: .right, column: 9, row: 1))]),
    ("\u{1b}[<32;7;4M", [.mouse(MouseEvent(kind: .drag, button: .left, column: 6, row: 3))]),
    ("\u{1b}[<34;7;4M", [.mouse(MouseEvent(kind: .drag, button: .right, column: 6, row: 3))]),
    ("\u{1b}[<35;7;4M", [.mouse(MouseEvent(kind: .move, column: 6, row: 3))]),
    ("\u{1b}[<64;3;9M", [.mouse(MouseEvent(kind: .wheelUp, column: 2, row: 8))]),
    ("\u{1b}[<65;3;9M", [.mouse(MouseEvent(kind: .wheelDown, column: 2, row: 8))]),
    ("\u{1b}[<66;3;9M", [.mouse(MouseEvent(kind: .wheelLeft, column: 2, row: 8))]),
    ("\u{1b}[<67;3;9M", [.mouse(MouseEvent(kind: .wheelRight, column: 2, row: 8))]),
    // Shift 4, alt 8, control 16.
    ("\u{1b}[<4;2;2M", [.mouse(MouseEvent(kind: .press, button: .left, column: 1, row: 1, modifiers: .shift))]),
    ("\u{1b}[<8;2;2M", [.mouse(MouseEvent(kind: .press, button: .left, column: 1, row: 1, modifiers: .alt))]),
    (
        "\u{1b}[<28;2;2M",
        [.mouse(MouseEvent(kind: .press, button: .left, column: 1, row: 1, modifiers: [.shift, .alt, .control]))]
    ),
    ("\u{1b}[<81;2;2M", [.mouse(MouseEvent(kind: .wheelDown, column: 1, row: 1, modifiers: .control))]),
    // Wide screens: SGR has no column limit.
    ("\u{1b}[<0;1000;500M", [.mouse(MouseEvent(kind: .press, button: .left, column: 999, row: 499))]),
    // The X10 form: ESC [ M and three bytes, each 32 more than the code, column and row (from 1).
    ("\u{1b}[M !!", [.mouse(MouseEvent(kind: .press, button: .left, column: 0, row: 0))]),
    ("\u{1b}[M#(%", [.mouse(MouseEvent(kind: .release, column: 7, row: 4))]),
    ("\u{1b}[M`*+", [.mouse(MouseEvent(kind: .wheelUp, column: 9, row: 10))]),
    // Keys before and after a report keep their places.
    (
        "a\u{1b}[<0;2;3Mb",
        [
            .key(.character("a")), .mouse(MouseEvent(kind: .press, button: .left, column: 1, row: 2)),
            .key(.character("b")),
        ]
    ),
]

/// Reports that are malformed or name no event: each is read whole and dropped, and the `x` after
/// it is the only thing decoded, so nothing of the report reaches a text field.
private let droppedReports: [String] = [
    "\u{1b}[<0;0;1M",  // columns count from 1
    "\u{1b}[<0;1;0M",
    "\u{1b}[<0;5M",  // two numbers
    "\u{1b}[<0;5;3;7M",  // four
    "\u{1b}[<;5;3M",  // an empty one
    "\u{1b}[<0;;3M",
    "\u{1b}[<M",
    "\u{1b}[<m",
    "\u{1b}[<0:1;5;3M",  // a colon
    "\u{1b}[<0;5;3<M",
    "\u{1b}[<0;5;3X",  // another final byte
    "\u{1b}[<0;5;3~",
    "\u{1b}[<256;5;3M",  // codes past a byte
    "\u{1b}[<128;5;3M",  // buttons 8 to 11
    "\u{1b}[<64;5;3m",  // a wheel does not come up
    "\u{1b}[<32;5;3m",  // nor does a drag
    "\u{1b}[<99999999999999999999;5;3M",  // too long: read to its end, then dropped
    "\u{1b}[<0;99999999999999999999999;3M",
    "\u{1b}[<\(String(repeating: "9", count: 200));1;1M",
    "\u{1b}[M\u{20}\u{20}\u{20}",  // X10 at column 0
]

@Suite("KeyDecoder: mouse reports")
struct MouseDecodingTests {
    @Test("each report decodes whole, as a mouse event among the keys")
    func wholeReports() {
        for (text, events) in decodedReports {
            var decoder = KeyDecoder()
            #expect(decoder.feedEvents(Array(text.utf8)) == events, "\(text.debugDescription)")
            #expect(!decoder.hasPendingBytes, "\(text.debugDescription)")
        }
    }

    @Test("a report split anywhere decodes the same")
    func splitReports() {
        for (text, events) in decodedReports {
            let bytes = Array(text.utf8)
            for split in 0...bytes.count {
                var decoder = KeyDecoder()
                let decoded = decoder.feedEvents(bytes[..<split]) + decoder.feedEvents(bytes[split...])
                #expect(decoded == events, "\(text.debugDescription) split at \(split)")
            }
        }
    }

    @Test("feed(_:) reads reports whole and leaves them out of the keys")
    func keysOnly() {
        var decoder = KeyDecoder()
        #expect(
            decoder.feed(Array("a\u{1b}[<0;2;3Mb\u{1b}[M !!c\u{1b}[<65;1;1M".utf8)) == [
                .character("a"), .character("b"), .character("c"),
            ])
    }

    @Test("malformed reports are dropped whole: nothing of them is read as keys")
    func malformedReports() {
        for text in droppedReports {
            var decoder = KeyDecoder()
            #expect(decoder.feedEvents(Array((text + "x").utf8)) == [.key(.character("x"))], "\(text.debugDescription)")
            #expect(!decoder.hasPendingBytes, "\(text.debugDescription)")
            #expect(decoder.parameters.count <= KeyDecoder.maximumParameterBytes)
        }
        // An X10 report's bytes are raw, not UTF-8: a code byte of 0xff (button 8 and up) is dropped
        // with the two after it.
        var decoder = KeyDecoder()
        #expect(decoder.feedEvents(Array("\u{1b}[M".utf8) + [0xff, 0x21, 0x21, 0x78]) == [.key(.character("x"))])
    }

    @Test("a report cut short is dropped when no more bytes come, and never becomes keys")
    func truncatedReports() {
        let report = Array("\u{1b}[<0;12;5M".utf8)
        for length in 3..<report.count {
            var decoder = KeyDecoder()
            #expect(decoder.feedEvents(report.prefix(length)) == [], "length \(length)")
            #expect(decoder.hasPendingBytes)
            #expect(decoder.flushPendingEscape() == [], "length \(length)")
            #expect(decoder.feedEvents(Array("x".utf8)) == [.key(.character("x"))])
        }
        var x10 = KeyDecoder()
        #expect(x10.feedEvents(Array("\u{1b}[M !".utf8)) == [])
        #expect(x10.flushPendingEscape() == [])
        #expect(x10.feedEvents(Array("y".utf8)) == [.key(.character("y"))])
    }

    @Test("a control byte inside an SGR report ends it and is read as itself")
    func interruptedReport() {
        var decoder = KeyDecoder()
        #expect(decoder.feedEvents(Array("\u{1b}[<0;12\u{03}".utf8)) == [.key(.control("c"))])
        #expect(!decoder.hasPendingBytes)
    }

    @Test("random bytes around reports never trap and decode the same however they are split")
    func randomBytes() {
        var random = SeededGenerator(seed: 0x6d6f_7573_6521)
        let interesting = Array("\u{1b}[<M;m0123456789 !`".utf8)
        for _ in 0..<2_000 {
            let length = Int(random.next() % 60)
            let bytes: [UInt8] = (0..<length).map { _ in
                let roll = random.next()
                return roll % 4 != 0
                    ? interesting[Int(roll / 4 % UInt64(interesting.count))] : UInt8(truncatingIfNeeded: roll >> 8)
            }
            var whole = KeyDecoder()
            let expected = whole.feedEvents(bytes) + whole.flushPendingEscape().map(InputEvent.key)
            var pieces = KeyDecoder()
            var decoded: [InputEvent] = []
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + 1 + Int(random.next() % 5))
                decoded += pieces.feedEvents(bytes[start..<end])
                #expect(pieces.parameters.count <= KeyDecoder.maximumParameterBytes)
                start = end
            }
            decoded += pieces.flushPendingEscape().map(InputEvent.key)
            #expect(decoded == expected, "bytes \(bytes)")
            for case .mouse(let event) in decoded {
                #expect(event.column >= 0 && event.row >= 0)
            }
        }
    }
}
