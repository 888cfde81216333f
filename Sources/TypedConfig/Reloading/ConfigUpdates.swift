import Configuration
import SystemPackage

/// A configuration that is loaded again whenever one of its files changes.
///
/// The first element is the configuration as it is now; each later one follows a change to a
/// configuration file (created, edited or removed), found by swift-configuration's
/// `ReloadingFileProvider`, which checks the files' modification times every `pollInterval` and
/// at once on `SIGHUP`. A change that breaks the configuration yields a ``ConfigError`` and the
/// sequence goes on, so the next good edit is picked up. Each reload also reads the `.env` files
/// again; the environment variables and command line are the loader's. Warnings travel in each
/// ``LoadedConfig`` instead of going to the warning handler.
///
/// ```swift
/// for await update in loader.updates(AppConfig.self, pollInterval: .seconds(5)) {
///     switch update {
///     case .success(let loaded): server.apply(loaded.value)
///     case .failure(let error): logger.error("configuration not applied: \(error)")
///     }
/// }
/// ```
///
/// Stopping the iteration (breaking out, or cancelling its task) stops watching the files.
public struct ConfigUpdates<Value: Decodable & Sendable>: AsyncSequence, Sendable {
    public typealias Element = Result<LoadedConfig<Value>, ConfigError>
    public typealias AsyncIterator = AsyncStream<Element>.Iterator

    let loader: ConfigLoader
    let pollInterval: Duration

    public func makeAsyncIterator() -> AsyncStream<Element>.Iterator {
        let (stream, continuation) = AsyncStream<Element>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let loader = loader
        let pollInterval = pollInterval
        let task = Task {
            await Self.watch(loader: loader, pollInterval: pollInterval, into: continuation)
            continuation.finish()
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream.makeAsyncIterator()
    }

    private static func watch(
        loader: ConfigLoader, pollInterval: Duration, into continuation: AsyncStream<Element>.Continuation
    ) async {
        let levels: [[ReloadingFileProvider<ConfigFileSnapshot>]]
        do {
            levels = try await loader.reloadingProviders(pollInterval: pollInterval)
        } catch {
            continuation.yield(.failure(error))
            return
        }
        let current = {
            let contents = levels.map { level in
                level.compactMap { ($0.snapshot() as? ConfigFileSnapshot)?.content }
            }
            let files = loader.selectFiles(contents, problems: [])
            return Result { () throws(ConfigError) in try loader.decode(Value.self, files: files) }
        }
        continuation.yield(current())
        let (changes, changed) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        await withTaskGroup(of: Void.self) { group in
            for provider in levels.joined() {
                group.addTask { try? await provider.run() }
                group.addTask {
                    _ = try? await provider.watchSnapshot { updates in
                        // The first snapshot is the one already loaded.
                        for await _ in updates.dropFirst() { changed.yield() }
                    }
                }
            }
            for await _ in changes { continuation.yield(current()) }
            group.cancelAll()
        }
    }
}

extension ConfigLoader {
    /// Loads the configuration now and again after every change to its files.
    ///
    /// ```swift
    /// for await update in loader.updates(AppConfig.self) {
    ///     if case .success(let loaded) = update { apply(loaded.value) }
    /// }
    /// ```
    public func updates<T: Decodable & Sendable>(
        _ type: T.Type, pollInterval: Duration = .seconds(15)
    )
        -> ConfigUpdates<T>
    {
        ConfigUpdates(loader: self, pollInterval: pollInterval)
    }

    /// A reloading provider for every candidate file, present or not, so that a file created later
    /// is picked up too.
    func reloadingProviders(
        pollInterval: Duration
    ) async throws(ConfigError)
        -> [[ReloadingFileProvider<ConfigFileSnapshot>]]
    {
        var levels: [[ReloadingFileProvider<ConfigFileSnapshot>]] = []
        for level in candidateLevels {
            var providers: [ReloadingFileProvider<ConfigFileSnapshot>] = []
            for candidate in level {
                do {
                    providers.append(
                        try await ReloadingFileProvider<ConfigFileSnapshot>(
                            parsingOptions: candidate.parsingOptions, filePath: FilePath(candidate.url.path),
                            allowMissing: true, pollInterval: pollInterval))
                } catch {
                    throw ConfigError(problems: [
                        .unreadableFile(candidate.url.path, reason: "the file cannot be watched (\(error))")
                    ])
                }
            }
            levels.append(providers)
        }
        return levels
    }
}
