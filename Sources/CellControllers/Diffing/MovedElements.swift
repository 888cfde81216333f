/// Which elements of a reordering to call moved, so that the others keep their relative order.
///
/// A linear heuristic, not a longest increasing subsequence (n log n): walk both orders with one
/// pointer each; where they disagree, the element displaced further (by rank) is called moved and
/// skipped by the other pointer later. Every step consumes one element. The kept elements are a
/// common subsequence of both orders, so the result is always valid; one element moved far costs
/// one move, a block swapped with a longer one costs the shorter block, but the count is not
/// always minimal.
@usableFromInline
enum MovedElements {
    /// `before` and `after` hold the same elements, each a distinct value in `0..<elementCount`.
    /// Returns, for each element value, whether it is moved.
    @usableFromInline
    static func find(before: [Int], after: [Int], elementCount: Int) -> [Bool] {
        var moved = [Bool](repeating: false, count: elementCount)
        guard before != after else { return moved }
        var rankBefore = [Int](repeating: 0, count: elementCount)
        var rankAfter = [Int](repeating: 0, count: elementCount)
        for rank in before.indices { rankBefore[before[rank]] = rank }
        for rank in after.indices { rankAfter[after[rank]] = rank }
        var old = 0
        var new = 0
        while old < before.count, new < after.count {
            let leaving = before[old]
            if moved[leaving] {
                old += 1
                continue
            }
            let arriving = after[new]
            if moved[arriving] {
                new += 1
                continue
            }
            if leaving == arriving {
                old += 1
                new += 1
            } else if abs(rankAfter[leaving] - old) >= abs(rankBefore[arriving] - new) {
                moved[leaving] = true
                old += 1
            } else {
                moved[arriving] = true
                new += 1
            }
        }
        return moved
    }
}
