import Testing

@testable import PhoneNumbersKit

@Suite struct PhoneNumberOrderTests {
    private func entry(
        _ first: String, _ last: String, _ kind: String = "home", org: String = "", number: String = "1"
    )
        -> PhoneNumberEntry
    {
        PhoneNumberEntry(
            id: "\(last)|\(first)|\(org)|\(kind)|\(number)", firstName: first, lastName: last, organization: org,
            kind: kind, number: number,
            displayName: PhoneNumberEntry.displayName(firstName: first, lastName: last, organization: org, kind: kind))
    }

    @Test func lastNameThenFirstNameThenKind() {
        let entries = [
            entry("Bo", "Lee", "work"), entry("Bo", "Lee", "home"), entry("Al", "Lee", "work"), entry("Zed", "Adams"),
        ]
        #expect(
            PhoneNumberOrder.sorted(entries).map(\.displayName) == [
                "Zed Adams (home)", "Al Lee (work)", "Bo Lee (home)", "Bo Lee (work)",
            ])
    }

    @Test func caseAndDiacriticsDoNotCountAndCombiningMarksEqualPrecomposedLetters() {
        let entries = [
            entry("Eva", "ohlsson"), entry("Zoe\u{308}", "Brontë"), entry("Anna", "Öberg"),
            entry("Zoë", "Bronte", "work"),
            entry("Ann", "Ågren"), entry("Bo", "agren"),
        ]
        #expect(
            PhoneNumberOrder.sorted(entries).map(\.displayName) == [
                "Ann Ågren (home)", "Bo agren (home)", "Zoë Brontë (home)", "Zoë Bronte (work)", "Anna Öberg (home)",
                "Eva ohlsson (home)",
            ])
    }

    @Test func noLastNameSortsByFirstNameOrOrganizationInTheLastNamePosition() {
        let entries = [
            entry("Cher", ""), entry("Anne", "Dunn"), entry("", "", "main", org: "Acme"), entry("Bea", "Cole"),
            entry("Zed", "Brown"),
        ]
        #expect(
            PhoneNumberOrder.sorted(entries).map(\.displayName) == [
                "Acme (main)", "Zed Brown (home)", "Cher (home)", "Bea Cole (home)", "Anne Dunn (home)",
            ])
    }

    @Test func equalNamesAreOrderedByExactTextThenNumberSoTheOrderIsTotal() {
        let entries = [
            entry("ann", "lee", number: "2"), entry("Ann", "Lee", number: "2"), entry("Ann", "Lee", number: "1"),
        ]
        let sorted = PhoneNumberOrder.sorted(entries)
        #expect(sorted.map(\.id) == ["Lee|Ann||home|1", "Lee|Ann||home|2", "lee|ann||home|2"])
        #expect(PhoneNumberOrder.sorted(sorted.reversed()) == sorted)
    }
}
