/// The type, class and identifier names a stylesheet's selectors mention, each given a bit, so
/// that a view's facts become a few machine words and a compound selector a few masks to test.
///
/// A compound selector matches a view when every bit it requires is set in the view's bits. Two
/// different identifiers in one compound require two identifier bits, which no view has, so it
/// never matches, as in CSS.
struct StyleNameTable {
    private var types: [String: Int] = [:]
    private var classes: [String: Int] = [:]
    private var identifiers: [String: Int] = [:]
    private(set) var bitCount = 0
    private var typeBitsByClass: [ObjectIdentifier: [Int]] = [:]
    private var classNames = ViewClassNames()

    /// One word of a bit set and the bits required in it.
    struct Mask: Equatable {
        var word: Int
        var bits: UInt64
    }

    init(selectors: [SelectorStylesheet.Selector]) {
        for compound in selectors.lazy.flatMap(\.compounds) {
            if let typeName = compound.typeName { Self.assign(typeName, in: &types, counter: &bitCount) }
            for name in compound.classes { Self.assign(name, in: &classes, counter: &bitCount) }
            for name in compound.identifiers { Self.assign(name, in: &identifiers, counter: &bitCount) }
        }
    }

    /// Machine words per view.
    var wordCount: Int { max((bitCount + 63) / 64, 1) }

    /// The masks a view's bits must contain for `compound` to match.
    func masks(for compound: SelectorStylesheet.CompoundSelector) -> [Mask] {
        var required: [Int] = []
        if let typeName = compound.typeName, let bit = types[typeName] { required.append(bit) }
        required += compound.classes.compactMap { classes[$0] }
        required += compound.identifiers.compactMap { identifiers[$0] }
        var masks: [Mask] = []
        for bit in required {
            let word = bit / 64
            let value = UInt64(1) << UInt64(bit % 64)
            if let index = masks.firstIndex(where: { $0.word == word }) {
                masks[index].bits |= value
            } else {
                masks.append(Mask(word: word, bits: value))
            }
        }
        return masks
    }

    /// The one bit that best picks out the views `compound` can match, for indexing rules: an
    /// identifier's (few views have it), else a class's, else the type's; nil for `*` alone.
    func keyBit(for compound: SelectorStylesheet.CompoundSelector) -> Int? {
        if let bit = compound.identifiers.lazy.compactMap({ identifiers[$0] }).first { return bit }
        if let bit = compound.classes.lazy.compactMap({ classes[$0] }).first { return bit }
        return compound.typeName.flatMap { types[$0] }
    }

    /// Sets the bits of the names `view` has into `words` (its slice of the tree's bit sets).
    mutating func setBits(of view: View, into words: inout ArraySlice<UInt64>) {
        let start = words.startIndex
        func set(_ bit: Int) { words[start + bit / 64] |= UInt64(1) << UInt64(bit % 64) }
        for bit in typeBits(of: view) { set(bit) }
        for name in view.styleClasses { if let bit = classes[name] { set(bit) } }
        if let identifier = view.restorationIdentifier, let bit = identifiers[identifier] { set(bit) }
    }

    private mutating func typeBits(of view: View) -> [Int] {
        let key = ObjectIdentifier(type(of: view))
        if let bits = typeBitsByClass[key] { return bits }
        let bits = classNames.names(of: view).compactMap { types[$0] }
        typeBitsByClass[key] = bits
        return bits
    }

    private static func assign(_ name: String, in table: inout [String: Int], counter: inout Int) {
        guard table[name] == nil else { return }
        table[name] = counter
        counter += 1
    }
}
