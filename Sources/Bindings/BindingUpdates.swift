import Synchronization

/// Model changes waiting to reach their views.
///
/// Observation reports a change before it is made, so a changed source is queued and read
/// afterwards, once however many of its properties changed: one model change updates each bound
/// view once. Nobody has to pump the queue: it is applied on the main actor's next turn, where
/// views live, whichever thread or task changed the model; while TerminalUI's application runs,
/// its loop applies it instead, before it draws each frame (see ``setPendingHandler(_:)``). Call
/// ``applyPending()`` to apply it now.
///
/// ```swift
/// fruit.name = "pear"              // an @Observable model bound to 10,000 labels
/// // on the main actor's next turn, every label shows "pear"; or now:
/// BindingUpdates.applyPending()
/// ```
public enum BindingUpdates {
    private static let queue = Mutex<[PendingSource]>([])

    /// Whether a model change is waiting to be applied.
    ///
    /// ```swift
    /// if BindingUpdates.hasPending { BindingUpdates.applyPending() }
    /// ```
    public static var hasPending: Bool { queue.withLock { !$0.isEmpty } }

    /// Reads every changed source again and updates its bound views, on the main actor, where views
    /// live and where queued changes are also applied by themselves. Changes made while applying
    /// are applied too. Then reports each binding whose `@rootview` was found without a data
    /// object since the last call and still has none (``BindingError/Kind/noDataObject``):
    /// waiting until here lets code set the data object
    /// just after making the binding or showing the screen, as a view controller does in
    /// `viewDidLoad`, without a false report.
    ///
    /// ```swift
    /// BindingUpdates.applyPending()
    /// ```
    @MainActor
    public static func applyPending() {
        applyPendingSources()
        let bindings = missingDataObjects.withLock { queue in
            defer { queue.removeAll(keepingCapacity: true) }
            return queue
        }
        var seen = Set<ObjectIdentifier>()
        for item in bindings {
            guard let binding = item.binding, seen.insert(ObjectIdentifier(binding)).inserted else { continue }
            binding.reportMissingDataObject()
        }
    }

    private static func applyPendingSources() {
        // A bound view's update may change a model again; the loop takes those too, with a bound
        // on rounds so that two bindings feeding each other cannot loop forever.
        for _ in 0..<100 {
            let pending = queue.withLock { queue in
                defer { queue.removeAll(keepingCapacity: true) }
                return queue
            }
            guard !pending.isEmpty else { return }
            var seen = Set<ObjectIdentifier>()
            for item in pending {
                guard let source = item.source, item.generation == source.generation,
                    seen.insert(ObjectIdentifier(source)).inserted
                else { continue }
                source.update()
            }
        }
    }

    private static let errorHandler = Mutex<(@Sendable (BindingError) -> Void)?>(nil)

    /// Receives the failures of bindings applied after they were made (a value that does not
    /// convert, a view step that finds no view after a move); each binding also keeps its last one
    /// in ``Binding/lastError``. None by default.
    ///
    /// ```swift
    /// BindingUpdates.setErrorHandler { error in log.warning("\(error)") }
    /// ```
    public static func setErrorHandler(_ handler: (@Sendable (BindingError) -> Void)?) {
        errorHandler.withLock { $0 = handler }
    }

    /// Hands `error` to the handler of ``setErrorHandler(_:)``, as bindings do with the failures
    /// they meet after they were made: for what follows a model on a binding's behalf (a table's
    /// bound rows) and fails later.
    ///
    /// ```swift
    /// BindingUpdates.report(error)
    /// ```
    public static func report(_ error: BindingError) {
        errorHandler.withLock { $0 }?(error)
    }

    private static let pendingHandler = Mutex<(@Sendable () -> Void)?>(nil)

    /// Called when a model change is queued while none was waiting, on the thread that changed the
    /// model, instead of applying the queue on the main actor's next turn: for a loop that sleeps
    /// until there is something to draw, so that a change made by a task or another thread wakes
    /// it. TerminalUI's `Application` sets it while it runs, and sets it back to nil (the main
    /// actor's next turn again) when it stops. Calling ``applyPending()`` is then the handler's job
    /// (or the loop's), on the main actor. A handler set while changes wait is called at once.
    ///
    /// ```swift
    /// BindingUpdates.setPendingHandler { TerminalSession.wakeUp() }
    /// ```
    public static func setPendingHandler(_ handler: (@Sendable () -> Void)?) {
        pendingHandler.withLock { $0 = handler }
        if hasPending { announcePending() }
    }

    static func enqueue(_ pending: PendingSource) {
        let wasEmpty = queue.withLock { queue in
            defer { queue.append(pending) }
            return queue.isEmpty
        }
        if wasEmpty { announcePending() }
    }

    /// Hands the first change of a batch to the pending handler, or else applies the batch on the
    /// main actor's next turn: the changes queued until then are applied together.
    private static func announcePending() {
        if let handler = pendingHandler.withLock({ $0 }) {
            handler()
        } else {
            Task { @MainActor in applyPending() }
        }
    }

    private static let missingDataObjects = Mutex<[WeakBinding]>([])

    /// Asks ``applyPending()`` to report `binding`'s missing data object if it is still missing then.
    static func checkDataObject(of binding: Binding) {
        missingDataObjects.withLock { $0.append(WeakBinding(binding: binding)) }
    }
}

/// A binding held weakly: by a source, and in the queue of bindings to look at again in
/// ``BindingUpdates/applyPending()``.
///
/// `@unchecked Sendable` for the same reason as ``PendingSource``: it is queued and dereferenced
/// only on the thread that owns the views.
struct WeakBinding: @unchecked Sendable {
    weak var binding: Binding?
}

/// A source that a model change made stale, as the change handler queues it.
///
/// `@unchecked Sendable` because Observation calls change handlers on whichever thread changes the
/// model, while the source is only ever dereferenced by ``BindingUpdates/applyPending()`` on the
/// thread that owns the views; the handler itself only queues this token.
final class PendingSource: @unchecked Sendable {
    weak var source: BindingSource?
    let generation: Int

    init(_ source: BindingSource) {
        self.source = source
        generation = source.generation
    }
}
