import KeyCoding
import Synchronization

/// Whether values of `type` may take strings through ``CustomStringSettable``.
///
/// Asking the runtime about a conformance costs a hash lookup, which is a noticeable share of setting
/// one number from a string; stylesheets and description files set many keys on one type in a row,
/// so the last answer is remembered.
func isCustomStringSettable(_ type: any KeyCodable.Type) -> Bool {
    return LastCustomSettableAnswer.answer(for: type)
}

/// One remembered answer: the type's metadata address with the answer in its lowest bit, which
/// metadata alignment leaves free. One word, so a reader never sees half of another thread's write.
private enum LastCustomSettableAnswer {
    private static let entry = Atomic<UInt>(0)

    static func answer(for type: any KeyCodable.Type) -> Bool {
        let address = UInt(bitPattern: ObjectIdentifier(type))
        let remembered = entry.load(ordering: .relaxed)
        if remembered & ~1 == address { return remembered & 1 == 1 }
        let conforms = type is any CustomStringSettable.Type
        entry.store(address | (conforms ? 1 : 0), ordering: .relaxed)
        return conforms
    }
}
