/// The file nodes at one place, highest layer first. Most places have one or two, so the first is
/// kept inline and only the rest need an array: one allocation fewer for nearly every key decoded.
struct ConfigNodeList: Sequence {
    typealias Element = (layer: Int, node: ConfigNode)

    private(set) var first: Element?
    private var rest: [Element] = []

    init() {}

    init(_ elements: some Sequence<Element>) {
        for element in elements { append(element) }
    }

    var isEmpty: Bool { first == nil }

    mutating func append(_ element: Element) {
        if first == nil { first = element } else { rest.append(element) }
    }

    func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> ConfigNodeList {
        var kept = ConfigNodeList()
        for element in self where try isIncluded(element) { kept.append(element) }
        return kept
    }

    func makeIterator() -> Iterator {
        Iterator(list: self)
    }

    struct Iterator: IteratorProtocol {
        let list: ConfigNodeList
        var index = -1

        mutating func next() -> Element? {
            defer { index += 1 }
            if index < 0 { return list.first }
            return index < list.rest.count ? list.rest[index] : nil
        }
    }
}
