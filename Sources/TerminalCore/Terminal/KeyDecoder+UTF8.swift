extension KeyDecoder {
    /// Starts a multi-byte character at a lead byte, or drops a byte that cannot start one.
    /// Each lead byte narrows its first continuation byte as the UTF-8 table requires, so that an
    /// overlong form, a surrogate or a value past U+10FFFF never gets assembled.
    mutating func startScalar(_ byte: UInt8) {
        let needed: Int
        switch byte {
        case 0xc2...0xdf:
            (needed, nextContinuationRange) = (1, 0x80...0xbf)
        case 0xe0:
            (needed, nextContinuationRange) = (2, 0xa0...0xbf)
        case 0xed:
            (needed, nextContinuationRange) = (2, 0x80...0x9f)
        case 0xe1...0xef:
            (needed, nextContinuationRange) = (2, 0x80...0xbf)
        case 0xf0:
            (needed, nextContinuationRange) = (3, 0x90...0xbf)
        case 0xf1...0xf3:
            (needed, nextContinuationRange) = (3, 0x80...0xbf)
        case 0xf4:
            (needed, nextContinuationRange) = (3, 0x80...0x8f)
        default:
            return
        }
        // The lead byte's payload is the bits below its length marker: 5, 4 or 3 of them.
        let payloadMask: UInt8 = needed == 1 ? 0x1f : needed == 2 ? 0x0f : 0x07
        scalarBits = UInt32(byte & payloadMask)
        continuationBytesNeeded = needed
        state = .utf8
    }

    /// Adds a continuation byte; a byte that does not continue the character drops the partial
    /// character and is decoded afresh.
    mutating func decodeContinuation(_ byte: UInt8, into events: inout [InputEvent]) {
        guard nextContinuationRange.contains(byte) else {
            reset()
            decodeFirst(byte, into: &events)
            return
        }
        scalarBits = scalarBits << 6 | UInt32(byte & 0x3f)
        continuationBytesNeeded -= 1
        nextContinuationRange = 0x80...0xbf
        guard continuationBytesNeeded == 0 else { return }
        let bits = scalarBits
        reset()
        // C1 controls (U+0080 … U+009F) are not text and no key sends them.
        if let scalar = Unicode.Scalar(bits), !(0x80...0x9f).contains(bits) {
            events.append(.key(.character(Character(scalar))))
        }
    }
}
