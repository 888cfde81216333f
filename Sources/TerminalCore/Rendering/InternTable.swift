/// Values stored once each and named by a small index, so that cells can hold a style or a
/// grapheme cluster in four bytes.
struct InternTable<Element: Hashable & Sendable>: Sendable {
    private(set) var elements: [Element] = []
    private var indices: [Element: UInt32] = [:]

    /// A table whose index 0 is `first`.
    init(first: Element) {
        _ = index(of: first)
    }

    var count: Int { elements.count }

    /// The index of `element`, adding it when new.
    mutating func index(of element: Element) -> UInt32 {
        if let index = indices[element] { return index }
        // The owners compact their tables long before 2^32 entries (see CellBuffer.compactIfNeeded),
        // so the count always fits.
        let index = UInt32(truncatingIfNeeded: elements.count)
        elements.append(element)
        indices[element] = index
        return index
    }

    /// The element at `index`, or nil for an index the table never gave out.
    func element(at index: UInt32) -> Element? {
        let position = Int(index)
        return position < elements.count ? elements[position] : nil
    }
}
