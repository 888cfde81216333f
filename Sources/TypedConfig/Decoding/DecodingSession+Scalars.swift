import StringCoding

/// `Bool`, `String` and the standard number types: most of any configuration, and the types the
/// standard library hands each container one method for. What ``DecodingSession/decode(_:at:leaf:)``
/// looks up about a type (``TypeTraits``) is the same for all of them: parsable from a string, not
/// secret, not a list, not optional, with a stand-in.
protocol ConfigScalar: Decodable, StringDecodable, ConfigPlaceholder {}

extension Bool: ConfigScalar {}
extension String: ConfigScalar {}
extension Double: ConfigScalar {}
extension Float: ConfigScalar {}
extension Int: ConfigScalar {}
extension Int8: ConfigScalar {}
extension Int16: ConfigScalar {}
extension Int32: ConfigScalar {}
extension Int64: ConfigScalar {}
extension UInt: ConfigScalar {}
extension UInt8: ConfigScalar {}
extension UInt16: ConfigScalar {}
extension UInt32: ConfigScalar {}
extension UInt64: ConfigScalar {}

extension DecodingSession {
    /// Decodes a ``ConfigScalar`` at `cursor`: a scalar leaf is parsed straight into `T`, without
    /// the traits lookup and the casts between `T` and existentials that the general way needs for
    /// a type it knows nothing about; every other leaf (none, null, a list, a repeated option)
    /// takes the general way.
    func decodeScalar<T: ConfigScalar>(_ type: T.Type, at cursor: ConfigCursor) throws -> T {
        // The common case, a file's scalar that no flat name overrides, without making its leaf:
        // the file position becomes a source only if provenance or a problem needs one.
        if cursor.flatNode == nil, cursor.fixedLeaf == nil, let (layer, node) = cursor.nodes.first,
            case .scalar(let text, let position) = node
        {
            let value: T
            do {
                value = try T(parsing: text)
            } catch {
                let source = source(inLayer: layer, at: position)
                return try parseFailed(T.self, text: text, error: error, source: source, at: cursor)
            }
            if recordsProvenance { recordSource(source(inLayer: layer, at: position), for: cursor.path) }
            return value
        }
        return try decodeScalar(T.self, at: cursor, leaf: leaf(at: cursor))
    }

    /// Decodes a ``ConfigScalar`` at `cursor`, whose leaf the caller has already looked up.
    func decodeScalar<T: ConfigScalar>(_ type: T.Type, at cursor: ConfigCursor, leaf: ConfigLeaf?) throws -> T {
        guard case .scalar(let text, let source)? = leaf else { return try decode(T.self, at: cursor, leaf: leaf) }
        let value: T
        do {
            value = try T(parsing: text)
        } catch {
            return try parseFailed(T.self, text: text, error: error, source: source, at: cursor)
        }
        recordSource(source, for: cursor.path)
        return value
    }
}
