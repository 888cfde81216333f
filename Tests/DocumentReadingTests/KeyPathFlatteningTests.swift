import Testing

@testable import DocumentReading

/// The one walk that flattens nested mappings into dotted key paths, for stylesheets and
/// description files alike.
struct KeyPathFlatteningTests {
    private func items(_ yaml: String, maximumDepth: Int = .max) throws -> [String] {
        guard case .mapping(let mapping)? = try YAMLReading.read(yaml, aliases: .refused)?.content else {
            Issue.record("not a mapping")
            return []
        }
        return mapping.flattenedKeyPaths(maximumDepth: maximumDepth).map { item in
            switch item {
            case .value(let keyPath, let key, let value):
                "\(keyPath)@\(key.position?.line ?? 0)=\(value.scalar.map { $0.isNull ? "null" : $0.string } ?? "list")"
            case .keyNotScalar(let key, let parent):
                "bad key@\(key.position?.line ?? 0) under \(parent ?? "top")"
            case .tooDeep(let mapping, let keyPath):
                "too deep@\(mapping.position?.line ?? 0) under \(keyPath)"
            }
        }
    }

    @Test func nestedMappingsBecomeDottedKeyPathsInDocumentOrder() throws {
        let yaml = "b: 1\nframe:\n  origin: 1 2\n  size: ~\nlist: [x, y]\n"
        #expect(try items(yaml) == ["b@1=1", "frame.origin@3=1 2", "frame.size@4=null", "list@5=list"])
    }

    @Test func badKeysAndDepthAreReportedWhereTheyAreAndTheWalkGoesOn() throws {
        let yaml = "a:\n  [x]: 1\n  b:\n    c:\n      d: 1\ne: 2\n"
        #expect(try items(yaml, maximumDepth: 2) == ["bad key@2 under a", "too deep@4 under a.b", "e@6=2"])
    }

    @Test func listsJoinWithCommasQuotingItemsThatHoldOne() {
        #expect(PositionedNode.listValueText(["a", "b,c", "d"]) == #"a, "b,c", d"#)
    }
}
