/// Why an address book could not be read.
///
/// Every case says where (the file, and the line for a malformed card), what was found and what was
/// expected, so that the message alone lets someone fix the file:
///
/// ```swift
/// do { _ = try AddressBook(contentsOf: url) } catch let error as AddressBookError { print(error) }
/// // contacts.vcf:12: found the end of the file; expected END:VCARD to close the card that begins at line 3
/// ```
enum AddressBookError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file does not exist, is not a regular file, is too large, or cannot be read.
    case unreadableFile(path: String, reason: String)
    /// The text is not a sequence of well-formed vCards; `line` counts physical lines from 1.
    case malformed(source: String, line: Int, found: String, expected: String)

    var description: String {
        switch self {
        case .unreadableFile(let path, let reason):
            "\(path): cannot read the address book: \(reason)"
        case .malformed(let source, let line, let found, let expected):
            "\(source):\(line): found \(found); expected \(expected)"
        }
    }
}
