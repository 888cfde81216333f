import Foundation
import StringCoding

/// A value that stands in for one that could not be decoded, so that decoding goes on and finds
/// every other problem. It never reaches the caller: a load with problems throws.
protocol ConfigPlaceholder {
    static var configPlaceholder: Self { get }
}

extension String: ConfigPlaceholder { static var configPlaceholder: String { "" } }
extension Bool: ConfigPlaceholder { static var configPlaceholder: Bool { false } }
extension Int: ConfigPlaceholder { static var configPlaceholder: Int { 0 } }
extension Int8: ConfigPlaceholder { static var configPlaceholder: Int8 { 0 } }
extension Int16: ConfigPlaceholder { static var configPlaceholder: Int16 { 0 } }
extension Int32: ConfigPlaceholder { static var configPlaceholder: Int32 { 0 } }
extension Int64: ConfigPlaceholder { static var configPlaceholder: Int64 { 0 } }
extension UInt: ConfigPlaceholder { static var configPlaceholder: UInt { 0 } }
extension UInt8: ConfigPlaceholder { static var configPlaceholder: UInt8 { 0 } }
extension UInt16: ConfigPlaceholder { static var configPlaceholder: UInt16 { 0 } }
extension UInt32: ConfigPlaceholder { static var configPlaceholder: UInt32 { 0 } }
extension UInt64: ConfigPlaceholder { static var configPlaceholder: UInt64 { 0 } }
extension Double: ConfigPlaceholder { static var configPlaceholder: Double { 0 } }
extension Float: ConfigPlaceholder { static var configPlaceholder: Float { 0 } }
extension Decimal: ConfigPlaceholder { static var configPlaceholder: Decimal { 0 } }
extension Duration: ConfigPlaceholder { static var configPlaceholder: Duration { .zero } }
extension Date: ConfigPlaceholder { static var configPlaceholder: Date { Date(timeIntervalSince1970: 0) } }
extension Data: ConfigPlaceholder { static var configPlaceholder: Data { Data() } }
extension URL: ConfigPlaceholder { static var configPlaceholder: URL { URL(filePath: "/") } }
extension UUID: ConfigPlaceholder {
    static var configPlaceholder: UUID { UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) }
}
extension Color: ConfigPlaceholder { static var configPlaceholder: Color { .black } }
extension Array: ConfigPlaceholder { static var configPlaceholder: Array { [] } }
extension Set: ConfigPlaceholder { static var configPlaceholder: Set { [] } }
extension Dictionary: ConfigPlaceholder { static var configPlaceholder: Dictionary { [:] } }
extension Optional: ConfigPlaceholder { static var configPlaceholder: Optional { nil } }

extension Secret: ConfigPlaceholder where Value: ConfigPlaceholder {
    static var configPlaceholder: Secret { Secret(Value.configPlaceholder) }
}

/// A stand-in for `type`, when there is an obvious one: its own, or an enum's first case.
func configPlaceholder<T>(for type: T.Type) -> T? {
    if let placeholding = type as? any ConfigPlaceholder.Type {
        return placeholding.configPlaceholder as? T
    }
    if let enumerable = type as? any CaseIterable.Type {
        return firstCase(of: enumerable) as? T
    }
    return nil
}

private func firstCase<E: CaseIterable>(of type: E.Type) -> E? {
    type.allCases.first
}

/// Thrown when a value could not be decoded and nothing can stand in for it: the enclosing
/// optional becomes nil, or, at the top, the load ends with the problems found so far.
struct ConfigDecodingStopped: Error {}
