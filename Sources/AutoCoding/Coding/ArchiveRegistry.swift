import Foundation

/// The model types that loading may create by class name, and the names they are archived under.
///
/// A class found in an archive is created only when it is the declared type, or a subclass of the
/// declared type that was registered: an archive from elsewhere cannot make the app instantiate
/// whatever class it names.
final class ArchiveRegistry: @unchecked Sendable {
    static let shared = ArchiveRegistry()

    // A lock rather than `Synchronization.Mutex`, which needs macOS 15 while the package supports 14.
    private let lock = NSLock()
    private var typesByName: [String: any AutoCodable.Type] = [:]
    private var namesByType: [ObjectIdentifier: String] = [:]

    /// Registers `type` under `names`; the first is the name it is written under. With no names,
    /// its Swift name.
    func register(_ type: any AutoCodable.Type, names: [String]) {
        let names = names.isEmpty ? [Self.swiftName(of: type)] : names
        lock.withLock {
            for name in names { typesByName[name] = type }
            namesByType[ObjectIdentifier(type)] = names.first
        }
    }

    /// The name `type` is archived under.
    func name(of type: any AutoCodable.Type) -> String {
        lock.withLock { namesByType[ObjectIdentifier(type)] } ?? Self.swiftName(of: type)
    }

    /// The registered type archived as `name`.
    func type(named name: String) -> (any AutoCodable.Type)? {
        lock.withLock { typesByName[name] }
    }

    /// Whether `name` stands for `type` itself: its archive name, its Swift name, or a registered alias.
    func name(_ name: String, denotes type: any AutoCodable.Type) -> Bool {
        name == self.name(of: type) || name == Self.swiftName(of: type)
            || self.type(named: name).map { ObjectIdentifier($0) == ObjectIdentifier(type) } == true
    }

    static func swiftName(of type: Any.Type) -> String { String(describing: type) }
}
