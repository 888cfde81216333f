/// How many values a binary property list's top object expands to, counted over its object table
/// without building anything.
///
/// An array may hold the same object twice, so 64 arrays that each hold the next one twice describe
/// 2⁶⁵ values in 299 bytes. The reader expands every reference, so it would only notice the limit
/// after building millions of values. This pass visits each reachable object once, in the reader's
/// order, and sums sizes bottom-up (as ``YAMLAliasExpansion`` does for YAML aliases): an object's
/// size is one plus the sizes of its items (of a dictionary's values; keys are not values). The
/// time is linear in the objects and references, however they are shared; sums stop growing just
/// past the limit, so they cannot overflow.
///
/// The same walk finds an object that contains itself, which the expanding reader could otherwise
/// only reach after expanding everything before it.
struct BinaryPropertyListExpansion {
    /// The values the top object stands for, at most `limit`.
    private(set) var total = 0

    private enum State: UInt8 { case unvisited, open, counted }

    /// Counts the values under the top object of `reader`; throws
    /// ``ArchiveError/tooManyValues(limit:)`` as soon as any object stands for more than `limit`,
    /// and a malformed error for an object that contains itself. `steps` counts the objects visited
    /// and references followed, which tests compare across inputs.
    init(_ reader: BinaryPropertyListReader, limit: Int) throws {
        var steps = 0
        try self.init(reader, limit: limit, steps: &steps)
    }

    init(_ reader: BinaryPropertyListReader, limit: Int, steps: inout Int) throws {
        let cap = limit < Int.max ? max(limit, 0) + 1 : Int.max
        var sizes = [Int](repeating: 0, count: reader.trailer.objectCount)
        var states = [State](repeating: .unvisited, count: reader.trailer.objectCount)
        // The containers being counted, outermost first, with the next item to visit and the sum so far.
        var stack: [(object: Int, layout: BinaryPropertyListContainerLayout, next: Int, sum: Int)] = []

        func visit(_ index: Int) throws -> Int? {
            steps += 1
            switch states[index] {
            case .counted:
                return sizes[index]
            case .open:
                guard let layout = try reader.containerLayout(of: index) else { return 1 }
                throw reader.malformed(at: layout.offset, "object \(index) contains itself")
            case .unvisited:
                guard let layout = try reader.containerLayout(of: index) else {
                    states[index] = .counted
                    sizes[index] = 1
                    return 1
                }
                states[index] = .open
                stack.append((index, layout, 0, 1))
                return nil
            }
        }

        if let size = try visit(reader.trailer.topObject) {
            total = size
        }
        while let last = stack.indices.last {
            let (object, layout, next, sum) = stack[last]
            if next == layout.count {
                stack.removeLast()
                states[object] = .counted
                sizes[object] = sum
                if let parent = stack.indices.last {
                    stack[parent].sum = capped(stack[parent].sum, sum, cap)
                } else {
                    total = sum
                }
                continue
            }
            stack[last].next += 1
            let item = layout.isDictionary ? layout.count + next : next
            let child = try reader.reference(at: layout.references + item * reader.trailer.referenceSize)
            if let size = try visit(child) {
                stack[last].sum = capped(sum, size, cap)
            }
            if stack[last].sum > limit {
                throw ArchiveError.tooManyValues(limit: limit)
            }
        }
        if total > limit {
            throw ArchiveError.tooManyValues(limit: limit)
        }
    }
}

/// `a + b`, but no more than `cap`, even where the sum would overflow.
func capped(_ a: Int, _ b: Int, _ cap: Int) -> Int {
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow ? cap : min(sum, cap)
}
