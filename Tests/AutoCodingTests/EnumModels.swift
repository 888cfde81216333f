import AutoCoding
import Foundation

/// Swift's synthesized form: each case a dictionary under its name, unlabelled values under `_0`.
@AutoCodable enum ExternalShape: Equatable {
    case circle(radius: Double)
    case polygon(Int, name: String?)
    case empty
}

/// The same cases with the compiler's own `Codable`, to show that both read each other's archives.
enum SynthesizedShape: Codable, Equatable {
    case circle(radius: Double)
    case polygon(Int, name: String?)
    case empty
}

@AutoCodable struct Disc: Equatable {
    var radius = 0.0
    var filled = false
}

@AutoCodable(tagging: .internal(tag: "type")) enum InternalShape: Equatable {
    case circle(radius: Double)
    case disc(Disc)
    @ArchiveKey("rect") case rectangle(width: Double, height: Double)
    case empty
}

@AutoCodable(keys: .snakeCase, tagging: .adjacent(tag: "kind", content: "data")) enum FeedEvent: Equatable {
    case userJoined(userID: Int, displayName: String)
    case messageCount(Int)
    @ArchiveKey("ping.sent") case heartbeat
    @FallbackCase case unsupported
}

@AutoCodable struct Drawing: Equatable {
    var shapes: [InternalShape] = []
    var highlight: ExternalShape?
    var events: [FeedEvent] = []
}

/// Archived as a single number, so it has no keys to put beside an internal tag; its spelling
/// does not show that, so only writing finds out.
struct Celsius: Codable, Equatable {
    var degrees: Double

    init(degrees: Double) { self.degrees = degrees }
    init(from decoder: any Decoder) throws { degrees = try decoder.singleValueContainer().decode(Double.self) }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(degrees)
    }
}

@AutoCodable(tagging: .internal(tag: "type")) enum Reading: Equatable {
    case temperature(Celsius)
}

/// A class holding enums: an enum inside a class's graph.
@AutoCodable final class Canvas {
    var background: ExternalShape = .empty
    var layers: [InternalShape] = []
}
