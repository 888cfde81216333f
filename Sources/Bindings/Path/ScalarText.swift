/// A string as an array of Unicode scalars that can be read by offset, and cut back into strings
/// without re-encoding them.
struct ScalarText {
    let text: String
    let scalars: [Unicode.Scalar]
    /// Where each scalar starts in `text`, and `text.endIndex` last.
    private let indices: [String.Index]

    init(_ text: String) {
        self.text = text
        var scalars: [Unicode.Scalar] = []
        var indices: [String.Index] = []
        let view = text.unicodeScalars
        var index = view.startIndex
        while index < view.endIndex {
            scalars.append(view[index])
            indices.append(index)
            index = view.index(after: index)
        }
        indices.append(view.endIndex)
        self.scalars = scalars
        self.indices = indices
    }

    var count: Int { scalars.count }

    /// The scalars in `range`, as a string.
    func string(_ range: Range<Int>) -> String {
        String(text.unicodeScalars[indices[range.lowerBound]..<indices[range.upperBound]])
    }

    /// Where the scalar at `offset` starts in `text`; `text.endIndex` for `count`.
    func index(at offset: Int) -> String.Index {
        indices[offset]
    }
}
