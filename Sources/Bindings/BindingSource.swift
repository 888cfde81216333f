import KeyCoding
import Observation

/// One data path of one holder's data object, read once for all the bindings that show it: ten
/// thousand labels bound to the same model property cost one read and one observation per change.
final class BindingSource {
    private(set) weak var holder: (any BindingNode)?
    let keys: [String]
    /// The keys as one key path, as KeyCoding reads it.
    private let keyPath: String
    /// Raised on every read, so that change handlers of earlier reads are recognised as stale.
    private(set) var generation = 0
    /// Keyed by identity, so that adding and removing one of ten thousand bindings stays cheap.
    private var bindings: [ObjectIdentifier: WeakBinding] = [:]

    init(holder: any BindingNode, keys: [String]) {
        self.holder = holder
        self.keys = keys
        keyPath = keys.joined(separator: ".")
    }

    var isEmpty: Bool { bindings.isEmpty }

    func add(_ binding: Binding) {
        bindings[ObjectIdentifier(binding)] = WeakBinding(binding: binding)
    }

    /// Called when a binding moves elsewhere, is replaced, or is released.
    func remove(_ binding: Binding) {
        bindings[ObjectIdentifier(binding)] = nil
    }

    /// Reads the value again and applies it to every binding but `skipped` (the two-way binding
    /// whose view holds the edit just written, as the user typed it).
    func update(skipping skipped: Binding? = nil) {
        let value = read()
        for entry in bindings.values where entry.binding !== skipped { entry.binding?.apply(value) }
    }

    /// Applies the current value to one binding, as when it was just made or moved here. The
    /// source's observation, if it has one, already covers it: ten thousand bindings made on one
    /// source register one observation, not ten thousand.
    func update(_ binding: Binding) {
        guard isObserving, let data = holder?.dataObject else { return binding.apply(read()) }
        binding.apply(readValue(from: data))
    }

    /// Whether an observation registered by the last read is still the current one. A change
    /// handler that fired since then has queued this source, whose next ``update()`` reads and
    /// observes again.
    private var isObserving = false

    /// The value at the data path, observed so that a change to any `@Observable` object along the
    /// way (the property, or an object in the middle being replaced) queues this source again.
    private func read() -> SourceValue {
        generation &+= 1
        isObserving = false
        guard let data = holder?.dataObject else { return .noDataObject }
        isObserving = true
        let pending = PendingSource(self)
        return withObservationTracking {
            readValue(from: data)
        } onChange: {
            BindingUpdates.enqueue(pending)
        }
    }

    /// Reads through KeyCoding's key-path walk, so that a data path takes what any key path takes
    /// (collection operators, a dictionary's entries) and, under ``read()``'s tracking, observes
    /// every object along the way.
    private func readValue(from data: any KeyCodable) -> SourceValue {
        guard !keys.isEmpty else { return .some(data, dataType: type(of: data)) }
        do {
            return .some(try data.value(forKeyPath: keyPath).flatMap(flattenOptional), dataType: type(of: data))
        } catch {
            return .failed(String(describing: error))
        }
    }
}

/// What a source read: a value (nil when a step was nil), no data object, or a failure.
enum SourceValue {
    case noDataObject
    case some(Any?, dataType: any KeyCodable.Type)
    case failed(String)
}
