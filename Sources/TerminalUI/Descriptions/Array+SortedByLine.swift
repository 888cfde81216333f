extension Array {
    /// The elements in document order, for lists of problems found in several passes; elements
    /// without a line keep their order, after the others.
    func sortedByLine(_ line: (Element) -> Int?) -> [Element] {
        enumerated().sorted { lhs, rhs in
            let (left, right) = (line(lhs.element) ?? .max, line(rhs.element) ?? .max)
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
    }
}
