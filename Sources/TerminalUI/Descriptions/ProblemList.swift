/// Problems collected to be reported together, keeping at most ``limit`` and counting the rest: a
/// hostile or badly mistaken document (one bad rule over ten thousand views) must not turn into
/// hundreds of megabytes of messages.
struct ProblemList<Problem> {
    static var limit: Int { 1_000 }

    private(set) var listed: [Problem] = []
    private(set) var unlistedCount = 0

    var isEmpty: Bool { listed.isEmpty }

    mutating func append(_ problem: Problem) {
        if listed.count < Self.limit { listed.append(problem) } else { unlistedCount += 1 }
    }
}

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
