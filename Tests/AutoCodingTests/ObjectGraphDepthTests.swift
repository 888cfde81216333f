import AutoCoding
import DocumentReading
import Foundation
import OrderedCollections
import Testing

@AutoCodable final class ChainLink {
    var number = 0
    var next: ChainLink?
}

@Suite struct ObjectGraphDepthTests {
    static func chain(_ count: Int) -> ChainLink {
        let first = ChainLink()
        var last = first
        for number in 1..<count {
            let link = ChainLink()
            link.number = number
            last.next = link
            last = link
        }
        return first
    }

    /// A keyed archive of `count` objects, each pointing to the next, laid out as NSKeyedArchiver
    /// writes them: a ChainLink's `next` refers to the next link; a ListNode's `rest` to an NSArray
    /// holding the next node.
    static func chainArchive(_ count: Int, throughArrays: Bool = false) throws -> Data {
        let perLink = throughArrays ? 2 : 1
        let linkClass = UInt64(count * perLink + 1)
        var objects: [ArchiveValue] = [.string("$null")]
        for number in 0..<count {
            let nextLink = UInt64(1 + (number + 1) * perLink)
            let isLast = number + 1 == count
            if throughArrays {
                objects.append(
                    .dictionary(
                        isLast ? ["$class": .uid(linkClass)] : ["$class": .uid(linkClass), "rest": .uid(nextLink - 1)]))
                if !isLast {
                    objects.append(
                        .dictionary(["$class": .uid(linkClass + 1), "NS.objects": .array([.uid(nextLink)])]))
                } else {
                    objects.append(.string("unused"))
                }
            } else {
                var link: OrderedDictionary<String, ArchiveValue> = [
                    "$class": .uid(linkClass), "number": .integer(Int64(number)),
                ]
                if !isLast { link["next"] = .uid(nextLink) }
                objects.append(.dictionary(link))
            }
        }
        let name = throughArrays ? "ListNode" : "ChainLink"
        objects.append(
            .dictionary(["$classname": .string(name), "$classes": .array([.string(name), .string("NSObject")])]))
        objects.append(
            .dictionary([
                "$classname": .string("NSArray"), "$classes": .array([.string("NSArray"), .string("NSObject")]),
            ]))
        let archive: ArchiveValue = .dictionary([
            "$version": .integer(100_000), "$archiver": .string("NSKeyedArchiver"),
            "$top": .dictionary(["root": .uid(1)]), "$objects": .array(objects),
        ])
        return try BinaryPropertyList.write(archive)
    }

    /// The links' numbers, releasing each link as it goes: releasing the first of a long list at
    /// once would release the rest recursively, which is Swift's, not the reader's, deep recursion.
    private static func numbers(releasing first: inout ChainLink?) -> [Int] {
        var numbers: [Int] = []
        while let current = first {
            numbers.append(current.number)
            first = current.next
        }
        return numbers
    }

    private static func numbers(loading data: Data) throws -> [Int] {
        var first: ChainLink? = try ChainLink.load(from: data)
        return numbers(releasing: &first)
    }

    /// References are not nesting: Apple's unarchiver reads a linked list of any length, and Loom
    /// reads the lists it writes.
    @Test func aLinkedListOf600ObjectsIsWrittenAndRead() throws {
        Archive.register(ChainLink.self)
        let written = try Self.chain(600).archivedData(format: .keyedArchive)
        #expect(try Self.numbers(loading: written) == Array(0..<600))
        #expect(try Self.numbers(loading: Self.chainArchive(600)) == Array(0..<600))
        var copy: ChainLink? = try Self.chain(600).copy()
        #expect(Self.numbers(releasing: &copy) == Array(0..<600))
    }

    /// A reference met 512 levels in is set once its owner is complete, from the outermost object,
    /// so the stack a chain takes does not grow with its length, and its key paths are not copied
    /// at each link: 20,000 links, 40 times the depth limit.
    @Test func aLongChainIsRead() throws {
        Archive.register(ChainLink.self)
        #expect(try Self.numbers(loading: Self.chainArchive(20_000)) == Array(0..<20_000))
    }

    /// Encoding recurses once per level before any writer counts depth, so a chain of 3,000
    /// objects overflowed a task's stack (a crash, in every format); now the encoder refuses
    /// what is nested deeper than ``depthLimit`` with an error, and a keyed archive of a shorter
    /// chain is still written.
    @Test func aChainDeeperThanTheEncoderGoesIsAnErrorNotACrash() throws {
        Archive.register(ChainLink.self)
        var chain: ChainLink? = Self.chain(3_000)
        defer { _ = Self.numbers(releasing: &chain) }
        let path = Array(repeating: "next", count: 1_025).joined(separator: ".")
        let expected =
            "Invalid value at '\(path)': it is nested more than 1024 levels deep, deeper than Loom encodes (a chain of objects or containers that long)"
        for format in [ArchiveFormat.keyedArchive, .json, .binaryPropertyList] {
            let error = #expect(throws: ArchiveError.self) { try chain?.archivedData(format: format) }
            #expect(error?.description == expected, "\(format)")
        }
        let copying = #expect(throws: ArchiveError.self) { try chain?.copy() }
        #expect(copying?.description == expected)
        var shorter: ChainLink? = Self.chain(1_000)
        defer { _ = Self.numbers(releasing: &shorter) }
        let written = try #require(try shorter?.archivedData(format: .keyedArchive))
        #expect(try Self.numbers(loading: written) == Array(0..<1_000))
    }

    /// Nesting that cannot be set afterwards (an array element) still counts toward maximumDepth,
    /// when writing and when reading. The writer refuses the array inside the 256th node and the
    /// reader the node inside it: the same file, a key apart. (400 nodes: a list of more than 512
    /// nests deeper than the encoder goes, which refuses it before any writer sees it.)
    @Test func nestingThroughArraysIsRefusedWhenWritingAndReading() throws {
        Archive.register(ListNode.self)
        let path = Array(repeating: "rest[0]", count: 256).joined(separator: ".")
        let writing = #expect(throws: ArchiveError.self) { try ListNode.list(400).archivedData(format: .keyedArchive) }
        #expect(
            writing?.description
                == "Nesting deeper than 512 levels at '\(path).rest'; raise ArchiveLimits.maximumDepth to accept it")
        let reading = #expect(throws: ArchiveError.self) {
            try ListNode.load(from: Self.chainArchive(400, throughArrays: true))
        }
        #expect(
            reading?.description
                == "Nesting deeper than 512 levels at '\(path)'; raise ArchiveLimits.maximumDepth to accept it")
    }
}

@AutoCodable final class ListNode {
    var rest: [ListNode] = []

    static func list(_ count: Int) -> ListNode {
        let first = ListNode()
        var last = first
        for _ in 1..<count {
            let node = ListNode()
            last.rest = [node]
            last = node
        }
        return first
    }
}
