import KeyCoding

@Keyed struct Member { var name = ""; var isActive = false }
@Keyed final class Team { var byRole = ["lead": Member(name: "Ada"), "reviewer": Member(name: "Grace")] }

let team = Team()
let lead = try team.value(forKeyPath: "byRole.lead.name")             // "Ada": the "lead" entry
try team.setValue(true, forKeyPath: "byRole.reviewer.isActive")       // that entry only
try team.setValue(Member(name: "Lin"), forKeyPath: "byRole.tester")   // a new entry
try team.setValue(true, forKeyPath: "byRole.@each.isActive")          // every value
let count = try team.value(forKeyPath: "byRole.@count")               // Int: 3
// snippet.hide
precondition(lead as? String == "Ada", "\(String(describing: lead))")
precondition(team.byRole["tester"]?.name == "Lin", "\(team.byRole)")
precondition(team.byRole.values.allSatisfy { $0.isActive }, "\(team.byRole)")
precondition(count as? Int == 3, "\(String(describing: count))")
