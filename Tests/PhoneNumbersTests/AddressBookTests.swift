import Foundation
import Testing

@testable import PhoneNumbersKit

@Suite struct AddressBookTests {
    private func book(_ cards: String...) throws -> AddressBook {
        try AddressBook(
            vCardText: cards.map { "BEGIN:VCARD\nVERSION:3.0\n\($0)\nEND:VCARD\n" }.joined(), source: "t.vcf")
    }

    @Test func everyTelTypeHasItsKind() throws {
        let book = try book(
            """
            UID:A
            N:Lee;Ann;;;
            TEL;TYPE=HOME,VOICE:1
            TEL;TYPE=WORK,VOICE:2
            TEL;TYPE=CELL:3
            TEL;type=mobile:4
            TEL;TYPE=IPHONE,CELL,VOICE:5
            TEL;TYPE=MAIN:6
            TEL;TYPE=HOME,FAX:7
            TEL;TYPE=PAGER:8
            TEL;TYPE=OTHER:9
            TEL;TYPE=voice:10
            TEL;HOME:11
            item1.TEL:12
            item1.X-ABLabel:Boat
            item2.TEL;type=pref:13
            item2.X-ABLabel:_$!<HomeFAX>!$_
            item3.TEL:14
            item3.X-ABLabel:_$!<Yacht>!$_
            """)
        let kinds = book.contacts[0].phones.map { "\($0.number)=\($0.kind)" }
        #expect(
            kinds == [
                "1=home", "2=work", "3=mobile", "4=mobile", "5=iPhone", "6=main", "7=fax", "8=pager", "9=other",
                "10=other", "11=home", "12=Boat", "13=fax", "14=Yacht",
            ])
        #expect(book.contacts[0].phones.map(\.isPreferred) == Array(repeating: false, count: 12) + [true, false])
    }

    @Test func vCard4TelURIsPreferenceAndQuotedTypeLists() throws {
        let text = """
            BEGIN:VCARD
            VERSION:4.0
            FN:Ann Lee
            N:Lee;Ann;;;
            TEL;VALUE=uri;TYPE="voice,cell";PREF=1:tel:+1-555-555-0100;ext=12
            TEL;TYPE=work:tel:+1-555-555-0101
            TEL;TYPE=main-number:+44 20 7946 0000
            END:VCARD
            """
        let phones = try AddressBook(vCardText: text, source: "t.vcf").contacts[0].phones
        #expect(
            phones == [
                Contact.Phone(kind: "mobile", number: "+1-555-555-0100 ext. 12", isPreferred: true),
                Contact.Phone(kind: "work", number: "+1-555-555-0101", isPreferred: false),
                Contact.Phone(kind: "main", number: "+44 20 7946 0000", isPreferred: false),
            ])
    }

    @Test func displayNamesDropMissingPartsCleanly() throws {
        let book = try book(
            "N:van der Berg;Anouk;;;\nTEL;TYPE=CELL:1", "N:Prince;;;;\nTEL;TYPE=WORK:2", "N:;Cher;;;\nTEL;TYPE=HOME:3",
            "FN:Acme\nORG:Acme Corporation;Sales\nTEL;TYPE=MAIN:4", "FN:Just Formatted\nTEL:5",
            "N:山田;太郎;;;\nTEL;TYPE=HOME:6", "N:;;;;\nTEL:7")
        #expect(
            book.phoneNumbers.map(\.displayName).sorted() == [
                "Acme Corporation (main)", "Anouk van der Berg (mobile)", "Cher (home)", "Just Formatted (other)",
                "No Name (other)", "Prince (work)", "山田太郎 (home)",
            ])
    }

    @Test func cardsWithoutPhonesGiveNoRowsAndDuplicatesInACardGiveOne() throws {
        let book = try book("UID:A\nN:Lee;Ann;;;", "UID:B\nN:Kim;Bo;;;\nTEL;TYPE=CELL:555-0100\nTEL;TYPE=CELL:555 0100")
        #expect(book.contacts.count == 2)
        #expect(book.phoneNumbers.map(\.id) == ["uid:B|mobile|5550100"])
        #expect(book.phoneNumbers[0].number == "555-0100")
    }

    @Test func idsUseTheUIDOrTheNamesAndStayTheSameWhenCardsMove() throws {
        let ann = "UID:urn:uuid:1\nN:Lee;Ann;;;\nTEL;TYPE=CELL:+1 (555) 010-0100\nTEL;TYPE=HOME:٠١٢"
        let bob = "N:Kim;Bob;;;\nORG:Acme\nTEL;TYPE=WORK:555-0101"
        let forward = try book(ann, bob)
        let backward = try book(bob, ann)
        #expect(forward.phoneNumbers == backward.phoneNumbers)
        #expect(
            forward.phoneNumbers.map(\.id) == [
                "name:Kim|Bob|Acme|work|5550101", "uid:urn:uuid:1|home|012", "uid:urn:uuid:1|mobile|+15550100100",
            ])
    }

    @Test func aUIDSharedByTwoCardsGivesTheLaterCardNumberedIds() throws {
        let book = try book("UID:X\nN:Lee;Ann;;;\nTEL;TYPE=CELL:1", "UID:X\nN:Lee;Ann;;;\nTEL;TYPE=CELL:1")
        #expect(book.phoneNumbers.map(\.id) == ["uid:X|mobile|1", "uid:X|mobile|1#2"])
    }

    @Test func theDetailCarriesTheCardsOtherValues() throws {
        let book = try book(
            "N:Lee;Ann;;;\nEMAIL:ann@home.example\nEMAIL;TYPE=INTERNET,pref:ann@work.example\nNOTE:Hi\\nthere\n"
                + "TEL;TYPE=CELL:1\nTEL;TYPE=WORK:2")
        let entry = try #require(book.phoneNumbers.first { $0.kind == "mobile" })
        let detail = PhoneNumberDetail(entry: entry, contact: book.contact(for: entry), isFavorite: true)
        #expect(try detail.value(forKeyPath: "displayName") as? String == "Ann Lee (mobile)")
        #expect(try detail.value(forKeyPath: "email") as? String == "ann@work.example")
        #expect(try detail.value(forKeyPath: "note") as? String == "Hi\nthere")
        #expect(try detail.value(forKeyPath: "otherNumbers") as? String == "work: 2")
        #expect(try detail.value(forKeyPath: "isFavorite") as? Bool == true)
        try detail.setValue(false, forKeyPath: "isFavorite")
        #expect(detail.isFavorite == false)
        #expect(PhoneNumberDetail.keyedProperties["number"]?.valueType == String.self)
    }

    @Test func aFileThatIsNotUTF8IsReportedAtItsLine() throws {
        let url = FileManager.default.temporaryDirectory.appending(path: "latin1-\(UUID().uuidString).vcf")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data("BEGIN:VCARD\nVERSION:3.0\nFN:Jos".utf8 + [0xE9] + Data("\nEND:VCARD\n".utf8)).write(to: url)
        #expect(throws: AddressBookError.self) { try AddressBook(contentsOf: url) }
        do {
            _ = try AddressBook(contentsOf: url)
        } catch {
            #expect(
                error.description
                    == "\(url.path):3: found bytes that are not UTF-8 (0xE9); "
                    + "expected UTF-8 text, as vCard 4.0 requires (convert the file with iconv)")
        }
    }

    @Test func aMissingFileOrADirectoryIsUnreadable() {
        let missing = "/nonexistent-\(UUID().uuidString).vcf"
        #expect(throws: AddressBookError.unreadableFile(path: missing, reason: "there is no file at this path")) {
            try AddressBook(contentsOf: URL(filePath: missing))
        }
        let folder = FileManager.default.temporaryDirectory.path
        #expect(
            throws: AddressBookError.unreadableFile(
                path: folder, reason: "expected a vCard file, but this is a directory or a device")
        ) {
            try AddressBook(contentsOf: URL(filePath: folder))
        }
    }
}
