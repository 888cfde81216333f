import Testing

@testable import DocumentReading

@Suite struct ValueBudgetTests {
    @Test func countsValuesUpToTheLimit() throws {
        var limits = ArchiveLimits()
        limits.maximumValues = 2
        var budget = ValueBudget(limits: limits)
        try budget.countValue()
        try budget.countValue()
        #expect(budget.produced == 2)
        #expect(throws: ArchiveError.tooManyValues(limit: 2)) { try budget.countValue() }
    }

    @Test func checksDepthAgainstTheOpenContainers() throws {
        var limits = ArchiveLimits()
        limits.maximumDepth = 1
        let budget = ValueBudget(limits: limits)
        try budget.checkDepth(openContainers: 0, at: .byte(1))
        #expect(throws: ArchiveError.tooDeep(limit: 1, at: .byte(9))) {
            try budget.checkDepth(openContainers: 1, at: .byte(9))
        }
    }

    @Test func reservesNoMoreThanTheValuesLeft() throws {
        var limits = ArchiveLimits()
        limits.maximumValues = 10
        var budget = ValueBudget(limits: limits)
        #expect(budget.reservation(for: 3) == 3)
        #expect(budget.reservation(for: 1_000_000) == 10)
        for _ in 0..<10 { try budget.countValue() }
        #expect(budget.reservation(for: 5) == 0)
        #expect(ValueBudget(limits: ArchiveLimits()).reservation(for: Int.max) == 4096)
        limits.maximumValues = Int.min
        #expect(ValueBudget(limits: limits).reservation(for: 5) == 0)
    }

    @Test func readersRejectEverythingWithNoValuesAllowed() throws {
        var limits = ArchiveLimits()
        limits.maximumValues = 0
        #expect(
            BinaryPlistFixtures.error(reading: [[0x09]], limits: limits)
                == "The archive stands for more than 0 values; raise ArchiveLimits.maximumValues to accept it")
        #expect(
            KeyedArchiveFixtures.error(reading: KeyedArchiveFixtures.handMade([.string("x")]), limits: limits)
                == "The archive stands for more than 0 values; raise ArchiveLimits.maximumValues to accept it")
    }
}
