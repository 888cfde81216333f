import Foundation

/// The contacts of a vCard file, and the phone rows the table shows.
///
/// ```swift
/// let book = try AddressBook(contentsOf: URL(filePath: "contacts.vcf"))
/// for entry in book.phoneNumbers { print(entry.displayName, entry.number) }
/// ```
///
/// Reads vCard 2.1, 3.0 and 4.0: folded lines, escapes, parameters, and N, FN, ORG, TEL, EMAIL,
/// NOTE and UID; other properties are ignored. A file that is not well-formed vCard throws an
/// ``AddressBookError`` naming the file, the line, what was found and what was expected.
struct AddressBook: Sendable {
    /// The cards, in file order.
    var contacts: [Contact]
    /// One entry per phone number, sorted by ``PhoneNumberOrder``. A number a card lists twice with
    /// the same kind is one row; when two cards give the same id (a UID copied between cards), the
    /// later card's entry gets `#2`, `#3`… appended.
    var phoneNumbers: [PhoneNumberEntry]
    /// For each entry id, the index in ``contacts`` of its card.
    private var contactIndexByEntry: [String: Int]

    /// The largest file read: far more than any real export with photos, small enough to refuse
    /// a wrong path to something huge.
    static let maximumFileSize = 256 << 20

    /// Reads a vCard file (UTF-8, with or without a byte-order mark).
    ///
    /// ```swift
    /// let book = try AddressBook(contentsOf: URL(filePath: "/home/ann/contacts.vcf"))
    /// ```
    init(contentsOf url: URL) throws(AddressBookError) {
        let path = url.path
        let data = try Self.read(path: path)
        self = try AddressBook(vCardText: try Self.decodeUTF8(data, source: path), source: path)
    }

    /// Reads vCard text; `source` names it in errors (a file path, or "clipboard").
    ///
    /// ```swift
    /// let book = try AddressBook(vCardText: "BEGIN:VCARD\nVERSION:3.0\nFN:Ann\nTEL:555-0100\nEND:VCARD\n",
    ///                            source: "example")
    /// book.phoneNumbers[0].displayName   // "Ann (other)"
    /// ```
    init(vCardText: String, source: String) throws(AddressBookError) {
        let text =
            vCardText.unicodeScalars.first == "\u{FEFF}" ? String(vCardText.unicodeScalars.dropFirst()) : vCardText
        let contacts = try VCardReader.cards(in: text, source: source).map(Contact.init(card:))
        var entries: [PhoneNumberEntry] = []
        var indexByEntry: [String: Int] = [:]
        var countByID: [String: Int] = [:]
        for (index, contact) in contacts.enumerated() {
            let key = PhoneNumberEntry.contactKey(of: contact)
            var seenInCard: Set<String> = []
            for phone in contact.phones {
                var entry = PhoneNumberEntry(contact: contact, phone: phone, contactKey: key)
                guard seenInCard.insert(entry.id).inserted else { continue }
                let count = countByID[entry.id, default: 0] + 1
                countByID[entry.id] = count
                if count > 1 { entry.id += "#\(count)" }
                indexByEntry[entry.id] = index
                entries.append(entry)
            }
        }
        self.contacts = contacts
        self.phoneNumbers = PhoneNumberOrder.sorted(entries)
        self.contactIndexByEntry = indexByEntry
    }

    /// The card an entry came from; nil for an entry of another address book.
    ///
    /// ```swift
    /// book.contact(for: book.phoneNumbers[0])?.emails.first
    /// ```
    func contact(for entry: PhoneNumberEntry) -> Contact? {
        contactIndexByEntry[entry.id].flatMap { contacts.indices.contains($0) ? contacts[$0] : nil }
    }

    private static func read(path: String) throws(AddressBookError) -> Data {
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: path)
        } catch {
            throw .unreadableFile(path: path, reason: "there is no file at this path")
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            throw .unreadableFile(path: path, reason: "expected a vCard file, but this is a directory or a device")
        }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard size <= maximumFileSize else {
            throw .unreadableFile(
                path: path, reason: "the file is \(size) bytes, more than the \(maximumFileSize) an address book may be"
            )
        }
        do {
            return try Data(contentsOf: URL(filePath: path))
        } catch {
            throw .unreadableFile(path: path, reason: error.localizedDescription)
        }
    }

    /// The text, or an error at the line of the first byte that is not UTF-8.
    private static func decodeUTF8(_ data: Data, source: String) throws(AddressBookError) -> String {
        if let text = String(data: data, encoding: .utf8) { return text }
        var line = 1
        var offset = 0
        var iterator = data.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                if encoded.count == 1, encoded.first == UInt8(ascii: "\n") { line += 1 }
                offset += encoded.count
            case .error(let length):
                let bytes = data.dropFirst(offset).prefix(length).map { "0x" + String($0, radix: 16, uppercase: true) }
                throw .malformed(
                    source: source, line: line, found: "bytes that are not UTF-8 (\(bytes.joined(separator: " ")))",
                    expected: "UTF-8 text, as vCard 4.0 requires (convert the file with iconv)")
            case .emptyInput:
                return String(decoding: data, as: UTF8.self)
            }
        }
    }
}
