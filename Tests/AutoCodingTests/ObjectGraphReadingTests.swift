import AutoCoding
import Foundation
import Testing

@testable import AutoCoding

/// The classes of ``ObjectGraphArchives/foundationOutline``.
@AutoCodable final class OutlineFolder {
    var name = ""
    var children: [OutlineFolder] = []
    weak var parent: OutlineFolder?
    var label: OutlineLabel?
}

@AutoCodable final class OutlineLabel {
    var title = ""
}

/// The classes of ``ObjectGraphArchives/handMadeTeam``.
@AutoCodable final class Team {
    var name = ""
    var members: [TeamMember] = []
    var lead: TeamMember?
}

@AutoCodable final class TeamMember {
    var name = ""
    var age = 0
    weak var team: Team?
    weak var buddy: TeamMember?
}

/// A back reference into a property that cannot be left for later: it must be in the archive.
@AutoCodable final class StrictChild {
    var name = ""
    var owner: StrictOwner
}

@AutoCodable final class StrictOwner {
    var child: StrictChild?
    var constantChild: ConstantChild?
}

/// A back reference into a constant, which only the initializer sets.
@AutoCodable final class ConstantChild {
    let owner: StrictOwner?
}

/// Keyed archives keep the identity of their objects: two references to one archived object
/// become one instance, and references back to an object that contains them are set once it is complete.
@Suite struct ObjectGraphReadingTests {
    init() {
        Archive.register(OutlineFolder.self, as: "OutlineFolder", "Outline.Folder")
        Archive.register(OutlineLabel.self, as: "OutlineLabel", "Outline.Label")
        Archive.register(Team.self, as: "Team")
        Archive.register(TeamMember.self, as: "TeamMember", "Person")
        Archive.register(StrictChild.self, as: "StrictChild")
        Archive.register(StrictOwner.self, as: "StrictOwner")
        Archive.register(ConstantChild.self, as: "ConstantChild")
    }

    @Test func foundationsArchiveOfAGraphKeepsSharedObjectsAndCycles() throws {
        let root = try OutlineFolder.load(from: ObjectGraphArchives.foundationOutline)
        #expect(root.name == "root")
        #expect(root.parent == nil)
        #expect(root.children.map(\.name) == ["a", "b"])
        let (a, b) = (root.children[0], root.children[1])
        #expect(a.parent === root)
        #expect(b.parent === root)
        #expect(a.label?.title == "red")
        #expect(a.label === b.label)
        #expect(a.children.isEmpty && b.children.isEmpty)
    }

    @Test func theHandMadeArchiveKeepsSharedObjectsAndCyclesAmongSiblings() throws {
        let team = try Team.load(from: ObjectGraphArchives.handMadeTeam)
        #expect(team.name == "Core")
        #expect(team.members.map(\.name) == ["Ada", "Bob"])
        #expect(team.members.map(\.age) == [36, 41])
        let (ada, bob) = (team.members[0], team.members[1])
        #expect(team.lead === ada)
        #expect(ada.team === team)
        #expect(bob.team === team)
        #expect(ada.buddy === bob)
        #expect(bob.buddy === ada)
    }

    @Test func loadingWithoutADeclaredTypeKeepsIdentityToo() throws {
        let root = try #require(try Archive.load(from: ObjectGraphArchives.foundationOutline) as? OutlineFolder)
        #expect(root.children.allSatisfy { $0.parent === root })
        #expect(root.children[0].label === root.children[1].label)
    }

    @Test func mergingIntoAnInstanceMakesItTheTargetOfReferencesBackToTheRoot() throws {
        let team = Team()
        try team.merge(from: ObjectGraphArchives.handMadeTeam)
        #expect(team.members.map(\.name) == ["Ada", "Bob"])
        #expect(team.members.allSatisfy { $0.team === team })
    }

    /// A back reference into a property that the initializer must set cannot wait for its object.
    @Test func aCycleThroughAPropertyWithoutADefaultIsRefusedWithItsPath() throws {
        let archive = try HandBuiltKeyedArchive.data(objects: [
            .dictionary(["$class": .uid(3), "child": .uid(2)]),
            .dictionary(["$class": .uid(4), "name": .string("x"), "owner": .uid(1)]),
            .dictionary(["$classname": .string("StrictOwner")]),
            .dictionary(["$classname": .string("StrictChild")]),
        ])
        #expect(
            HandBuiltKeyedArchive.errorText { try StrictOwner.load(from: archive) }
                == "Invalid value at 'child.owner': it refers back to a StrictOwner at the root, which contains it "
                + "and is not complete yet; a reference that closes a cycle can only be set afterwards, and it is "
                + "not an optional property, or one with an initial value, of a registered AutoCodable class: "
                + "declare it as an optional var (such as 'weak var parent: Node?')")
    }

    @Test func aCycleThroughAConstantIsRefusedWithItsPath() throws {
        let archive = try HandBuiltKeyedArchive.data(objects: [
            .dictionary(["$class": .uid(3), "constantChild": .uid(2)]),
            .dictionary(["$class": .uid(4), "owner": .uid(1)]),
            .dictionary(["$classname": .string("StrictOwner")]),
            .dictionary(["$classname": .string("ConstantChild")]),
        ])
        #expect(
            HandBuiltKeyedArchive.errorText { try StrictOwner.load(from: archive) }
                == "Invalid value at 'constantChild.owner': it refers back to a StrictOwner at the root, which "
                + "contains it and is not complete yet; a reference that closes a cycle can only be set afterwards, "
                + "and its property is a constant, which only the initializer sets: declare it as an optional var "
                + "(such as 'weak var parent: Node?')")
    }

    /// 60 folders, each holding the next twice: 2⁶⁰ folders as a tree, 60 as a graph.
    @Test func sharedObjectsAreDecodedOncePerType() throws {
        let folders = 60
        // Folders are objects 1…60, their class 61, the NSArray class 62, and the children of
        // folder n the array at 62 + n (the last folder's is empty).
        let folderClass = ArchiveValue.uid(UInt64(folders + 1)), arrayClass = ArchiveValue.uid(UInt64(folders + 2))
        var objects: [ArchiveValue] = (1...folders).map { folder in
            .dictionary([
                "$class": folderClass, "name": .string("\(folder)"), "children": .uid(UInt64(folders + 2 + folder)),
            ])
        }
        objects.append(.dictionary(["$classname": .string("OutlineFolder")]))
        objects.append(.dictionary(["$classname": .string("NSArray")]))
        for folder in 1...folders {
            let next = ArchiveValue.uid(UInt64(folder + 1))
            objects.append(
                .dictionary(["$class": arrayClass, "NS.objects": .array(folder < folders ? [next, next] : [])]))
        }
        let data = try HandBuiltKeyedArchive.data(objects: objects)
        let document = try #require(try ArchiveReader.read(data, limits: ArchiveLimits()))
        let decoder = document.decoder(limits: ArchiveLimits())
        let root = try decoder.decode(OutlineFolder.self, from: document.value)
        #expect(decoder.graph?.decodedObjects == folders)
        var folder = root
        for _ in 1..<folders {
            #expect(folder.children.count == 2)
            #expect(folder.children[0] === folder.children[1])
            folder = folder.children[0]
        }
        #expect(folder.name == "\(folders)" && folder.children.isEmpty)
    }
}
