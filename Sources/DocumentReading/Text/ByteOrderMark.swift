/// The UTF-8 byte order mark, which text files may start with and readers skip.
///
/// ```swift
/// ByteOrderMark.utf8Length(in: [0xEF, 0xBB, 0xBF, 0x7B])   // 3
/// ByteOrderMark.utf8Length(in: Array("{}".utf8))           // 0
/// ```
package enum ByteOrderMark {
    /// U+FEFF in UTF-8.
    package static let utf8: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// 3 when `bytes` start with the UTF-8 byte order mark, else 0: where the text begins.
    @inlinable
    package static func utf8Length(in bytes: some Collection<UInt8>) -> Int {
        bytes.starts(with: utf8) ? 3 : 0
    }
}
