/// Decodes terminal input bytes into keys.
///
/// Feed bytes as they arrive, in pieces of any size: a sequence split across reads (an arrow's
/// `ESC [ A`, a UTF-8 character's bytes) waits in the decoder until its last byte comes.
///
/// A lone ESC is ambiguous: it is the escape key, or the start of a sequence whose next bytes
/// have not arrived yet. It becomes a key only when ``flushPendingEscape()`` is called, which the
/// application loop does when no more bytes came within about 30 ms.
///
/// Alt (meta) with a key sends ESC then the key's bytes; the decoder reports that as ``Key/escape``
/// followed by the key, so nothing typed is lost (alt-x is `[.escape, .character("x")]`). Because
/// `ESC [` and `ESC O` start sequences, alt-[ and alt-O are recognized only by the flush.
///
/// Bytes that are not valid UTF-8 are dropped, as are C1 control characters and escape sequences the
/// decoder does not know (focus events, replies): they are read to their end and discarded.
/// Mouse reports are read whole too: ``feedEvents(_:)`` returns them as ``MouseEvent``s with the
/// keys, ``feed(_:)`` drops them. Nothing the terminal sends can make the decoder trap or grow
/// without bound.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.feed([0x1b, 0x5b])          // [] — waiting for the rest
/// decoder.feed([0x41, 0x68, 0x69])    // [.up, .character("h"), .character("i")]
/// decoder.feed([0x1b])                // []
/// decoder.hasPendingBytes             // true
/// decoder.flushPendingEscape()        // [.escape]
/// ```
public struct KeyDecoder: Sendable {
    /// What the bytes read so far have started.
    enum State: Sendable {
        case ground
        case escape
        /// After `ESC [`: parameter and intermediate bytes until a final byte.
        case controlSequence
        /// After `ESC O`: an optional parameter, then one final byte.
        case singleShift
        /// After the Linux console's `ESC [ [`: one letter for F1 … F5.
        case linuxFunctionKey
        /// Inside a multi-byte UTF-8 character.
        case utf8
        /// After `ESC [ M`: the three bytes of an X10 mouse report.
        case x10Mouse
    }

    /// How long to wait for more bytes after an ESC before calling ``flushPendingEscape()``: long
    /// enough for the rest of a sequence to arrive over a slow connection, short enough that the
    /// escape key feels immediate.
    ///
    /// ```swift
    /// let timeout = decoder.hasPendingBytes ? KeyDecoder.escapeTimeout : nil
    /// ```
    public static let escapeTimeout = Duration.milliseconds(30)

    /// Longest parameter list kept; longer sequences are still read to their end, then dropped.
    static let maximumParameterBytes = 32

    var state = State.ground
    /// The parameter and intermediate bytes of the sequence being read.
    var parameters: [UInt8] = []
    /// Set when a sequence's parameters passed ``maximumParameterBytes``: it will be dropped.
    var isOverlong = false
    /// The scalar's bits so far, while in ``State/utf8``.
    var scalarBits: UInt32 = 0
    var continuationBytesNeeded = 0
    /// The range the next continuation byte must be in: narrower than 0x80…0xBF after some lead
    /// bytes, so that overlong forms, surrogates and values past U+10FFFF are rejected.
    var nextContinuationRange: ClosedRange<UInt8> = 0x80...0xBF

    /// A decoder waiting for its first byte.
    ///
    /// ```swift
    /// var decoder = KeyDecoder()
    /// ```
    public init() {}

    /// True while the bytes fed so far end inside a sequence (after an ESC, in an escape sequence
    /// or a multi-byte character). The application loop then waits briefly for more bytes and
    /// calls ``flushPendingEscape()`` if none come.
    ///
    /// ```swift
    /// var decoder = KeyDecoder()
    /// _ = decoder.feed([0x1b])
    /// decoder.hasPendingBytes   // true
    /// ```
    public var hasPendingBytes: Bool {
        if case .ground = state { return false }
        return true
    }

