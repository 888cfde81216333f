import Testing

@testable import PhoneNumbersKit

@Suite struct VCardReaderTests {
    /// The error's text, or "no error".
    private func errorText(_ text: String, source: String = "test.vcf") -> String {
        do {
            _ = try AddressBook(vCardText: text, source: source)
            return "no error"
        } catch {
            return error.description
        }
    }

    @Test func foldedLinesAreJoinedWithoutTheirLeadingSpaceOrTab() throws {
        let text =
            "BEGIN:VCARD\r\nVERSION:3.0\r\nN:van der \r\n Berg;Anouk;;;\r\nFN:Anouk van\r\n\t der Berg\r\n"
            + "NOTE:one\r\n  two\r\nEND:VCARD\r\n"
        let cards = try VCardReader.cards(in: text, source: "test.vcf")
        #expect(cards.count == 1)
        #expect(cards[0].line == 1)
        #expect(cards[0].properties.map(\.value) == ["3.0", "van der Berg;Anouk;;;", "Anouk van der Berg", "one two"])
        #expect(cards[0].properties.map(\.line) == [2, 3, 5, 7])
    }

    @Test func lineEndingsMayBeCRLFOrLFOrCR() throws {
        for ending in ["\r\n", "\n", "\r"] {
            let text = ["BEGIN:VCARD", "VERSION:4.0", "FN:Ann", "TEL:555-0100", "END:VCARD", ""].joined(
                separator: ending)
            let book = try AddressBook(vCardText: text, source: "test.vcf")
            #expect(book.phoneNumbers.map(\.displayName) == ["Ann (other)"])
        }
    }

    @Test func aContinuationStartingWithACombiningMarkJoinsTheLetterBeforeIt() throws {
        // " \u{301}" is one Character: the fold's space must be found among scalars.
        let text = "BEGIN:VCARD\nVERSION:3.0\nN:Poulain;Ame\n \u{301}lie;;;\nTEL:1\nEND:VCARD\n"
        let book = try AddressBook(vCardText: text, source: "test.vcf")
        #expect(book.phoneNumbers[0].firstName == "Amélie")
        #expect(book.phoneNumbers[0].firstName.unicodeScalars.count == 7)
    }

    @Test func escapesAreDecodedAndStructuredValuesSplitOnlyAtUnescapedSeparators() throws {
        let text = #"""
            BEGIN:VCARD
            VERSION:3.0
            N:O\;Neil\, Jr.;Mary,Ann;;;
            ORG:Smith\, Jones & Partners;Accounts
            NOTE:Line one\nLine two\NLine three\\ and a \: colon
            TEL:555-0100
            END:VCARD
            """#
        let book = try AddressBook(vCardText: text, source: "test.vcf")
        let entry = try #require(book.phoneNumbers.first)
        #expect(entry.lastName == "O;Neil, Jr.")
        #expect(entry.firstName == "Mary Ann")
        #expect(entry.organization == "Smith, Jones & Partners")
        #expect(book.contacts[0].note == "Line one\nLine two\nLine three\\ and a : colon")
    }

    @Test func parametersAreReadQuotedListedRepeatedBareAndInAnyCase() throws {
        let line = try ContentLine(
            parsing: #"item2.tel;type=HOME,voice;TYPE="cell,x:y;z";CELL;PREF=1;X-NAME=a^'b^nc^^:+1 555"#, line: 9,
            source: "test.vcf")
        #expect(line.group == "item2")
        #expect(line.name == "TEL")
        #expect(line.values(of: "TYPE") == ["HOME", "voice", "cell,x:y;z", "CELL"])
        #expect(line.types == ["HOME", "voice", "cell", "x:y;z", "CELL"])
        #expect(line.values(of: "PREF") == ["1"])
        #expect(line.values(of: "X-NAME") == ["a\"b\nc^"])
        #expect(line.value == "+1 555")
    }

    @Test func aBOMAndBlankLinesBetweenCardsAreSkipped() throws {
        let text =
            "\u{FEFF}BEGIN:VCARD\nVERSION:3.0\nFN:A\nTEL:1\nEND:VCARD\n\n  \nBEGIN:VCARD\nVERSION:3.0\nFN:B\nEND:VCARD\n"
        let book = try AddressBook(vCardText: text, source: "test.vcf")
        #expect(book.contacts.map(\.formattedName) == ["A", "B"])
    }

    @Test func aCardWithoutEndIsReportedAtTheEndOfTheFile() {
        let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann\r\nEND:VCARD\r\nBEGIN:VCARD\r\nVERSION:3.0\r\nFN:Bob\r\n"
        #expect(
            errorText(text, source: "contacts.vcf")
                == "contacts.vcf:7: found the end of the file; expected END:VCARD to close the card that begins at line 5"
        )
    }

    @Test func aSecondBeginInsideACardIsReported() {
        let text = "BEGIN:VCARD\nVERSION:3.0\nFN:Ann\nBEGIN:VCARD\nFN:Bob\nEND:VCARD\n"
        #expect(
            errorText(text)
                == "test.vcf:4: found BEGIN:VCARD; expected END:VCARD to close the card that begins at line 1")
    }

    @Test func aPropertyOutsideACardIsReported() {
        let text = "BEGIN:VCARD\nVERSION:3.0\nFN:Ann\nEND:VCARD\nFN:Stray\n"
        #expect(
            errorText(text) == "test.vcf:5: found \"FN:Stray\"; expected BEGIN:VCARD (properties belong inside a card)")
    }

    @Test func aLineWithoutAColonIsReported() {
        let text = "BEGIN:VCARD\nVERSION:3.0\nthis line has no colon at all and goes on for a while longer\nEND:VCARD\n"
        #expect(
            errorText(text)
                == "test.vcf:3: found \"this line has no colon at all and goes o…\"; "
                + "expected a property written NAME:value (no ':' on this line)")
    }

    @Test func anUnknownVersionAnUnclosedQuoteAndABadNameAreReported() {
        #expect(
            errorText("BEGIN:VCARD\nVERSION:5.0\nEND:VCARD\n")
                == "test.vcf:2: found \"VERSION:5.0\"; expected VERSION:2.1, VERSION:3.0 or VERSION:4.0")
        #expect(
            errorText("BEGIN:VCARD\nTEL;TYPE=\"cell:555\nEND:VCARD\n")
                == "test.vcf:2: found \"TEL;TYPE=\"cell:555\"; expected a parameter value closed by '\"'")
        #expect(
            errorText("BEGIN:VCARD\nFULL NAME:Ann\nEND:VCARD\n")
                == "test.vcf:2: found \"FULL NAME:Ann\"; expected a property name of letters, digits and '-' before ';' or ':'"
        )
    }

    @Test func unknownPropertiesAreIgnored() throws {
        let text =
            "BEGIN:VCARD\nVERSION:4.0\nFN:Ann\nX-WHATEVER;FOO=bar:baz\nPHOTO:data:image/png;base64,AAAA\nTEL:1\nEND:VCARD\n"
        let book = try AddressBook(vCardText: text, source: "test.vcf")
        #expect(book.phoneNumbers.map(\.displayName) == ["Ann (other)"])
    }
}
