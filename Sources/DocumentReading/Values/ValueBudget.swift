/// Counts the values a reader produces and checks how deeply its containers nest, against
/// ``ArchiveLimits``, so that hostile input fails with a typed error instead of exhausting memory.
///
/// Binary property lists and keyed archives can refer to one object from many places, and the
/// readers expand every reference, so a small file can stand for an enormous tree. Every reader
/// therefore counts what it produces, rather than trusting the size of the input. Every reader also
/// keeps its open containers on an explicit stack, so the nesting depth is that stack's height: the
/// budget is told it rather than keeping a second count that could drift from it.
struct ValueBudget {
    let maximumValues: Int
    let maximumDepth: Int
    /// Values produced so far, containers and scalars alike (dictionary keys are not values).
    private(set) var produced = 0

    init(limits: ArchiveLimits) {
        maximumValues = limits.maximumValues
        maximumDepth = limits.maximumDepth
    }

    /// Records one more value; throws once there are more than `maximumValues`.
    @inline(__always)
    mutating func countValue() throws {
        produced &+= 1
        if produced > maximumValues { throw ArchiveError.tooManyValues(limit: maximumValues) }
    }

    /// Checks that opening one more container inside `openContainers` open ones stays within
    /// `maximumDepth`; `position` is only evaluated when it does not.
    @inline(__always)
    func checkDepth(openContainers: Int, at position: @autoclosure () -> ArchivePosition) throws {
        if openContainers >= maximumDepth {
            throw ArchiveError.tooDeep(limit: maximumDepth, at: position())
        }
    }

    /// How many items to reserve for a container that claims `count`: never more than the values
    /// still allowed, and never so many that a hostile count can reserve much memory at once.
    func reservation(for count: Int) -> Int {
        produced >= maximumValues ? 0 : min(count, maximumValues - produced, 4096)
    }
}
