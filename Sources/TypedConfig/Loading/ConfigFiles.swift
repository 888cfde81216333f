import Configuration
import Foundation
import SystemPackage

/// The configuration files of one load, lowest layer first, with the problems found reading them.
struct ConfigFiles: Sendable {
    var contents: [ConfigFileContent] = []
    var problems: [ConfigProblem] = []
}

/// One candidate file: a level (`config.production`) in one format.
struct ConfigFileCandidate: Sendable {
    let url: URL
    let format: ConfigFileFormat

    var parsingOptions: ConfigFileSnapshot.ParsingOptions {
        ConfigFileSnapshot.ParsingOptions(path: url.path, format: format)
    }
}

extension ConfigLoader {
    /// The candidate files of each level, lowest level first: one level per profile, in the order
    /// the profiles are named.
    var candidateLevels: [[ConfigFileCandidate]] {
        var names = [options.fileBaseName, options.fileBaseName + ".default"]
        for profile in profiles where !names.contains(options.fileBaseName + "." + profile) {
            names.append(options.fileBaseName + "." + profile)
        }
        return names.map { name in
            ConfigFileFormat.allCases.map { format in
                ConfigFileCandidate(url: directory.appending(path: name + "." + format.rawValue), format: format)
            }
        }
    }

    /// Reads every candidate through swift-configuration's `FileProvider`.
    func readFiles() async -> ConfigFiles {
        var levels: [[ConfigFileContent]] = []
        var problems: [ConfigProblem] = []
        for level in candidateLevels {
            var found: [ConfigFileContent] = []
            // Most candidates are absent; a stat is cheaper than setting up a provider to find that out.
            for candidate in level where FileManager.default.fileExists(atPath: candidate.url.path) {
                do {
                    let provider = try await FileProvider<ConfigFileSnapshot>(
                        parsingOptions: candidate.parsingOptions, filePath: FilePath(candidate.url.path),
                        allowMissing: true)
                    if let snapshot = provider.snapshot() as? ConfigFileSnapshot { found.append(snapshot.content) }
                } catch {
                    problems.append(
                        .unreadableFile(candidate.url.path, reason: "the file cannot be read (\(error))"))
                }
            }
            levels.append(found)
        }
        return selectFiles(levels, problems: problems)
    }

    /// Applies ``Options/fileSelection`` to the files found at each level (lowest first).
    func selectFiles(_ levels: [[ConfigFileContent]], problems: [ConfigProblem]) -> ConfigFiles {
        var files = ConfigFiles(problems: problems)
        for level in levels where level.count > 1 {
            let names = level.map { URL(filePath: $0.path).lastPathComponent }
            files.problems.append(
                .unreadableFile(
                    level[0].path, reason: "\(names.joined(separator: " and ")) are both at this level; keep one"))
        }
        let chosen = levels.compactMap(\.first)
        switch options.fileSelection {
        case .mergeAll: files.contents = chosen
        case .firstFound: files.contents = chosen.last.map { [$0] } ?? []
        }
        for content in files.contents { if let problem = content.problem { files.problems.append(problem) } }
        return files
    }
}
