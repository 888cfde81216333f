import Configuration
import Foundation

extension ConfigLoader {
    /// The loader's own layers, which an added layer is placed above.
    public enum StandardLayer: Int, Hashable, Sendable, CaseIterable {
        /// The configuration files (`config.*`, `config.default.*`, `config.{environment}.*`).
        case files
        /// `.env` and `.env.{environment}`.
        case dotEnvFiles
        /// The process environment.
        case environment
        /// Command-line options: a layer added above them is the highest of all.
        case commandLine
    }

    /// A layer that the loader does not find by itself: any swift-configuration `ConfigProvider`, or a
    /// directory of secret files.
    ///
    /// ```swift
    /// let loader = ConfigLoader(directory: URL(filePath: "Config"))
    ///     .addingLayer(.secretsDirectory(URL(filePath: "/run/secrets")), above: .files)
    ///     .addingLayer(.provider(InMemoryProvider(name: "overrides", values: ["timeout": "5s"])), above: .commandLine)
    /// ```
    public struct Layer: Sendable {
        enum Source: Sendable {
            case provider(any ConfigProvider)
            case secretsDirectory(URL)
        }

        let source: Source

        /// A swift-configuration provider. It cannot list its keys, so it is asked for each key the
        /// type reads, by the property names as written (`baseURL`), then in snake case (`base_url`)
        /// when that differs; a list property takes an array value. Its values convert like any other
        /// layer's, and reports name it by its `providerName` and the key it answered for.
        ///
        /// ```swift
        /// .provider(InMemoryProvider(name: "vault", values: ["database.password": ConfigValue("s3cret", isSecret: true)]))
        /// ```
        public static func provider(_ provider: some ConfigProvider) -> Layer {
            Layer(source: .provider(provider))
        }

        /// A directory with one file per key, as Docker and Kubernetes mount secrets
        /// (`/run/secrets/database_password`): the file's content is the value, less one trailing line
        /// break. A key path's parts are joined by `_` to name its file (`database.password` is the file
        /// `database_password`), spelled as the properties are, then in snake case (`apiKey`, then
        /// `api_key`). Every value is secret: reports never repeat it, whatever the property's type.
        ///
        /// ```swift
        /// .secretsDirectory(URL(filePath: "/run/secrets"))
        /// ```
        public static func secretsDirectory(_ directory: URL) -> Layer {
            Layer(source: .secretsDirectory(directory))
        }
    }

    /// This loader with `layer` just above `standardLayer` (and above the layers already added there).
    ///
    /// ```swift
    /// let loader = ConfigLoader(directory: URL(filePath: "Config"))
    ///     .addingLayer(.secretsDirectory(URL(filePath: "/run/secrets")), above: .files)
    /// ```
    ///
    /// Added layers sit at or above the configuration files. They give the values the type asks
    /// for, so a dictionary's keys, or an optional struct that no other layer gives, come only from
    /// the other layers, and a key an added layer holds that nothing reads is not reported.
    public func addingLayer(_ layer: Layer, above standardLayer: StandardLayer) -> ConfigLoader {
        var loader = self
        loader.addedLayers.append(AddedLayer(layer: layer, position: standardLayer))
        return loader
    }

    /// `flat`, the `.env` files, environment and command line, with the added layers between them.
    func stackingAddedLayers(onto flat: [FlatLayer]) -> [FlatLayer] {
        guard !addedLayers.isEmpty else { return flat }
        func added(above position: StandardLayer) -> [FlatLayer] {
            addedLayers.filter { $0.position == position }.map { added in
                var layer = FlatLayer(kind: .added, entries: [], reportsUnknownNames: false)
                layer.lookup = AddedLayerLookup(added.layer.source)
                return layer
            }
        }
        var stacked = added(above: .files)
        var dotEnvFilesDone = false
        for layer in flat {
            if !dotEnvFilesDone, layer.kind != .dotEnvFile {
                stacked += added(above: .dotEnvFiles)
                dotEnvFilesDone = true
            }
            stacked.append(layer)
            switch layer.kind {
            case .environment: stacked += added(above: .environment)
            case .commandLine: stacked += added(above: .commandLine)
            case .dotEnvFile, .added: break
            }
        }
        return stacked
    }
}

/// A layer added to a loader, and the standard layer it sits just above.
struct AddedLayer: Sendable {
    let layer: ConfigLoader.Layer
    let position: ConfigLoader.StandardLayer
}
