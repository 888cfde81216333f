/// The file formats a configuration layer may be written in, told apart by extension.
enum ConfigFileFormat: String, CaseIterable, Sendable {
    case json, yaml, yml, plist

    /// The order in which a layer's candidate files are looked for.
    static let searchOrder: [ConfigFileFormat] = [.json, .yaml, .yml, .plist]
}
