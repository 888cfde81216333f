import AutoCoding
import Foundation

/// The declared types arbitrary archives are loaded as: a class hierarchy (one subclass registered,
/// one not), collections of models, optionals, and narrow integers whose range is checked.
@AutoCodable class FuzzNote {
    var title = ""
    var tags: [String] = []
    var count = 0
    var ratio: Double?
    var created: Date?
    var blob: Data?
    var link: URL?
}

@AutoCodable final class FuzzChecklist: FuzzNote {
    var items: [String] = []
    var done: [Bool] = []
}

@AutoCodable final class FuzzSecret: FuzzNote {
    var secret = ""
}

@AutoCodable struct FuzzNotebook {
    var name = ""
    var notes: [FuzzNote] = []
    var byName: [String: FuzzNote] = [:]
    var cover: FuzzNote?
    var small: [Int8] = []
    var large: UInt64 = 0
    var nested: [[String: [Double]]] = []
}
