import Foundation
import Testing

/// The archive forms tests compare: JSON as text, and a binary property list as the XML that
/// Foundation's own reader turns it into, so that a test shows what another reader sees.
enum ArchiveFixtures {
    /// `data`, a binary property list, as Foundation's XML property list text.
    static func xmlText(ofBinaryPropertyList data: Data) throws -> String {
        #expect(data.starts(with: Data("bplist00".utf8)))
        let object = try PropertyListSerialization.propertyList(from: data, format: nil)
        let xml = try PropertyListSerialization.data(fromPropertyList: object, format: .xml, options: 0)
        return String(decoding: xml, as: UTF8.self)
    }

    /// The XML property list document whose root dictionary's body is `body`, as Foundation writes it.
    static func xmlDocument(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        \(body)
        </plist>

        """
    }

    /// `object` written by Foundation as a binary property list: input Loom did not write.
    static func binaryPropertyList(_ object: Any) throws -> Data {
        try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
    }
}