    /// Decodes `bytes`, returning the keys they complete, in order.
    ///
    /// ```swift
    /// var decoder = KeyDecoder()
    /// decoder.feed(Array("hé\r".utf8))   // [.character("h"), .character("é"), .enter]
    /// ```
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
        feedEvents(bytes).compactMap(\.key)
    }

    /// Decodes `bytes`, returning the keys and mouse events they complete, in order: what
    /// ``feed(_:)`` does, with the mouse reports that it drops. Mouse reports come in the SGR
    /// form (`ESC [ < b ; x ; y M`, which a session asks for) and the older X10 form (`ESC [ M`
    /// and three bytes); a report that is malformed or names no event is read to its end and
    /// dropped, never read as keys.
    ///
    /// ```swift
    /// var decoder = KeyDecoder()
    /// decoder.feedEvents(Array("\u{1b}[<64;10;2Mq".utf8))
    /// // [.mouse(MouseEvent(kind: .wheelUp, column: 9, row: 1)), .key(.character("q"))]
    /// ```
    public mutating func feedEvents(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
        var events: [InputEvent] = []
        for byte in bytes {
            decode(byte, into: &events)
        }
        return events
    }

    /// Ends whatever the last bytes started, because no more are coming: a lone ESC becomes
    /// ``Key/escape``; `ESC [` and `ESC O` become alt-[ and alt-O (`.escape` then the character);
    /// an unfinished escape sequence or UTF-8 character is dropped. Afterwards ``hasPendingBytes``
    /// is false.
    ///
    /// ```swift
    /// var decoder = KeyDecoder()
    /// _ = decoder.feed([0x1b])
    /// decoder.flushPendingEscape()   // [.escape]
    /// decoder.flushPendingEscape()   // []
    /// ```
    public mutating func flushPendingEscape() -> [Key] {
        let pending = state
        let hadParameters = !parameters.isEmpty || isOverlong
        reset()
        switch pending {
        case .escape: return [.escape]
        case .controlSequence where !hadParameters: return [.escape, .character("[")]
        case .singleShift where !hadParameters: return [.escape, .character("O")]
        case .ground, .controlSequence, .singleShift, .linuxFunctionKey, .utf8, .x10Mouse: return []
        }
    }

    /// Back to the ground state, forgetting any partial sequence.
    mutating func reset() {
        state = .ground
        parameters.removeAll(keepingCapacity: true)
        isOverlong = false
        scalarBits = 0
        continuationBytesNeeded = 0
    }

    mutating func decode(_ byte: UInt8, into events: inout [InputEvent]) {
        switch state {
        case .ground: decodeFirst(byte, into: &events)
        case .escape: decodeAfterEscape(byte, into: &events)
        case .controlSequence: decodeInControlSequence(byte, into: &events)
        case .singleShift: decodeInSingleShift(byte, into: &events)
        case .linuxFunctionKey: decodeLinuxFunctionKey(byte, into: &events)
        case .utf8: decodeContinuation(byte, into: &events)
        case .x10Mouse: decodeX10MouseByte(byte, into: &events)
        }
    }

    /// A byte that starts something: a key of its own, an escape or a UTF-8 lead byte.
    mutating func decodeFirst(_ byte: UInt8, into events: inout [InputEvent]) {
        switch byte {
        case 0x1b:
            state = .escape
        case 0x7f:
            events.append(.key(.backspace))
        case 0x00...0x1f:
            if let key = KeyDecoder.key(forControlByte: byte) { events.append(.key(key)) }
        case 0x20...0x7e:
            events.append(.key(.character(Character(Unicode.Scalar(byte)))))
        default:
            startScalar(byte)
        }
    }

    private mutating func decodeAfterEscape(_ byte: UInt8, into events: inout [InputEvent]) {
        switch byte {
        case UInt8(ascii: "["):
            reset()
            state = .controlSequence
        case UInt8(ascii: "O"):
            reset()
            state = .singleShift
        default:
            // Alt plus a key: report both rather than guess which one was meant.
            reset()
            events.append(.key(.escape))
            decodeFirst(byte, into: &events)
        }
    }

    private mutating func decodeInControlSequence(_ byte: UInt8, into events: inout [InputEvent]) {
        if byte == UInt8(ascii: "["), parameters.isEmpty, !isOverlong {
            state = .linuxFunctionKey
            return
        }
        if byte == UInt8(ascii: "M"), parameters.isEmpty, !isOverlong {
            state = .x10Mouse
            return
        }
        decodeInSequence(byte, parameterBytes: 0x20...0x3f, into: &events) {
            KeyDecoder.controlSequenceEvent(parameters: $0, final: $1)
        }
    }

    private mutating func decodeInSingleShift(_ byte: UInt8, into events: inout [InputEvent]) {
        decodeInSequence(byte, parameterBytes: 0x30...0x3f, into: &events) {
            KeyDecoder.singleShiftKey(final: $1).map(InputEvent.key)
        }
    }

    /// Keeps a sequence's parameter bytes until its final byte, which `event` reads with them; a
    /// sequence cut short by another byte is dropped.
    private mutating func decodeInSequence(
        _ byte: UInt8, parameterBytes: ClosedRange<UInt8>, into events: inout [InputEvent],
        event: (_ parameters: [UInt8], _ final: UInt8) -> InputEvent?
    ) {
        switch byte {
        case parameterBytes:
            keepParameter(byte)
        case 0x40...0x7e:
            let decoded = isOverlong ? nil : event(parameters, byte)
            reset()
            if let decoded { events.append(decoded) }
        default:
            // Not part of any sequence: the terminal did not send one, so drop what was read and
            // treat the byte as fresh input.
            reset()
            decodeFirst(byte, into: &events)
        }
    }

    private mutating func decodeLinuxFunctionKey(_ byte: UInt8, into events: inout [InputEvent]) {
        reset()
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "E"):
            events.append(.key(.function(Int(byte - UInt8(ascii: "A")) + 1)))
        case 0x40...0x7e:
            break
        default:
            decodeFirst(byte, into: &events)
        }
    }

    private mutating func keepParameter(_ byte: UInt8) {
        if parameters.count < KeyDecoder.maximumParameterBytes {
            parameters.append(byte)
        } else {
            isOverlong = true
        }
    }
}
