/// Counts the values a text reader produces and checks the nesting of its open containers against
/// ``ArchiveLimits``, so that hostile input fails with a typed error instead of exhausting memory.
struct TextValueBudget {
    let maximumValues: Int
    let maximumDepth: Int
    /// How many values have been produced so far, containers and scalars alike.
    private(set) var produced = 0

    init(_ limits: ArchiveLimits) {
        maximumValues = limits.maximumValues
        maximumDepth = limits.maximumDepth
    }

    /// Counts one more value; throws once more than `maximumValues` have been produced.
    @inline(__always)
    mutating func countValue() throws {
        produced &+= 1
        if produced > maximumValues { throw ArchiveError.tooManyValues(limit: maximumValues) }
    }

    /// Checks that opening one more container, inside `openContainers` already open, stays within
    /// `maximumDepth`; `position` is only evaluated when it does not.
    @inline(__always)
    func checkDepth(openContainers: Int, at position: () -> ArchivePosition) throws {
        if openContainers >= maximumDepth {
            throw ArchiveError.tooDeep(limit: maximumDepth, at: position())
        }
    }
}
