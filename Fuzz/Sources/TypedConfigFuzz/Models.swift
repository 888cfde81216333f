import Foundation
import Synchronization
import TypedConfig

// The types the fuzzed configuration is decoded into. Property names come in several conventions
// (acronyms, digits inside words, a leading acronym, snake case), so that the file keys, `.env`
// names, environment variables and options written in other conventions reach them only through
// TypedConfig's key matching.

enum LogLevel: String, Decodable, CaseIterable, Sendable {
    case trace, debug, info, warning, error
}

enum Region: String, Decodable, Sendable {
    case usEast = "us-east", euWest = "eu-west", apSouth = "ap-south"
}

struct FuzzConfig: Decodable, Sendable {
    var baseURL: URL
    var apiKey: Secret<String>
    var maxRetryCount: Int
    var v2Endpoint: URL?
    var requestTimeout: Duration
    var sampleRate: Double?
    var isEnabled: Bool
    var logLevel: LogLevel?
    var userID: Int?
    var oauth2ClientID: String?
    // swift-format-ignore: AlwaysUseLowerCamelCase
    var HTTPProxy: URL?
    // swift-format-ignore: AlwaysUseLowerCamelCase
    var snake_case_name: String?
    var database: Database
    var mirrors: [Mirror]?
    var labels: [String: String]?
    var tokens: [String: Secret<String>]?
    var retryDelays: [Duration]?
    var featureFlags: [String: Bool]?
    var ports: [Int]?
}

extension FuzzConfig {
    /// The values of every `Secret` in the configuration.
    var secretValues: [String] {
        [apiKey.value] + [database.password?.value].compactMap(\.self) + (mirrors ?? []).compactMap(\.token?.value)
            + (tokens ?? [:]).values.map(\.value)
    }
}

struct Database: Decodable, Sendable {
    var host: String
    var port: Int?
    var password: Secret<String>?
    var poolSize: Int?
    var replicaHosts: [String]?
    var connectTimeout: Duration?
    var sslMode: Bool?
}

struct Mirror: Decodable, Sendable {
    var url: URL
    var weight: Double?
    var token: Secret<String>?
    var region: Region?
}

// The secrets' places in `FuzzConfig`, read as plain strings that are written down as they are
// decoded: a failed load keeps its value to itself, and a harness that checks errors for leaked
// secrets must know them all the same.

struct SecretProbe: Decodable, Sendable {
    var apiKey: CapturedSecret?
    var database: DatabaseProbe?
    var mirrors: [MirrorProbe]?
    var tokens: [String: CapturedSecret]?
}

struct DatabaseProbe: Decodable, Sendable {
    var password: CapturedSecret?
}

struct MirrorProbe: Decodable, Sendable {
    var token: CapturedSecret?
}

/// A string that records itself in ``SecretLog`` when decoded.
struct CapturedSecret: Decodable, Sendable {
    init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        SecretLog.shared.record(text)
    }
}

/// The strings ``CapturedSecret`` decoded during one probe.
final class SecretLog: Sendable {
    static let shared = SecretLog()
    private let values = Mutex<[String]>([])

    func record(_ value: String) {
        values.withLock { $0.append(value) }
    }

    /// The values recorded since the last call.
    func take() -> [String] {
        values.withLock { values in
            defer { values = [] }
            return values
        }
    }
}
