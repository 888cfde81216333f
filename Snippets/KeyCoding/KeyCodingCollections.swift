import KeyCoding

@Keyed struct Member { var name = ""; var isActive = false }
@Keyed final class Team { var members = [Member(name: "Ada"), Member(name: "Grace")] }

let team = Team()
try team.setValue(true, forKeyPath: "members.isActive")       // every member
let names = try team.value(forKeyPath: "members.name")        // [Any?]: ["Ada", "Grace"]
let count = try team.value(forKeyPath: "members.@count")      // Int: 2
// snippet.hide
precondition(team.members.allSatisfy(\.isActive), "\(team.members)")
precondition((names as? [Any?])?.compactMap { $0 as? String } == ["Ada", "Grace"], "\(String(describing: names))")
precondition(count as? Int == 2, "\(String(describing: count))")
