import Foundation
import LoomTestSupport
import Testing

@testable import PhoneNumbersKit

/// The address book that ships with the app, as `swift build` copies it beside the executable.
@Suite struct BundledContactsTests {
    private let book: AddressBook
    private let resources: BundledResources

    init() throws {
        resources = try BundledResources.locate()
        book = try AddressBook(contentsOf: resources.contactsFile)
    }

    @Test func theBundleHoldsTheContactsAndTheConfiguration() throws {
        #expect(resources.directory.path.hasSuffix("/Loom_PhoneNumbersKit.resources/Resources"))
        let config = try FileManager.default.contentsOfDirectory(atPath: resources.configDirectory.path).sorted()
        #expect(config == ["config.development.yaml", "config.production.yaml", "config.yaml"])
    }

    @Test func countsOfContactsAndPhoneRows() {
        #expect(book.contacts.count == 200)
        #expect(book.phoneNumbers.count == 396)
        #expect(book.contacts.filter(\.phones.isEmpty).count == 5)
        #expect(book.contacts.filter { $0.uid == nil }.count == 17)
        #expect(Set(book.phoneNumbers.map(\.id)).count == 396)
    }

    @Test func theFirstRowsInOrder() {
        #expect(
            book.phoneNumbers.prefix(6).map { "\($0.displayName) \($0.number)" } == [
                "Acme Corporation (work) 020 7946 0855",
                "Chloé Ågren (fax) (555) 017-8547",
                "Chloé Ågren (iPhone) +81 3-8476-6357",
                "Chloé Ågren (work) +49 30 728382",
                "Tomás Ågren (home) 555.019.3047",
                "Ahmed al-Rashid (fax) (555) 018-7154",
            ])
    }

    @Test func nonASCIINamesAndEveryKindAreThere() throws {
        let greek = try #require(book.phoneNumbers.first { $0.lastName == "Παπαδόπουλος" })
        #expect(greek.displayName == "Γιώργος Παπαδόπουλος (mobile)")
        #expect(greek.number == "(555) 018-3253")
        #expect(greek.id == "name:Παπαδόπουλος|Γιώργος||mobile|5550183253")
        #expect(book.phoneNumbers.contains { $0.displayName == "山田太郎 (work)" })
        // Written with combining marks in the file; equal to the precomposed text.
        #expect(book.phoneNumbers.contains { $0.displayName == "Zoë Brontë (other)" })
        let kinds = Set(book.phoneNumbers.map(\.kind))
        #expect(kinds.isSuperset(of: ["home", "work", "mobile", "iPhone", "main", "fax", "pager", "other", "Boat"]))
        #expect(book.phoneNumbers.contains { $0.displayName == "Cher (work)" })
        #expect(book.phoneNumbers.contains { $0.displayName == "Smith, Jones & Partners (mobile)" })
    }

    @Test func theFileIsWhatTheScriptWrites() throws {
        let data = try Data(contentsOf: resources.contactsFile)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix("BEGIN:VCARD\r\nVERSION:4.0\r\n"))
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    }
}

/// Cut and garbled copies of the bundled file either parse or throw ``AddressBookError``; none traps.
@Suite struct DamagedContactsTests {
    @Test func cutAndGarbledFilesParseOrThrowATypedError() throws {
        let text = try String(contentsOf: BundledResources.locate().contactsFile, encoding: .utf8)
        let scalars = Array(text.unicodeScalars)
        var generator = SeededGenerator(seed: 7)
        var outcomes: [String: Int] = [:]
        for round in 0..<60 {
            var damaged = scalars
            let cut = Int(generator.next() % UInt64(damaged.count))
            if round % 2 == 0 {
                damaged.removeSubrange(cut...)
            } else {
                let garbage: [Unicode.Scalar] = [":", ";", "\"", "\\", "\n", " ", "=", ",", "\u{301}", "^"]
                for offset in 0..<8 where cut + offset < damaged.count {
                    damaged[cut + offset] = garbage[Int(generator.next() % UInt64(garbage.count))]
                }
            }
            do {
                _ = try AddressBook(vCardText: String(String.UnicodeScalarView(damaged)), source: "damaged.vcf")
                outcomes["parsed", default: 0] += 1
            } catch {
                outcomes["threw", default: 0] += 1
            }
        }
        #expect(outcomes.values.reduce(0, +) == 60)
        #expect(outcomes["threw", default: 0] > 0)
    }
}
