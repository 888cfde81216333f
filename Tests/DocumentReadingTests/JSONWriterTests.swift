import Foundation
import OrderedCollections
import Testing

@testable import DocumentReading

@Suite struct JSONWriterTests {
    func text(_ value: ArchiveValue, pretty: Bool = false) throws -> String {
        String(decoding: try JSONArchive.write(value, prettyPrinted: pretty), as: UTF8.self)
    }

    let sample: ArchiveValue = .dictionary([
        "name": .string("Ann"), "age": .integer(-3), "big": .unsignedInteger(.max), "score": .real(2.5),
        "whole": .real(3), "tiny": .real(1e-7), "ok": .bool(true), "no": .bool(false), "none": .null,
        "list": .array([.integer(1), .array([]), .dictionary([:])]), "inner": .dictionary(["z": .integer(1)]),
    ])

    @Test func writesCompactly() throws {
        #expect(
            try text(sample)
                == #"{"name":"Ann","age":-3,"big":18446744073709551615,"score":2.5,"whole":3.0,"tiny":1e-07,"#
                + #""ok":true,"no":false,"none":null,"list":[1,[],{}],"inner":{"z":1}}"#)
    }

    @Test func writesPrettyPrinted() throws {
        let expected = """
            {
              "name": "Ann",
              "age": -3,
              "big": 18446744073709551615,
              "score": 2.5,
              "whole": 3.0,
              "tiny": 1e-07,
              "ok": true,
              "no": false,
              "none": null,
              "list": [
                1,
                [],
                {}
              ],
              "inner": {
                "z": 1
              }
            }
            """
        #expect(try text(sample, pretty: true) == expected)
        #expect(try text(.array([]), pretty: true) == "[]")
        #expect(try text(.string("x"), pretty: true) == "\"x\"")
    }

    @Test func escapesStringsMinimally() throws {
        #expect(try text(.string("q\"b\\s/é😀")) == #""q\"b\\s/é😀""#)
        #expect(try text(.string("\n\t\r\u{8}\u{C}\u{0}\u{1F}\u{7F}")) == #""\n\t\r\b\f\u0000\u001f\#u{7F}""#)
        #expect(try text(.dictionary(["a\"b": .integer(1)])) == #"{"a\"b":1}"#)
    }

    @Test func writesIntegersAndRealsExactly() throws {
        #expect(
            try text(.array([.integer(.min), .integer(.max), .integer(0)]))
                == "[-9223372036854775808,9223372036854775807,0]")
        #expect(
            try text(.array([.real(-0.0), .real(0.1), .real(1e16), .real(.leastNonzeroMagnitude)]))
                == "[-0.0,0.1,1e+16,5e-324]")
    }

    @Test func writesDatesAndData() throws {
        let date = Date(timeIntervalSinceReferenceDate: 0.5)
        #expect(
            try text(.array([.date(date), .data(Data([0, 1, 2, 255]))])) == #"["2001-01-01T00:00:00.5Z","AAEC/w=="]"#)
    }

    @Test func refusesWhatJSONCannotHold() {
        let nan: ArchiveValue = .dictionary([
            "items": .array([.integer(0), .null, .dictionary(["score": .real(.nan)])])
        ])
        #expect(
            errorDescription { try text(nan) } == "Cannot write 'items[2].score' as JSON: JSON has no NaN or infinity")
        #expect(
            errorDescription { try text(.real(.infinity)) }
                == "Cannot write the root as JSON: JSON has no NaN or infinity")
        #expect(
            errorDescription { try text(.array([.array([]), .uid(3)])) }
                == "Cannot write '[1]' as JSON: JSON has no object references")
        #expect(
            errorDescription { try text(.dictionary(["when": .date(.init(timeIntervalSinceReferenceDate: 1e15))])) }
                == "Cannot write 'when' as JSON: the date lies outside the years 0000 to 9999")
    }

    /// Random trees read back equal; dates and data come back as the strings they are written as.
    @Test func randomTreesRoundTrip() throws {
        var trees = RandomArchiveValues(seed: 1)
        for _ in 0..<3000 {
            let tree = trees.value()
            for pretty in [false, true] {
                let data = try JSONArchive.write(tree, prettyPrinted: pretty)
                let read = try JSONArchive.read(data, limits: ArchiveLimits())
                #expect(read == tree.asWrittenInJSON(), "\(String(decoding: data, as: UTF8.self))")
            }
        }
    }

    /// Foundation reads what the writer writes. Compared where Foundation on Linux keeps the
    /// information: it drops U+FEFF at the start of a string, and reads integers above 2^53 and reals
    /// through inexact paths, so the trees hold none.
    @Test func foundationReadsTheOutput() throws {
        var trees = RandomArchiveValues(seed: 5)
        trees.dates = .none
        trees.includesData = false
        trees.includesUnsigned = false
        trees.includesNull = false
        trees.includesReals = false
        trees.smallIntegersOnly = true
        for _ in 0..<300 {
            let tree = ArchiveValue.array([trees.value()])
            let object = try JSONSerialization.jsonObject(with: JSONArchive.write(tree), options: [])
            #expect(
                archiveValue(fromFoundation: object).map { sortedKeys($0.withoutByteOrderMarks()) }
                    == sortedKeys(tree.withoutByteOrderMarks()))
        }
    }

    @Test func writesDeepTreesWithoutRecursion() throws {
        var value = ArchiveValue.integer(1)
        for _ in 0..<5000 { value = .array([value]) }
        var limits = ArchiveLimits()
        limits.maximumDepth = 5000
        let text = String(decoding: try JSONArchive.write(value, limits: limits), as: UTF8.self)
        #expect(text == String(repeating: "[", count: 5000) + "1" + String(repeating: "]", count: 5000))
    }
}

extension ArchiveValue {
    /// Strings and keys without U+FEFF, which Foundation on Linux drops from the start of strings.
    func withoutByteOrderMarks() -> ArchiveValue {
        switch self {
        case .string(let string): return .string(string.replacingOccurrences(of: "\u{FEFF}", with: ""))
        case .array(let elements): return .array(elements.map { $0.withoutByteOrderMarks() })
        case .dictionary(let members):
            return .dictionary(
                OrderedDictionary(
                    members.map {
                        ($0.key.replacingOccurrences(of: "\u{FEFF}", with: ""), $0.value.withoutByteOrderMarks())
                    },
                    uniquingKeysWith: { first, _ in first }))
        default: return self
        }
    }

    /// What JSON gives back for the value: dates and data as the strings they are written as.
    func asWrittenInJSON() -> ArchiveValue {
        switch self {
        case .date(let date): return .string(ArchiveDateText.string(from: date) ?? "")
        case .data(let data): return .string(data.base64EncodedString())
        case .array(let elements): return .array(elements.map { $0.asWrittenInJSON() })
        case .dictionary(let members): return .dictionary(members.mapValues { $0.asWrittenInJSON() })
        default: return self
        }
    }
}
