import Foundation
import OrderedCollections

@testable import DocumentReading

#if canImport(FoundationXML)
import FoundationXML
#endif

/// A small XML property list parser for the keyed archive tests. Unlike
/// `PropertyListSerialization`, it keeps `{CF$UID = n}` dictionaries as dictionaries, which is how
/// Loom's own XML reader hands them to `KeyedArchive`.
final class XMLPlistTestParser: NSObject, XMLParserDelegate {
    private enum Open {
        case array([ArchiveValue])
        case dictionary(OrderedDictionary<String, ArchiveValue>, key: String?)
    }

    private var stack: [Open] = []
    private var text = ""
    private var result: ArchiveValue?
    private var failure: String?

    static func parse(_ data: Data) throws -> ArchiveValue {
        let delegate = XMLPlistTestParser()
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        guard parser.parse(), delegate.failure == nil, let result = delegate.result else {
            throw ArchiveError.malformed(
                .xmlPropertyList, at: .line(parser.lineNumber, column: parser.columnNumber),
                reason: delegate.failure ?? "test parser failed")
        }
        return result
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        text = ""
        switch elementName {
        case "array": stack.append(.array([]))
        case "dict": stack.append(.dictionary([:], key: nil))
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        switch elementName {
        case "plist":
            return
        case "key":
            guard case .dictionary(let entries, nil)? = stack.popLast() else {
                failure = "a key outside a dictionary"
                return
            }
            stack.append(.dictionary(entries, key: text))
        case "array":
            guard case .array(let items)? = stack.popLast() else { return }
            add(.array(items))
        case "dict":
            guard case .dictionary(let entries, _)? = stack.popLast() else { return }
            add(.dictionary(entries))
        case "string": add(.string(text))
        case "integer":
            if let integer = Int64(text) {
                add(.integer(integer))
            } else if let integer = UInt64(text) {
                add(.unsignedInteger(integer))
            } else {
                failure = "bad integer \(text)"
            }
        case "real": add(.real(Double(text) ?? .nan))
        case "true": add(.bool(true))
        case "false": add(.bool(false))
        case "data": add(.data(Data(base64Encoded: text, options: .ignoreUnknownCharacters) ?? Data()))
        case "date": add(.date(ISO8601DateFormatter().date(from: text) ?? .distantPast))
        default: failure = "unknown element \(elementName)"
        }
        text = ""
    }

    private func add(_ value: ArchiveValue) {
        switch stack.popLast() {
        case nil:
            result = value
        case .array(var items)?:
            items.append(value)
            stack.append(.array(items))
        case .dictionary(var entries, let key?)?:
            entries[key] = value
            stack.append(.dictionary(entries, key: nil))
        case .dictionary(_, nil)?:
            failure = "a dictionary value without a key"
        }
    }
}
