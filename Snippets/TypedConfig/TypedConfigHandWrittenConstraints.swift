import TypedConfig

struct Pool: Decodable, ValidatedConfig {
    var size: Int
    static let propertyConstraints = [ConfigPropertyConstraints(\Pool.size, key: "size", .range(1...))]
}
// snippet.hide
precondition(Pool.propertyConstraints.map(\.expectations) == [["at least 1"]])
