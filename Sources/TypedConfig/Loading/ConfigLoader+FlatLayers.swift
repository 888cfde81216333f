import CaseConventions
import Foundation

extension ConfigLoader {
    /// `.env`, `.env.{profile}` for each profile, the process environment and the command line,
    /// lowest first.
    func flatLayers() -> (layers: [FlatLayer], problems: [ConfigProblem]) {
        var layers: [FlatLayer] = []
        var problems: [ConfigProblem] = []
        if options.readsDotEnvFiles {
            var names = [".env"]
            names += profiles.map { ".env." + $0 }
            for name in names {
                let url = directory.appending(path: name)
                guard FileManager.default.fileExists(atPath: url.path) else { continue }
                let (layer, layerProblems) = dotEnvLayer(at: url)
                problems += layerProblems
                if let layer { layers.append(layer) }
            }
        }
        layers.append(environmentLayer())
        let (commandLine, commandLineProblems) = commandLineLayer()
        layers.append(commandLine)
        problems += commandLineProblems
        return (layers, problems)
    }

    /// The canonical key path an environment-style name stands for, or nil when it lacks the prefix
    /// (`prefixWithSeparator`: the prefix and `_`, or empty for none).
    private func canonicalName(ofVariable name: String, prefixWithSeparator: String) -> String? {
        guard !prefixWithSeparator.isEmpty else { return KeyWords.canonical(name) }
        guard name.utf8.count > prefixWithSeparator.utf8.count, name.hasPrefix(prefixWithSeparator) else { return nil }
        return KeyWords.canonical(Substring(name.utf8.dropFirst(prefixWithSeparator.utf8.count)))
    }

    private var prefixWithSeparator: String {
        options.environmentPrefix.map { $0.isEmpty ? "" : $0 + "_" } ?? ""
    }

    /// Every variable under the prefix, except those that name the environment (`APP_ENV`).
    private func environmentLayer() -> FlatLayer {
        let prefix = prefixWithSeparator
        let entries = environmentVariables.compactMap { name, value in
            options.environmentNameVariables.contains(name)
                ? nil
                : canonicalName(ofVariable: name, prefixWithSeparator: prefix).map {
                    (
                        name: name, canonical: $0, value: String?.some(value),
                        source: ConfigSource.environmentVariable(name)
                    )
                }
        }
        return FlatLayer(
            kind: .environment, environmentPrefix: options.environmentPrefix ?? "", entries: entries,
            reportsUnknownNames: !(options.environmentPrefix ?? "").isEmpty)
    }

    private func dotEnvLayer(at url: URL) -> (FlatLayer?, [ConfigProblem]) {
        let path = url.path
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            return (
                nil,
                [
                    .unreadableFile(
                        path, reason: "the file cannot be read as UTF-8 text (\(error.localizedDescription))")
                ]
            )
        }
        let parsed = DotEnvFile.parse(text, path: path, badLines: options.dotEnvBadLines)
        var problems = parsed.problems
        var entries: [(name: String, canonical: String, value: String?, source: ConfigSource)] = []
        // A bare NAME sets nothing: the layers below keep their value, as with python-dotenv's load_dotenv.
        for entry in parsed.entries {
            guard let value = entry.value else { continue }
            let source = ConfigSource.dotEnvFile(
                path: path, variable: entry.name, line: entry.line, column: entry.column)
            guard let canonical = canonicalName(ofVariable: entry.name, prefixWithSeparator: prefixWithSeparator) else {
                problems.append(
                    ConfigProblem(
                        kind: .unknownKey, severity: options.unknownKeySeverity, keyPath: "", source: source,
                        reason: "the name does not start with the prefix \(options.environmentPrefix ?? "")_"))
                continue
            }
            entries.append((entry.name, canonical, value, source))
        }
        let layer = FlatLayer(
            kind: .dotEnvFile, environmentPrefix: options.environmentPrefix ?? "", entries: entries,
            reportsUnknownNames: true)
        return (layer, problems)
    }

    private func commandLineLayer() -> (FlatLayer, [ConfigProblem]) {
        var given = parsedOptions ?? []
        var problems: [ConfigProblem] = []
        if parsedOptions == nil {
            // `parse` counts the arguments after the program's name; reports count from the name.
            let parsed = CommandLineOptions.parse(Array(arguments.dropFirst()))
            given = parsed.options.map { option in
                var option = option
                option.argumentIndex += 1
                return option
            }
            problems = parsed.problems.map { problem in
                ConfigProblem(
                    kind: .unknownKey, severity: options.unknownKeySeverity, keyPath: "",
                    source: .commandLine(flag: problem.argument, argumentIndex: problem.argumentIndex + 1),
                    reason: problem.message)
            }
        }
        let entries = given.map { option in
            (
                name: option.flag, canonical: KeyWords.canonical(option.name), value: option.value,
                source: ConfigSource.commandLine(flag: option.flag, argumentIndex: option.argumentIndex)
            )
        }
        return (FlatLayer(kind: .commandLine, entries: entries, reportsUnknownNames: true), problems)
    }
}
