/// Counts the values a reader produces and how deeply they nest, against ``ArchiveLimits``.
///
/// Binary property lists and keyed archives can refer to one object from many places, and the
/// readers expand every reference, so a small file can stand for an enormous tree. The readers
/// therefore count what they produce, rather than trusting the size of the input.
struct ValueBudget {
    let limits: ArchiveLimits
    /// Values produced so far, containers and scalars alike (dictionary keys are not values).
    private(set) var produced = 0
    /// Containers currently open: 1 inside the outermost array or dictionary.
    private(set) var depth = 0

    init(limits: ArchiveLimits) {
        self.limits = limits
    }

    /// Records one more value; throws once there are more than `maximumValues`.
    mutating func countValue() throws {
        produced += 1
        if produced > limits.maximumValues {
            throw ArchiveError.tooManyValues(limit: limits.maximumValues)
        }
    }

    /// Records opening a container at `position`; throws when that nests deeper than `maximumDepth`.
    mutating func enterContainer(at position: @autoclosure () -> ArchivePosition) throws {
        if depth >= limits.maximumDepth {
            throw ArchiveError.tooDeep(limit: limits.maximumDepth, at: position())
        }
        depth += 1
    }

    /// Records closing the innermost open container.
    mutating func leaveContainer() {
        depth -= 1
    }

    /// How many items to reserve for a container that claims `count`: never more than the values
    /// still allowed, and never so many that a hostile count can reserve much memory at once.
    func reservation(for count: Int) -> Int {
        produced >= limits.maximumValues ? 0 : min(count, limits.maximumValues - produced, 4096)
    }
}
