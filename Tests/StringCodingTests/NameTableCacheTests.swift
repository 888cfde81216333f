import Testing

@testable import StringCoding

private enum Direction: StringCodableEnum {
    case north, east, south, west
}

@Suite struct NameTableCacheTests {
    @Test func buildsATableOncePerTypeAndReusesIt() {
        let cache = NameTableCache()
        var builds = 0
        for _ in 0..<3 {
            let table = cache.table(for: Direction.self) {
                builds += 1
                return NameTable(names: [("north", 1)], aliases: [:], typePrefixes: [])
            }
            #expect(table.value(named: "NORTH") == 1)
        }
        #expect(builds == 1)
    }

    @Test func concurrentParsesAgree() async throws {
        let results = try await withThrowingTaskGroup(of: Direction.self) { group in
            for index in 0..<200 {
                group.addTask {
                    try Direction(parsing: ["north", "EAST", "Direction.south", "NSDirectionWest"][index % 4])
                }
            }
            return try await group.reduce(into: [Direction]()) { $0.append($1) }
        }
        #expect(results.count == 200)
        #expect(Set(results) == [.north, .east, .south, .west])
    }
}
