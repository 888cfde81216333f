import KeyCoding
import Observation

@Observable @Keyed final class Origin { var country = "Spain" }
@Observable @Keyed final class Fruit { var origin = Origin() }

let fruit = Fruit()
var countries: [String?] = []
for try await country in try fruit.observe("origin.country", as: String.self) {
    countries.append(country)                       // "Spain", then "Peru"
    if countries.count == 2 { break }
    fruit.origin = Origin()                         // the object in the middle is replaced
    fruit.origin.country = "Peru"                   // in the same turn: one new value
}
// snippet.hide
precondition(countries == ["Spain", "Peru"], "\(countries)")
