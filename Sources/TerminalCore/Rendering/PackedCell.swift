/// A cell as a buffer stores it: 8 plain bytes, so that rows copy like integers.
///
/// `content` is the code point of a single-scalar character, or ``firstClusterContent`` plus an
/// index into the buffer's cluster table for a multi-scalar grapheme cluster, or
/// ``continuationContent``. `style` indexes the buffer's style table.
struct PackedCell: Sendable {
    var content: UInt32
    var style: UInt32

    /// Contents from here up (below ``continuationContent``) are cluster-table indices; code
    /// points end just below.
    static let firstClusterContent: UInt32 = 0x11_0000
    static let continuationContent: UInt32 = .max
    static let spaceContent: UInt32 = 0x20

    var isContinuation: Bool { content == PackedCell.continuationContent }

    /// The cluster-table index, for a multi-scalar cluster.
    var clusterIndex: Int? {
        guard content >= PackedCell.firstClusterContent, content != PackedCell.continuationContent else { return nil }
        return Int(content - PackedCell.firstClusterContent)
    }
}
